import { Button, Card, H1, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { ArticleView } from '../../../common/api/article';
import { LanguageSelect } from '../../components/LanguageSelect';
import { PublicLayout } from '../../components/PublicLayout';
import { useApiGet } from '../../hooks/useApiGet';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { changeLanguage } from '../../i18n/setup';
import { ArticleNotFound } from './ArticleNotFound';
import { instructionsPath } from './paths';

/** `/article/{n}`: confirms the article exists and leads on to its instructions. */
export function ArticlePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useInterfaceLanguage();
  const articleNumber = useParams().articleNumber ?? '';
  const article = useApiGet<ArticleView>(`/api/article/${encodeURIComponent(articleNumber)}`);
  useDocumentTitle(t('instructions.productHeading', { articleNumber: articleNumber.toUpperCase() }));

  return (
    <PublicLayout headerActions={<LanguageSelect value={language} onChange={changeLanguage} />}>
      {article.status === 'loading' ? (
        <div className="instruction-loading" role="status">
          <Spinner size={40} />
          <span>{t('article.loading')}</span>
        </div>
      ) : article.status === 'error' ? (
        <ArticleNotFound articleNumber={articleNumber} />
      ) : (
        <Card className="article-summary" elevation={1}>
          <H1 className="product-heading">
            {t('instructions.productHeading', { articleNumber: article.data.articleNumber.toUpperCase() })}
          </H1>
          <p>{t('article.instructionCount', { count: article.data.instructions.length })}</p>
          <Button
            intent="primary"
            size="large"
            onClick={() => navigate(instructionsPath(article.data.articleNumber, language))}
          >
            {t('article.viewInstructions')}
          </Button>
        </Card>
      )}
    </PublicLayout>
  );
}
