import { Classes, H1, H2, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ArticleInstruction } from '../../../common/api/article';
import { LANGUAGES, toLanguage, type Language } from '../../../common/languages';
import { useArticle } from '../../queries';
import { queryScreen } from '../../api/query-screen';
import { DocumentIcon, SearchIcon } from '../../components/icons';
import { instructionContentModuleQuery, preloadModule } from '../../components/queries';
import { printHeaderModuleQuery } from './queries';
import { OutageState } from '../../components/OutageState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { ArticleNotFound } from './ArticleNotFound';
import { fallbackTitleLang, localisedTitle, matchesQuery, sectionsByType } from './instruction-text';
import { languageNameIn } from './language-names';
import { LIST_SEARCH_PARAM, type ListLinkState } from './list-search';
import { usePublicAddresses } from '../../public-addresses';
import { WholeNumbers } from '../../components/WholeNumbers';

interface InstructionListViewProps {
  articleNumber: string;
  language: Language;
}

const SKELETON_CARDS = [1, 2, 3];

/**
 * One instruction's card. The next scan's list keeps the cards of the instructions it shares with
 * this one (the universal ones, mostly) and updates them in place; their texts are worked out again
 * only when their instruction or the language changes.
 */
function InstructionCard({
  instruction,
  language,
  to,
  linkState,
}: {
  instruction: ArticleInstruction;
  language: Language;
  to: string;
  linkState: ListLinkState;
}) {
  const { t } = useTranslation();
  const { instructionNumber, contentLanguages } = instruction;
  const numberText = useMemo(
    () => t('instructions.instructionNumber', { instructionNumber }),
    [t, instructionNumber],
  );
  const languagesKey = contentLanguages.join(' ');
  const languagesLabel = useMemo(
    () =>
      t('instructions.languages', {
        languages: languagesKey
          .split(' ')
          .filter(Boolean)
          .map((code) => languageNameIn(language, toLanguage(code)))
          .join(', '),
      }),
    [t, language, languagesKey],
  );
  return (
    <li>
      <Link className={`${Classes.CARD} ${Classes.INTERACTIVE} instruction-card`} to={to} state={linkState}>
        <span className="instruction-card-title" lang={fallbackTitleLang(instruction.titles, language)}>
          {localisedTitle(instruction.title, instruction.titles, language)}
        </span>
        <span className="instruction-card-footer">
          {/* Blueprint's Tag measures its text after every render: 33 forced layouts. */}
          <span className={`${Classes.TAG} ${Classes.MINIMAL} instruction-card-number`}>
            <span className={`${Classes.TEXT_OVERFLOW_ELLIPSIS} ${Classes.FILL}`}>{numberText}</span>
          </span>
          <span className="instruction-card-languages" aria-label={languagesLabel}>
            {contentLanguages.map((code) => (
              <span
                key={code}
                aria-hidden
                className={code === language ? 'card-language is-current' : 'card-language'}
              >
                {LANGUAGES[code].shortCode}
              </span>
            ))}
          </span>
        </span>
      </Link>
    </li>
  );
}

export function InstructionListView({ articleNumber, language }: InstructionListViewProps) {
  const { t } = useTranslation();
  const { instructionPath } = usePublicAddresses();
  const [searchParams, setSearchParams] = useSearchParams();
  // The field shows what was typed at once; ?q= follows for Back and the single view's back button.
  // Showing ?q= itself dropped quickly typed letters: the address lags a key behind. What was typed
  // belongs to its product: the next scan's list starts from its own address.
  const [typed, setTyped] = useState(() => ({
    articleNumber,
    text: searchParams.get(LIST_SEARCH_PARAM) ?? '',
  }));
  const query =
    typed.articleNumber === articleNumber ? typed.text : (searchParams.get(LIST_SEARCH_PARAM) ?? '');
  const article = useArticle(articleNumber);
  const screen = queryScreen(article);
  const queryClient = useQueryClient();
  useDocumentTitle(t('instructions.productHeading', { articleNumber }));
  useEffect(() => {
    preloadModule(queryClient, instructionContentModuleQuery());
    preloadModule(queryClient, printHeaderModuleQuery());
  }, [queryClient]);

  const setQuery = (next: string) => {
    setTyped({ articleNumber, text: next });
    setSearchParams(next ? { [LIST_SEARCH_PARAM]: next } : {}, { replace: true });
  };

  if (screen === 'not-found') return <ArticleNotFound articleNumber={articleNumber} />;
  if (screen === 'outage') return <OutageState onRetry={() => void article.refetch()} />;

  const heading = (
    <H1 className="product-heading">
      <WholeNumbers text={t('instructions.productHeading', { articleNumber })} />
    </H1>
  );

  if (!article.data) {
    return (
      <div className="instruction-list" aria-busy="true">
        {heading}
        <div className="instruction-grid">
          {SKELETON_CARDS.map((key) => (
            <div key={key} className={`instruction-card ${Classes.SKELETON}`} />
          ))}
        </div>
      </div>
    );
  }

  const { instructions, totalInstructions } = article.data;
  const matching = instructions.filter((instruction) => matchesQuery(instruction, query));
  const linkState: ListLinkState = { listSearch: query };

  return (
    <div className="instruction-list">
      {heading}
      {instructions.length === 0 ? (
        <NonIdealState
          icon={<DocumentIcon size={48} />}
          title={t('instructions.noneFound')}
          description={t('instructions.noneAvailable')}
        />
      ) : (
        <>
          <InputGroup
            type="search"
            size="large"
            className="instruction-search"
            leftIcon={<SearchIcon />}
            placeholder={t('instructions.searchPlaceholder')}
            aria-label={t('instructions.searchLabel')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          {totalInstructions > instructions.length ? (
            <p className="empty-text" role="note">
              {t('instructions.listCut', { shown: instructions.length, total: totalInstructions })}
            </p>
          ) : null}
          {matching.length === 0 ? (
            <p className="empty-text" role="status">
              {t('instructions.noMatch')}
            </p>
          ) : (
            sectionsByType(matching).map((section) => (
              <section
                key={section.key}
                className="instruction-section"
                aria-labelledby={`section-${section.key}`}
              >
                <H2 id={`section-${section.key}`}>{t(`types.${section.key}`)}</H2>
                {section.instructions.length === 0 ? (
                  <p className="empty-text">{t('instructions.noneOfType')}</p>
                ) : (
                  <ul className="instruction-grid">
                    {section.instructions.map((instruction) => (
                      <InstructionCard
                        key={instruction.id}
                        instruction={instruction}
                        language={language}
                        to={instructionPath(articleNumber, language, instruction.instructionNumber)}
                        linkState={linkState}
                      />
                    ))}
                  </ul>
                )}
              </section>
            ))
          )}
        </>
      )}
    </div>
  );
}
