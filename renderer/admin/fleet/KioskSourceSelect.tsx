import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { useIsAdmin } from '../session/role';
import { useFleet } from './queries';

interface KioskSourceSelectProps {
  id: string;
  source: string;
  onChange: (source: string) => void;
  className?: string;
}

/** Whose counts a report shows: this install and every kiosk (`all`), this install (`local`), or one kiosk. */
export function KioskSourceSelect({ id, source, onChange, className }: KioskSourceSelectProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  // Which kiosks report to this hub: only an admin may list them (server/auth/permissions.ts).
  const kiosks = useFleet(useIsAdmin()).data?.kiosks ?? [];
  return (
    <FormGroup label={t('missedLookups.source')} labelFor={id} inline className={className}>
      <HTMLSelect id={id} value={source} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="all">{t('missedLookups.sourceAll')}</option>
        <option value="local">{t('missedLookups.sourceLocal')}</option>
        {kiosks.map((kiosk) => (
          <option key={kiosk.id} value={String(kiosk.id)}>
            {kiosk.name || kiosk.keyId}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
