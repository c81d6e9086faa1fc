import { Card, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

/** A backup kept elsewhere (a USB stick, another machine) is restored with the admin command. */
export function RestoreCommandCard({ dataDir }: { dataDir: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Card className="backups-card">
      <H2 className="admin-card-title">{t('backups.commandTitle')}</H2>
      <p>{t('backups.commandText')}</p>
      <pre className="backups-command">{`npm run admin -- restore <backup.tar> --data-dir "${dataDir}"`}</pre>
    </Card>
  );
}
