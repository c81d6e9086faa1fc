import { Button, H1 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return (
    <main className="not-found-page">
      <div className="not-found-box">
        <H1>{t('notFound.title')}</H1>
        <p>{t('notFound.hint')}</p>
        <Button size="large" intent="primary" onClick={() => void navigate('/')}>
          {t('notFound.home')}
        </Button>
      </div>
    </main>
  );
}
