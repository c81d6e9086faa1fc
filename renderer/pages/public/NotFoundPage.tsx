import { Button, H1 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PublicLayout } from '../../components/PublicLayout';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import './not-found.css';

/** Inside the public header like every public page, so the Accessibility button is there too. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return (
    <PublicLayout>
      <div className="not-found-box">
        <H1>{t('notFound.title')}</H1>
        <p>{t('notFound.hint')}</p>
        <Button size="large" intent="primary" onClick={() => void navigate('/')}>
          {t('notFound.home')}
        </Button>
      </div>
    </PublicLayout>
  );
}
