import { Card, H3 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

/** A backup kept elsewhere (a USB stick, another machine) is restored with the admin command. */
export function RestoreCommandCard({ dataDir }: { dataDir: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Card className="backups-card">
      <H3>{t('backups.commandTitle')}</H3>
      <p>{t('backups.commandText')}</p>
      <pre className="backups-command">{`npm run admin -- restore <backup.tar> --data-dir "${dataDir}"`}</pre>
    </Card>
  );
}
