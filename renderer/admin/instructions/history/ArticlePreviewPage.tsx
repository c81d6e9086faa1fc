import './history.css';
import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { ArticleView } from '../../../../common/api/article';
import type { InstructionDetail } from '../../../../common/api/instructions';
import { normaliseArticleNumber } from '../../../../common/article-number-rules';
import { toLanguage, type Language } from '../../../../common/languages';
import { createQueryClient } from '../../../api/query-client';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { PublicLayout } from '../../../components/PublicLayout';
import { ADMIN_NAMESPACE } from '../../../i18n/admin-i18n';
import { changeLanguage } from '../../../i18n/setup';
import { InstructionListView } from '../../../pages/public/InstructionListView';
import { InstructionView } from '../../../pages/public/InstructionView';
import { PublicAddressesProvider, type PublicAddresses } from '../../../public-addresses';
import { publicQueries } from '../../../queries';
import { PreviewBanner } from './PreviewBanner';
import { kioskPreviewPath, previewDocumentUrl } from './preview-paths';
import { useArticlePreviewQuery, usePreviewQuery } from './queries';

/** Inside the preview every link stays in the preview and every PDF is the draft's. */
const PREVIEW_ADDRESSES: PublicAddresses = {
  instructionsPath: (articleNumber, language) => kioskPreviewPath(articleNumber, language),
  instructionPath: kioskPreviewPath,
  documentUrl: previewDocumentUrl,
};

interface PreviewedProps {
  articleNumber: string;
  language: Language;
  article: ArticleView;
  instruction: { number: string; detail: InstructionDetail } | undefined;
}

/**
 * The visitor's own list and instruction views fed with the drafts, in a query cache of their own
 * (seeded once, never fetched from the public answers) so the preview never mixes with the kiosk's.
 */
function PreviewedArticle({ articleNumber, language, article, instruction }: PreviewedProps) {
  const [client] = useState(() => {
    const own = createQueryClient();
    own.setQueryData(publicQueries.article(articleNumber).queryKey, article);
    if (instruction)
      own.setQueryData(publicQueries.instructionByNumber(instruction.number).queryKey, instruction.detail);
    return own;
  });
  return (
    <QueryClientProvider client={client}>
      {instruction ? (
        <InstructionView
          articleNumber={articleNumber}
          language={language}
          instructionNumber={instruction.number}
        />
      ) : (
        <InstructionListView articleNumber={articleNumber} language={language} />
      )}
    </QueryClientProvider>
  );
}

/**
 * `/admin/preview/kiosk/instructions/{n}/{lang}[/{instruction}]`: the kiosk's pages for an article
 * number with every waiting draft in place, under a banner that says it is not what visitors see.
 */
export function ArticlePreviewPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const params = useParams();
  const articleNumber = normaliseArticleNumber(params.articleNumber ?? '');
  const language = toLanguage(params.language);
  const instructionNumber = params.instructionNumber;
  const article = useArticlePreviewQuery(articleNumber, language);
  const listed = article.data?.instructions.find((entry) => entry.instructionNumber === instructionNumber);
  const detail = usePreviewQuery(listed?.id);

  // The visitor's texts in the previewed language; the admin's own choice returns with the admin pages.
  useEffect(() => changeLanguage(language), [language]);

  const pathIn = (next: Language) => kioskPreviewPath(articleNumber, next, instructionNumber);
  if (!articleNumber) return <Navigate replace to="/admin/instructions" />;

  const waitingForInstruction = instructionNumber !== undefined && listed !== undefined && !detail.data;
  const body = article.isError ? (
    <NonIdealState icon="error" title={t('preview.articleNotFound', { articleNumber })} />
  ) : !article.data || waitingForInstruction ? (
    <Spinner />
  ) : instructionNumber !== undefined && !listed ? (
    <NonIdealState icon="search" title={t('preview.notForArticle', { articleNumber })} />
  ) : (
    <PreviewedArticle
      key={`${article.dataUpdatedAt}-${detail.dataUpdatedAt}-${instructionNumber ?? ''}`}
      articleNumber={articleNumber}
      language={language}
      article={article.data}
      instruction={
        instructionNumber !== undefined && detail.data
          ? { number: instructionNumber, detail: detail.data }
          : undefined
      }
    />
  );

  return (
    <PublicAddressesProvider value={PREVIEW_ADDRESSES}>
      <PreviewBanner
        text={t('preview.kioskBanner', { articleNumber })}
        language={language}
        onLanguage={(next) => void navigate(pathIn(next))}
        back={
          listed
            ? { to: `/admin/instructions/${listed.id}`, label: t('preview.backToForm') }
            : { to: '/admin/instructions', label: t('preview.backToList') }
        }
      />
      <PublicLayout
        className="kiosk-preview"
        headerActions={<LanguageSelect value={language} onChange={(next) => void navigate(pathIn(next))} />}
      >
        {body}
      </PublicLayout>
    </PublicAddressesProvider>
  );
}
