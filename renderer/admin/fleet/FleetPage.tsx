import { useMemo, useState } from 'react';
import { Card, Checkbox, InputGroup, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FleetKiosk } from '../../../common/api/fleet';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { AdminPageTitle } from '../shell/AdminPageTitle';
import { FleetTable } from './FleetTable';
import { ImportReportButton } from './ImportReportButton';
import { ThisInstallCard } from './ThisInstallCard';
import { useFleet } from './queries';
import './fleet.css';

/** A kiosk waiting for a decision or in trouble comes first; the rest by name. */
const urgency = (kiosk: FleetKiosk) =>
  kiosk.approval === 'pending'
    ? 0
    : kiosk.approval === 'revoked'
      ? 5
      : kiosk.updateFailed
        ? 1
        : kiosk.silent
          ? 2
          : kiosk.behind
            ? 3
            : 4;

const needsAttention = (kiosk: FleetKiosk) => urgency(kiosk) < 4;

/** The hub's kiosks: who reports, what each serves, which need attention, and their approval. */
export function FleetPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const fleet = useFleet();
  const [text, setText] = useState('');
  const [attentionOnly, setAttentionOnly] = useState(false);
  const kiosks = useMemo(() => fleet.data?.kiosks ?? [], [fleet.data]);

  const shown = useMemo(() => {
    const wanted = text.trim().toLowerCase();
    return kiosks
      .filter((kiosk) => !attentionOnly || needsAttention(kiosk))
      .filter(
        (kiosk) =>
          wanted === '' ||
          kiosk.name.toLowerCase().includes(wanted) ||
          kiosk.keyId.includes(wanted) ||
          (kiosk.channel ?? '').toLowerCase().includes(wanted),
      )
      .sort((a, b) => urgency(a) - urgency(b) || a.name.localeCompare(b.name) || a.id - b.id);
  }, [kiosks, text, attentionOnly]);

  const count = (test: (kiosk: FleetKiosk) => boolean) => kiosks.filter(test).length;

  return (
    <div className="admin-page">
      <div className="admin-page-header">
        <div>
          <AdminPageTitle>{t('fleet.title')}</AdminPageTitle>
          <p className="admin-subtitle">{t('fleet.subtitle')}</p>
        </div>
        <div className="admin-page-actions">
          <ImportReportButton />
        </div>
      </div>
      <ThisInstallCard />
      <Card>
        <div className="fleet-summary" aria-live="polite">
          <Tag minimal size="large">
            {t('fleet.summary.total', { count: kiosks.length })}
          </Tag>
          <Tag minimal size="large" intent="warning">
            {t('fleet.summary.pending', { count: count((kiosk) => kiosk.approval === 'pending') })}
          </Tag>
          <Tag minimal size="large" intent="danger">
            {t('fleet.summary.failed', { count: count((kiosk) => kiosk.updateFailed) })}
          </Tag>
          <Tag minimal size="large" intent="warning">
            {t('fleet.summary.silent', {
              count: count((kiosk) => kiosk.silent),
              days: fleet.data?.silentDays ?? 0,
            })}
          </Tag>
          <Tag minimal size="large" intent="primary">
            {t('fleet.summary.behind', { count: count((kiosk) => kiosk.behind) })}
          </Tag>
        </div>
        <div className="fleet-filters">
          <InputGroup
            className="admin-search"
            leftIcon="search"
            type="search"
            value={text}
            onValueChange={setText}
            placeholder={t('fleet.filter')}
            aria-label={t('fleet.filter')}
          />
          <Checkbox
            checked={attentionOnly}
            label={t('fleet.attentionOnly')}
            onChange={(event) => setAttentionOnly(event.currentTarget.checked)}
          />
        </div>
        <FleetTable
          kiosks={shown}
          loading={fleet.isPending}
          failed={fleet.isError}
          filtered={text.trim() !== '' || attentionOnly}
          latestVersion={fleet.data?.latestVersion ?? null}
          silentDays={fleet.data?.silentDays ?? 0}
        />
      </Card>
    </div>
  );
}
