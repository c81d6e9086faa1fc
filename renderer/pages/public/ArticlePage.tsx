import { Button, Card, H1, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useArticle } from '../../queries';
import { queryScreen } from '../../api/query-screen';
import { LanguageSelect } from '../../components/LanguageSelect';
import { NewSearchButton } from '../../components/NewSearchButton';
import { OutageState } from '../../components/OutageState';
import { PublicLayout } from '../../components/PublicLayout';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { usePickedLanguage } from '../../hooks/usePickedLanguage';
import { changeLanguage } from '../../i18n/setup';
import { ArticleNotFound } from './ArticleNotFound';
import { normaliseArticleNumber } from '../../../common/article-number-rules';
import { instructionsPath } from '../../paths';

/** `/article/{n}`: confirms the article exists and leads on to its instructions. */
export function ArticlePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = usePickedLanguage();
  const requested = useParams().articleNumber ?? '';
  const articleNumber = normaliseArticleNumber(requested);
  const article = useArticle(articleNumber);
  const screen = queryScreen(article);
  useDocumentTitle(t('instructions.productHeading', { articleNumber }));

  if (!articleNumber) return <Navigate replace to="/" />;
  if (requested !== articleNumber) {
    return <Navigate replace to={`/article/${encodeURIComponent(articleNumber)}`} />;
  }

  return (
    <PublicLayout
      headerActions={
        <>
          <NewSearchButton />
          <LanguageSelect value={language} onChange={changeLanguage} />
        </>
      }
    >
      {screen === 'loading' ? (
        <div className="instruction-loading" role="status">
          <Spinner size={40} />
          <span>{t('article.loading')}</span>
        </div>
      ) : screen === 'outage' ? (
        <OutageState onRetry={() => void article.refetch()} />
      ) : screen === 'not-found' || !article.data ? (
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
            onClick={() => void navigate(instructionsPath(articleNumber, language))}
          >
            {t('article.viewInstructions')}
          </Button>
        </Card>
      )}
    </PublicLayout>
  );
}
