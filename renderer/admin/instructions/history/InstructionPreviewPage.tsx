import './history.css';
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { InstructionDetail } from '../../../../common/api/instructions';
import { toLanguage, type Language } from '../../../../common/languages';
import { createQueryClient } from '../../../api/query-client';
import { PublicLayout } from '../../../components/PublicLayout';
import { ADMIN_NAMESPACE } from '../../../i18n/admin-i18n';
import { InstructionView } from '../../../pages/public/InstructionView';
import { instructionPath, instructionsPath } from '../../../paths';
import { PublicAddressesProvider } from '../../../public-addresses';
import { publicQueries } from '../../../queries';
import { PreviewBanner } from './PreviewBanner';
import { previewDocumentUrl } from './preview-paths';
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
    <PublicAddressesProvider value={{ instructionsPath, instructionPath, documentUrl: previewDocumentUrl }}>
      <PreviewBanner
        text={t('preview.banner')}
        language={language}
        onLanguage={(next) => void navigate(previewPath(id, next))}
        back={{ to: `/admin/instructions/${id}`, label: t('preview.backToForm') }}
      />
      <PublicLayout>
        {preview.data ? (
          <PreviewedInstruction key={preview.dataUpdatedAt} detail={preview.data} language={language} />
        ) : preview.isError ? (
          <NonIdealState icon="error" title={t('preview.failed')} />
        ) : (
          <Spinner />
        )}
      </PublicLayout>
    </PublicAddressesProvider>
  );
}
