import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/admin-i18n';
import { wordDiff } from './word-diff';

interface RevisionDiffProps {
  older: string;
  newer: string;
  label: string;
}

/**
 * One text's changes, word by word: additions underlined, removals struck through (not colour
 * alone), each announced to screen readers by its own words.
 */
export function RevisionDiff({ older, newer, label }: RevisionDiffProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const parts = wordDiff(older, newer);
  const changed = parts.some((part) => part.kind !== 'same');
  return (
    <section className="revision-diff" aria-label={label}>
      <h3 className="revision-diff-label">{label}</h3>
      {changed ? null : <p className="revision-diff-unchanged">{t('history.unchanged')}</p>}
      {older === '' && newer === '' ? null : (
        <div className="revision-diff-text">
          {parts.map((part, index) =>
            part.kind === 'added' ? (
              <ins key={index} className="diff-added">
                <span className="diff-announce">{t('history.addedStart')}</span>
                {part.text}
                <span className="diff-announce">{t('history.addedEnd')}</span>
              </ins>
            ) : part.kind === 'removed' ? (
              <del key={index} className="diff-removed">
                <span className="diff-announce">{t('history.removedStart')}</span>
                {part.text}
                <span className="diff-announce">{t('history.removedEnd')}</span>
              </del>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </div>
      )}
    </section>
  );
}
