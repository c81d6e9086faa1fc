import './translations.css';
import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TranslationCells } from '../../../common/api/translations';
import { LANGUAGES, type Language } from '../../../common/languages';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { useContentReadOnly } from '../library/queries';
import { runChange } from '../shell/toaster';
import { useConfirmTranslation } from './queries';

interface Props {
  instructionId: number;
  language: Language;
  sourceLanguage: Language;
  cells: TranslationCells;
  onConfirmed: (cells: TranslationCells) => void;
}

/** On an outdated language's tab: why, and "still up to date" for a source change that needs no translation. */
export function TranslationStatusCallout({
  instructionId,
  language,
  sourceLanguage,
  cells,
  onConfirmed,
}: Props) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  // A follower's translation states come from its hub.
  const readOnly = useContentReadOnly();
  const confirm = useConfirmTranslation(instructionId, language);
  if (cells[language].state !== 'outdated') return null;
  const sourceUpdatedAt = cells[sourceLanguage].updatedAt;
  const date = sourceUpdatedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(sourceUpdatedAt),
      )
    : '';
  return (
    <Callout intent="warning" compact className="translation-outdated">
      <p className="admin-callout-title">{t('translations.outdatedTitle')}</p>
      <p>{t('translations.outdatedText', { source: LANGUAGES[sourceLanguage].nativeName, date })}</p>
      <Button
        icon="tick"
        disabled={readOnly}
        loading={confirm.isPending}
        onClick={() =>
          void runChange(async () => onConfirmed((await confirm.mutateAsync()).cells), {
            success: t('translations.confirmed'),
            failure: t('translations.confirmFailed'),
          })
        }
      >
        {t('translations.markUpToDate')}
      </Button>
    </Callout>
  );
}
