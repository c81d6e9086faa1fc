import { isLanguage } from '../../common/languages';
import type { VisitRecorder } from '../services/feedback/visit-recorder';
import { missedNumberKey } from '../services/missed-lookup-keys';

/** Counts an article lookup by its normalised number and the interface language the kiosk sent. */
export function countArticleLookup(
  visits: VisitRecorder,
  requested: string,
  lang: unknown,
  found: boolean,
): void {
  const key = missedNumberKey(requested);
  if (key !== undefined) visits.articleLookup(key, isLanguage(lang) ? lang : undefined, found);
}
