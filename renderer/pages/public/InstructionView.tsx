import { Button, Callout, H1, H2, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SUPPORTED_LANGUAGES, type Language } from '../../../common/languages';
import { useArticle, useInstructionByNumber } from '../../queries';
import { queryScreen } from '../../api/query-screen';
import { ArrowLeftIcon, DocumentIcon, ErrorIcon, InfoSignIcon } from '../../components/icons';
import { LazyInstructionContent } from '../../components/LazyInstructionContent';
import { LazyPdfViewer } from '../../components/pdf-viewer/LazyPdfViewer';
import { OutageState } from '../../components/OutageState';
import { ReadAloud } from '../../components/accessibility/ReadAloud';
import { useAccessibilityPreferences } from '../../components/accessibility/preferences';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { ArticleNotFound } from './ArticleNotFound';
import { fallbackTitleLang, localisedTitle } from './instruction-text';
import { OutdatedNotice } from './OutdatedNotice';
import { PrintButton } from './PrintButton';
import { SavePdfButton } from './SavePdfButton';
import { languageNameIn } from './language-names';
import { listSearchSuffix, type ListLinkState } from './list-search';
import { usePublicAddresses } from '../../public-addresses';
import { pdfPageParam } from '../../search-paths';
import { documentLanguages } from './instruction-documents';
import { VisitorFeedback } from './feedback/VisitorFeedback';
import './instruction-view.css';
import { LanguageLinks } from './LanguageLinks';
import { LazyPrintHeader } from './LazyPrintHeader';
import { WholeNumbers } from '../../components/WholeNumbers';

interface InstructionViewProps {
  /** Absent when opened from the word search (/manual/…): no article, no article check. */
  articleNumber?: string;
  language: Language;
  instructionNumber: string;
  /** Where the back button goes instead of the article's list, and what it says. */
  back?: { to: string; label: string };
  /** This instruction in another language; by default under the article. */
  pathIn?: (language: Language) => string;
}

export function InstructionView({
  articleNumber = '',
  language,
  instructionNumber,
  back: backTarget,
  pathIn,
}: InstructionViewProps) {
  const { t } = useTranslation();
  const { instructionPath, instructionsPath, documentUrl } = usePublicAddresses();
  const navigate = useNavigate();
  const linkState = useLocation().state as ListLinkState | null;
  const [searchParams] = useSearchParams();
  const article = useArticle(articleNumber);
  const detail = useInstructionByNumber(instructionNumber);
  const articleScreen = articleNumber ? queryScreen(article) : 'ready';
  const detailScreen = queryScreen(detail);
  const { readAloud } = useAccessibilityPreferences();
  const title = detail.data
    ? localisedTitle(detail.data.instruction.title, detail.data.titles, language)
    : undefined;
  useDocumentTitle(title);

  const listPath = instructionsPath(articleNumber, language);
  const back = (
    <Button
      size="large"
      icon={<ArrowLeftIcon />}
      className="back-button"
      onClick={() => void navigate(backTarget?.to ?? `${listPath}${listSearchSuffix(linkState?.listSearch)}`)}
    >
      {backTarget?.label ?? t('instruction.back')}
    </Button>
  );

  const retry = () => {
    if (articleNumber && (article.isError || !article.data)) void article.refetch();
    if (detail.isError || !detail.data) void detail.refetch();
  };

  if (articleScreen === 'outage' || detailScreen === 'outage') {
    return (
      <div className="instruction-view">
        {back}
        <OutageState onRetry={retry} />
      </div>
    );
  }

  if (articleScreen === 'not-found') return <ArticleNotFound articleNumber={articleNumber} />;

  if (articleScreen === 'loading' || detailScreen === 'loading') {
    return (
      <div className="instruction-view">
        {back}
        <div className="instruction-loading" role="status">
          <Spinner size={40} />
          <span>{t('instruction.loading')}</span>
        </div>
      </div>
    );
  }

  // Only an instruction this article gets is shown under its badge; any other is not found here.
  const belongs =
    !articleNumber ||
    article.data?.instructions.some((entry) => entry.instructionNumber === instructionNumber);
  if (detailScreen === 'not-found' || !detail.data || !belongs) {
    return (
      <div className="instruction-view">
        {back}
        <H1 className="instruction-title instruction-not-found-title">{t('instruction.notFound')}</H1>
        <NonIdealState
          icon={<ErrorIcon size={48} />}
          description={
            <WholeNumbers
              text={
                detail.data
                  ? t('instruction.notForArticle', { instructionNumber, articleNumber })
                  : t('instruction.notFoundHint', { instructionNumber })
              }
            />
          }
          action={
            articleNumber ? (
              <Link to={listPath} className="bp6-button bp6-large bp6-intent-primary">
                {t('instruction.showArticleList', { articleNumber })}
              </Link>
            ) : undefined
          }
        />
      </div>
    );
  }

  const { instruction, contents, translation } = detail.data;
  const content = contents.find((entry) => entry.language === language)?.content ?? '';
  const withText = contents.filter((entry) => entry.content.trim()).map((entry) => entry.language);
  const withPdf = documentLanguages(detail.data);
  const pdf = detail.data.documents.find((document) => document.language === language);
  const hasPdf = pdf !== undefined;
  const available = SUPPORTED_LANGUAGES.filter((code) => withText.includes(code) || withPdf.includes(code));
  const linkTo = (code: Language) =>
    pathIn?.(code) ?? instructionPath(articleNumber, code, instructionNumber);

  return (
    <article className="instruction-view">
      {back}
      <div className="instruction-badges">
        {articleNumber ? (
          <Tag size="large" intent="primary" minimal>
            <WholeNumbers text={t('instruction.articleBadge', { articleNumber })} />
          </Tag>
        ) : null}
        <Tag size="large" minimal>
          <WholeNumbers
            text={t('instruction.instructionBadge', { instructionNumber: instruction.instructionNumber })}
          />
        </Tag>
        <PrintButton />
        <SavePdfButton fileName={[articleNumber, title].filter(Boolean).join(' ')} />
      </div>
      <H1 className="instruction-title" lang={fallbackTitleLang(detail.data.titles, language)}>
        {title}
      </H1>
      {readAloud && content.trim() ? (
        <ReadAloud
          // Another instruction starts a new reading: the old one stops with its highlight.
          key={instruction.instructionNumber}
          language={language}
          linkTo={linkTo}
          languageName={(code) => languageNameIn(language, code)}
        />
      ) : null}
      <LazyPrintHeader
        articleNumber={articleNumber}
        language={language}
        instructionNumber={instruction.instructionNumber}
      />
      {content.trim() && !hasPdf && withPdf.length > 0 ? (
        <Callout icon={<DocumentIcon />} className="pdf-elsewhere">
          <H2 className="callout-heading">
            {t('instruction.pdfNotInLanguage', { language: languageNameIn(language, language) })}
          </H2>
          <p>{t('instruction.pdfAvailableIn')}</p>
          <LanguageLinks languages={withPdf} pdfLanguages={withPdf} linkTo={linkTo} linkState={linkState} />
        </Callout>
      ) : null}
      {content.trim() ? (
        <>
          <OutdatedNotice
            translation={translation}
            language={language}
            articleNumber={articleNumber}
            instructionNumber={instruction.instructionNumber}
          />
          <LazyInstructionContent content={content} />
        </>
      ) : null}
      {pdf ? (
        <LazyPdfViewer
          key={language}
          url={documentUrl(instruction.id, pdf)}
          initialPage={pdfPageParam(searchParams)}
          label={title ?? instruction.instructionNumber}
        />
      ) : null}
      {!content.trim() && !hasPdf ? (
        <Callout intent="primary" icon={<InfoSignIcon />} className="no-content">
          <H2 className="callout-heading">{t('instruction.noContent')}</H2>
          <p>{t('instruction.contentNotAvailable', { language: languageNameIn(language, language) })}</p>
          {available.length > 0 ? (
            <>
              <p>{t('instruction.availableIn')}</p>
              <LanguageLinks
                languages={available}
                pdfLanguages={withPdf}
                linkTo={linkTo}
                linkState={linkState}
              />
            </>
          ) : null}
        </Callout>
      ) : null}
      <VisitorFeedback instructionId={instruction.id} language={language} articleNumber={articleNumber} />
    </article>
  );
}
