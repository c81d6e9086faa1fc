import { useState } from 'react';
import { Button, Card, FormGroup, H2, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { MAX_KIOSK_NAME } from '../../../common/api/fleet';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { formatActivityTime } from '../shell/format';
import { runChange } from '../shell/toaster';
import { useRenameThisInstall, useThisInstall } from './queries';

/** The name field, started from the saved name (a new saved name starts it anew). */
function NameForm({ saved }: { saved: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const rename = useRenameThisInstall();
  const [name, setName] = useState(saved);
  return (
    <form
      className="fleet-this-install-form"
      onSubmit={(event) => {
        event.preventDefault();
        void runChange(() => rename.mutateAsync(name.trim()), {
          success: t('fleet.renamed'),
          failure: t('fleet.renameFailed'),
        });
      }}
    >
      <FormGroup
        label={t('fleet.thisInstall.name')}
        labelFor="this-install-name"
        helperText={t('fleet.thisInstall.nameHint')}
      >
        <InputGroup id="this-install-name" value={name} maxLength={MAX_KIOSK_NAME} onValueChange={setName} />
      </FormGroup>
      <Button type="submit" loading={rename.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
}

/** The name this install gives itself in its reports, and how its last report went. */
export function ThisInstallCard() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const install = useThisInstall().data;

  // A hub answers with its error code; anything else (a web server holding a library folder) only
  // with an HTTP status, recorded as HTTP_<status>.
  const refusalReason = (code: string): string => {
    if (i18n.exists(`serverErrors.${code}`, { ns: ADMIN_NAMESPACE })) return t(`serverErrors.${code}`);
    const status = /^HTTP_(\d{3})$/.exec(code)?.[1];
    return status ? t('fleet.thisInstall.notAHub', { status }) : code;
  };

  const lastReport = install?.lastReportAt
    ? install.lastReportCode === null
      ? t('fleet.thisInstall.lastTaken', { time: formatActivityTime(install.lastReportAt, i18n.language) })
      : t('fleet.thisInstall.lastRefused', {
          time: formatActivityTime(install.lastReportAt, i18n.language),
          reason: refusalReason(install.lastReportCode),
        })
    : t('fleet.thisInstall.never');

  return (
    <Card className="fleet-this-install">
      <H2 className="admin-card-title">{t('fleet.thisInstall.title')}</H2>
      {install ? <NameForm key={install.name} saved={install.name} /> : null}
      <p className="fleet-detail">
        {lastReport}
        {install && install.queuedReports > 0
          ? ` · ${t('fleet.thisInstall.queued', { count: install.queuedReports })}`
          : ''}
      </p>
    </Card>
  );
}
