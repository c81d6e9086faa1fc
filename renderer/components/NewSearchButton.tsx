import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from './icons';

/** Back to the search page: a kiosk has no browser Back button. */
export function NewSearchButton({ intent }: { intent?: 'primary' | 'none' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button size="large" intent={intent} icon={<SearchIcon />} onClick={() => void navigate('/')}>
      {t('nav.newSearch')}
    </Button>
  );
}
