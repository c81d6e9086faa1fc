import './translations.css';
import { Button, Callout } from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TranslationCells } from '../../../common/api/translations';
import { LANGUAGES, type Language } from '../../../common/languages';
import { confirmTranslation } from '../../api/admin-translations';
import { queryKeys } from '../../api/query-keys';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { useContentReadOnly } from '../library/use-library-status';
import { runChange } from '../shell/toaster';

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
  const queryClient = useQueryClient();
  // A follower's translation states come from its hub.
  const readOnly = useContentReadOnly();
  const confirm = useMutation({
    mutationFn: () => confirmTranslation(instructionId, language),
    onSuccess: (answer) => {
      onConfirmed(answer.cells);
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.translations() });
    },
  });
  if (cells[language].state !== 'outdated') return null;
  const sourceUpdatedAt = cells[sourceLanguage].updatedAt;
  const date = sourceUpdatedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(sourceUpdatedAt),
      )
    : '';
  return (
    <Callout
      intent="warning"
      compact
      className="translation-outdated"
      title={t('translations.outdatedTitle')}
    >
      <p>{t('translations.outdatedText', { source: LANGUAGES[sourceLanguage].nativeName, date })}</p>
      <Button
        icon="tick"
        disabled={readOnly}
        loading={confirm.isPending}
        onClick={() =>
          void runChange(() => confirm.mutateAsync(), {
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
