import { Classes, H1, H2, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ArticleView } from '../../../common/api/article';
import type { Language } from '../../../common/languages';
import { DocumentIcon, SearchIcon } from '../../components/icons';
import { useApiGet } from '../../hooks/useApiGet';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { ArticleNotFound } from './ArticleNotFound';
import { localisedTitle, matchesQuery, sectionsByType } from './instruction-text';
import { instructionPath } from './paths';

interface InstructionListViewProps {
  articleNumber: string;
  language: Language;
}

const SKELETON_CARDS = [1, 2, 3];

export function InstructionListView({ articleNumber, language }: InstructionListViewProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const article = useApiGet<ArticleView>(`/api/article/${encodeURIComponent(articleNumber)}`);
  useDocumentTitle(t('instructions.productHeading', { articleNumber: articleNumber.toUpperCase() }));

  if (article.status === 'error') return <ArticleNotFound articleNumber={articleNumber} />;

  const heading = (
    <H1 className="product-heading">
      {t('instructions.productHeading', { articleNumber: articleNumber.toUpperCase() })}
    </H1>
  );

  if (article.status === 'loading') {
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

  const { instructions } = article.data;
  const matching = instructions.filter((instruction) => matchesQuery(instruction, query));

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
                      <li key={instruction.id}>
                        <Link
                          className={`${Classes.CARD} ${Classes.INTERACTIVE} instruction-card`}
                          to={instructionPath(articleNumber, language, instruction.instructionNumber)}
                        >
                          <span className="instruction-card-title">
                            {localisedTitle(instruction.title, instruction.titles, language)}
                          </span>
                          <Tag minimal className="instruction-card-number">
                            {t('instructions.instructionNumber', {
                              instructionNumber: instruction.instructionNumber,
                            })}
                          </Tag>
                        </Link>
                      </li>
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
