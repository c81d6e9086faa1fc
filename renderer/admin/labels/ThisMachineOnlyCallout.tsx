import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { withCommandFlag } from '../../components/CommandFlag';

/** Said before printing: on a default install (127.0.0.1 only) no phone can open these codes. */
export function ThisMachineOnlyCallout() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Callout intent="warning" className="labels-controls" role="alert" data-testid="qr-this-machine-only">
      <p className="admin-callout-title">{t('labels.thisMachineOnly.title')}</p>
      {withCommandFlag(t('labels.thisMachineOnly.body'))}
    </Callout>
  );
}
