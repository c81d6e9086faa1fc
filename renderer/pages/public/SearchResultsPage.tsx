import { Button, Classes, H1, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchHit } from '../../../common/api/search';
import { MIN_SEARCH_WORD_LENGTH } from '../../../common/api/search-limits';
import { toLanguage, type Language } from '../../../common/languages';
import { isApiError } from '../../api/client';
import { queryScreen } from '../../api/query-screen';
import { useInstructionSearch } from '../../queries';
import { HighlightedText } from '../../components/HighlightedText';
import { RefreshIcon, SearchIcon } from '../../components/icons';
import { LanguageSelect } from '../../components/LanguageSelect';
import { NewSearchButton } from '../../components/NewSearchButton';
import { OutageState } from '../../components/OutageState';
import { PublicLayout } from '../../components/PublicLayout';
import { WordSearchForm } from '../../components/WordSearchForm';
import '../../components/word-search.css';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { changeLanguage } from '../../i18n/setup';
import { languageNameIn } from './language-names';
import { instructionsPath } from '../../paths';
import { LANGUAGE_PARAM } from '../../paths';
import { manualPath, SEARCH_TEXT_PARAM, searchResultsPath } from '../../search-paths';
import { WholeNumbers } from '../../components/WholeNumbers';

function ResultCard({ hit, language, query }: { hit: SearchHit; language: Language; query: string }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={manualPath(hit.instructionNumber, hit.language, query, hit.page)}
        className={`${Classes.CARD} ${Classes.INTERACTIVE} search-result`}
        lang={hit.otherLanguage ? hit.language : undefined}
      >
        <span className="search-result-title">
          <HighlightedText text={hit.title} ranges={hit.titleRanges} />
        </span>
        <span className="search-result-meta">
          <Tag minimal>{t(`types.${hit.type}`, { defaultValue: t('types.other') })}</Tag>
          <Tag minimal className="search-result-number">
            <WholeNumbers
              text={t('instructions.instructionNumber', { instructionNumber: hit.instructionNumber })}
            />
          </Tag>
          {hit.otherLanguage ? (
            <Tag intent="warning" minimal className="search-result-language">
              {t('searchResults.otherLanguage', { language: languageNameIn(language, hit.language) })}
            </Tag>
          ) : null}
        </span>
        {hit.snippet ? (
          <span className="search-result-snippet" lang={hit.language}>
            {hit.page ? (
              <Tag minimal className="search-result-page">
                {t('searchResults.pdfPage', { page: hit.page })}
              </Tag>
            ) : null}{' '}
            <HighlightedText text={hit.snippet} ranges={hit.snippetRanges} />
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/** `/search?q=&lang=`: instructions that contain every word, the visitor's language first. */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = (params.get(SEARCH_TEXT_PARAM) ?? '').trim();
  const language = toLanguage(params.get(LANGUAGE_PARAM));
  const search = useInstructionSearch(query, language);
  const screen = queryScreen(search);
  useDocumentTitle(query ? t('searchResults.title', { query }) : t('searchResults.heading'));

  useEffect(() => changeLanguage(language), [language]);

  // An article number typed as words opens the product, as a scan does.
  const article = search.data?.article;
  useEffect(() => {
    if (article) void navigate(instructionsPath(article, language), { replace: true });
  }, [article, language, navigate]);

  const results = search.data?.results ?? [];
  const notice = search.data?.notice;
  const failure = search.error ?? search.failureReason;
  const refusal = isApiError(failure) && search.data === undefined ? failure : undefined;
  let body: ReactNode;
  if (!query) {
    body = null;
  } else if (notice === 'tooShort') {
    body = (
      <NonIdealState
        icon={<SearchIcon size={48} />}
        title={t('searchResults.limits.tooShort', { count: MIN_SEARCH_WORD_LENGTH })}
        description={t('searchResults.limits.tooShortHint')}
      />
    );
  } else if (refusal?.code === 'SEARCH_RATE_LIMITED' || refusal?.code === 'SEARCH_BUSY') {
    const limited = refusal.code === 'SEARCH_RATE_LIMITED';
    body = (
      <NonIdealState
        icon={<SearchIcon size={48} />}
        title={t(limited ? 'searchResults.limits.slowDown' : 'searchResults.limits.busy')}
        description={
          limited
            ? t('searchResults.limits.slowDownHint', {
                count: Number(refusal.details.retryAfterSeconds ?? 10),
              })
            : t('searchResults.limits.busyHint')
        }
        action={
          <Button size="large" intent="primary" icon={<RefreshIcon />} onClick={() => void search.refetch()}>
            {t('searchResults.limits.retry')}
          </Button>
        }
      />
    );
  } else if (screen === 'outage') {
    body = <OutageState onRetry={() => void search.refetch()} />;
  } else if (screen === 'loading' || article) {
    body = (
      <div className="search-results-loading" role="status">
        <Spinner size={40} />
        <span>{t('searchResults.loading')}</span>
      </div>
    );
  } else if (results.length === 0) {
    body = (
      <NonIdealState
        icon={<SearchIcon size={48} />}
        title={t('searchResults.none', { query })}
        description={t('searchResults.noneHint')}
        action={<NewSearchButton intent="primary" />}
      />
    );
  } else {
    body = (
      <>
        <p className="search-results-count" role="status">
          {t('searchResults.count', { count: results.length })}
        </p>
        {notice ? <p className="search-results-notice">{t(`searchResults.limits.${notice}`)}</p> : null}
        <ol className="search-results">
          {results.map((hit) => (
            <ResultCard key={hit.instructionId} hit={hit} language={language} query={query} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <PublicLayout
      headerActions={
        <>
          <NewSearchButton />
          <LanguageSelect
            value={language}
            onChange={(next) => void navigate(searchResultsPath(query, next), { replace: true })}
          />
        </>
      }
    >
      <div className="search-results-page">
        <H1 className="search-results-heading">{t('searchResults.heading')}</H1>
        <WordSearchForm key={`${query}|${language}`} language={language} initial={query} />
        {body}
      </div>
    </PublicLayout>
  );
}
