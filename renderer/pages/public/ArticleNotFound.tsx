import { Button, Card, H1 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorIcon } from '../../components/icons';
import './not-found.css';
import { WholeNumbers } from '../../components/WholeNumbers';

/** Shown when an article number is unknown or its instructions could not be loaded: the page's one heading. */
export function ArticleNotFound({ articleNumber }: { articleNumber: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card className="article-not-found" elevation={1}>
      <ErrorIcon size={48} className="article-not-found-icon" aria-hidden />
      <H1 className="article-not-found-title">{t('articleNotFound.title')}</H1>
      <p className="article-not-found-number">
        <WholeNumbers text={t('articleNotFound.articleNumber', { articleNumber })} />
      </p>
      <p>{t('articleNotFound.message')}</p>
      <div className="article-not-found-reasons">
        <strong>{t('articleNotFound.reasonsTitle')}</strong>
        <ul>
          <li>{t('articleNotFound.reasonTypo')}</li>
          <li>{t('articleNotFound.reasonNoInstructions')}</li>
          <li>{t('articleNotFound.reasonUnknown')}</li>
        </ul>
      </div>
      <p>{t('articleNotFound.contactSupport')}</p>
      <Button intent="primary" size="large" onClick={() => void navigate('/')}>
        {t('articleNotFound.tryAgain')}
      </Button>
    </Card>
  );
}
