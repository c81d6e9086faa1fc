import './history.css';
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { InstructionDetail } from '../../../../common/api/instructions';
import { LANGUAGES, SUPPORTED_LANGUAGES, toLanguage, type Language } from '../../../../common/languages';
import { createQueryClient } from '../../../api/query-client';
import { PublicLayout } from '../../../components/PublicLayout';
import { ADMIN_NAMESPACE } from '../../../i18n/admin-i18n';
import { InstructionView } from '../../../pages/public/InstructionView';
import { publicQueries } from '../../../queries';
import { usePreviewQuery } from './queries';

const previewPath = (id: number, language: Language) => `/admin/preview/instructions/${id}/${language}`;

/**
 * The kiosk's own instruction view fed with the draft, in a query cache of its own so the preview
 * never mixes with what visitors' pages have cached.
 */
function PreviewedInstruction({ detail, language }: { detail: InstructionDetail; language: Language }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [client] = useState(() => {
    const own = createQueryClient();
    own.setQueryData(
      publicQueries.instructionByNumber(detail.instruction.instructionNumber).queryKey,
      detail,
    );
    return own;
  });
  return (
    <QueryClientProvider client={client}>
      <InstructionView
        language={language}
        instructionNumber={detail.instruction.instructionNumber}
        back={{ to: `/admin/instructions/${detail.instruction.id}`, label: t('preview.backToForm') }}
        pathIn={(next) => previewPath(detail.instruction.id, next)}
      />
    </QueryClientProvider>
  );
}

/** `/admin/preview/instructions/{id}/{language}`: what kiosks will show once the draft is published. */
export function InstructionPreviewPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const language = toLanguage(params.language);
  const preview = usePreviewQuery(id);

  return (
    <>
      <div className="preview-banner" role="status">
        <span>{t('preview.banner')}</span>
        <div className="preview-banner-actions">
          <HTMLSelect
            aria-label={t('preview.language')}
            value={language}
            onChange={(event) => void navigate(previewPath(id, toLanguage(event.currentTarget.value)))}
          >
            {SUPPORTED_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGES[code].nativeName}
              </option>
            ))}
          </HTMLSelect>
          <Button icon="edit" onClick={() => void navigate(`/admin/instructions/${id}`)}>
            {t('preview.backToForm')}
          </Button>
        </div>
      </div>
      <PublicLayout>
        {preview.data ? (
          <PreviewedInstruction key={preview.dataUpdatedAt} detail={preview.data} language={language} />
        ) : preview.isError ? (
          <NonIdealState icon="error" title={t('preview.failed')} />
        ) : (
          <Spinner />
        )}
      </PublicLayout>
    </>
  );
}
