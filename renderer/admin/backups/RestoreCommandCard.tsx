import { Fragment } from 'react';
import { Card, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { RestoreCommand } from '../../../common/api/backups';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

/**
 * A backup kept elsewhere (a USB stick, another machine) is restored with the admin command, in the
 * form the server says works where it runs: the installed app has no npm and no source folder.
 */
export function RestoreCommandCard({ command }: { command: RestoreCommand }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Card className="backups-card" data-testid="restore-command">
      <H2 className="admin-card-title">{t('backups.commandTitle')}</H2>
      <p>{command.runs === 'desktop-app' ? t('backups.commandTextDesktop') : t('backups.commandText')}</p>
      <pre className="backups-command">
        {command.line.split(' ').map((word, at) => (
          // A line may break after a hyphen: "--admin" split over two lines reads as two words.
          <Fragment key={at}>
            {at > 0 ? ' ' : null}
            {word.startsWith('-') ? <span className="backups-command-flag">{word}</span> : word}
          </Fragment>
        ))}
      </pre>
    </Card>
  );
}
