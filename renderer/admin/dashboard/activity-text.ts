import type { TFunction } from 'i18next';
import { isActivityEntityType, type Activity, type ActivityDetail } from '../../../common/api/activities';

/** The values of a detail made readable in the admin language (language names, plural counts). */
function wordedValues(
  detail: ActivityDetail,
  t: TFunction,
  language: string,
): Record<string, string | number> {
  switch (detail.kind) {
    case 'signedOut':
      return { username: detail.values.username ?? t('activity.aUser') };
    case 'translationMarkedCurrent':
    case 'documentAttached':
    case 'documentRemoved': {
      const names = new Intl.DisplayNames([language], { type: 'language' });
      return { ...detail.values, language: names.of(detail.values.language) ?? detail.values.language };
    }
    case 'userAdded':
      return { ...detail.values, role: t(`roles.${detail.values.role}`) };
    case 'userRoleChanged':
      return { ...detail.values, from: t(`roles.${detail.values.from}`), to: t(`roles.${detail.values.to}`) };
    case 'articleNumberLinked':
      return { ...detail.values, count: detail.values.categories };
    case 'articleNumberRemoved':
      return { ...detail.values, count: detail.values.links };
    default:
      return detail.values;
  }
}

/**
 * What an activity did, in the admin language when the server sent it structured; rows logged
 * before that keep their English text.
 */
export function activityText(activity: Activity, t: TFunction, language: string): string {
  const { detail } = activity;
  if (!detail) return activity.details ?? '';
  return t(`activity.detail.${detail.kind}`, wordedValues(detail, t, language));
}

/** The revision an instruction's activity made, to link to its history; undefined for others. */
export function activityRevision(
  activity: Activity,
): { instructionId: number; revision: number } | undefined {
  const { detail, entityId } = activity;
  if (!detail || entityId === null || activity.entityType !== 'instruction') return undefined;
  if (!('revision' in detail.values) || typeof detail.values.revision !== 'number') return undefined;
  return { instructionId: entityId, revision: detail.values.revision };
}

/** What the activity was done to, in the admin language; empty for a kind this version does not know. */
export function activityEntityText(activity: Activity, t: TFunction): string {
  return isActivityEntityType(activity.entityType) ? t(`activity.entity.${activity.entityType}`) : '';
}
