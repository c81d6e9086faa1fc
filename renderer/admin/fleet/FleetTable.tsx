import { useState } from 'react';
import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FleetKiosk } from '../../../common/api/fleet';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { TableScroll } from '../shell/TableScroll';
import { formatActivityTime, formatFileSize } from '../shell/format';
import { SkeletonRows } from '../shell/Skeletons';
import { runChange } from '../shell/toaster';
import { RenameKioskDialog } from './RenameKioskDialog';
import { useSetApproval } from './queries';

const COLUMNS = 8;
/** Rows drawn at once: a thousand kiosks are a filter away, not a scroll away. */
const PAGE_ROWS = 200;

interface FleetTableProps {
  kiosks: FleetKiosk[];
  loading: boolean;
  failed: boolean;
  filtered: boolean;
  latestVersion: number | null;
  silentDays: number;
}

export function FleetTable({
  kiosks,
  loading,
  failed,
  filtered,
  latestVersion,
  silentDays,
}: FleetTableProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const [renaming, setRenaming] = useState<FleetKiosk | null>(null);
  const [rows, setRows] = useState(PAGE_ROWS);
  const approval = useSetApproval();

  const decide = (kiosk: FleetKiosk, approve: boolean) =>
    runChange(() => approval.mutateAsync({ id: kiosk.id, approve }), {
      success: t(approve ? 'fleet.approved' : 'fleet.revoked', { name: kiosk.name || kiosk.keyId }),
      failure: t('fleet.approvalFailed'),
    });

  // Said under the table, not in a row of it: a row is as wide as the table and scrolls sideways on a phone.
  const emptyText = failed
    ? t('common.loadFailed')
    : !loading && kiosks.length === 0
      ? t(filtered ? 'fleet.noMatch' : 'fleet.empty')
      : null;

  return (
    <>
      <TableScroll>
        <HTMLTable className="admin-table fleet-table" striped>
          <thead>
            <tr>
              <th className="fleet-name-column">{t('fleet.column.name')}</th>
              <th>{t('fleet.column.approval')}</th>
              <th>{t('fleet.column.library')}</th>
              <th>{t('fleet.column.app')}</th>
              <th>{t('fleet.column.lastSeen')}</th>
              <th>{t('fleet.column.lastUpdate')}</th>
              <th>{t('fleet.column.freeDisk')}</th>
              <th className="actions-column">{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {loading ? <SkeletonRows columns={COLUMNS} /> : null}
            {kiosks.slice(0, rows).map((kiosk) => (
              <tr key={kiosk.id} data-kiosk={kiosk.keyId}>
                <td>
                  <div className="fleet-name">{kiosk.name || t('fleet.unnamed')}</div>
                  <div className="fleet-detail">
                    <code>{kiosk.keyId}</code>
                    {kiosk.channel ? <span> · {t('fleet.channel', { channel: kiosk.channel })}</span> : null}
                  </div>
                </td>
                <td>
                  <Tag
                    minimal
                    intent={
                      kiosk.approval === 'approved'
                        ? 'success'
                        : kiosk.approval === 'pending'
                          ? 'warning'
                          : 'danger'
                    }
                  >
                    {t(`fleet.approval.${kiosk.approval}`)}
                  </Tag>
                </td>
                <td>
                  <span className="fleet-number">{kiosk.libraryVersion ?? '—'}</span>
                  {kiosk.behind ? (
                    <Tag minimal intent="primary" className="fleet-flag">
                      {t('fleet.flag.behind', { version: latestVersion ?? 0 })}
                    </Tag>
                  ) : null}
                </td>
                <td className="fleet-number">{kiosk.appVersion ?? '—'}</td>
                <td className="activity-time">
                  {formatActivityTime(kiosk.lastSeen, i18n.language)}
                  {kiosk.silent ? (
                    <Tag minimal intent="warning" className="fleet-flag">
                      {t('fleet.flag.silent', { count: silentDays })}
                    </Tag>
                  ) : null}
                </td>
                <td>
                  {kiosk.updateFailed ? (
                    <Tag minimal intent="danger" title={kiosk.lastError ?? undefined}>
                      {t('fleet.flag.failed')}
                    </Tag>
                  ) : kiosk.lastSuccess ? (
                    <span className="activity-time">
                      {formatActivityTime(kiosk.lastSuccess, i18n.language)}
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="fleet-number">
                  {kiosk.freeDiskBytes === null ? '—' : formatFileSize(kiosk.freeDiskBytes, i18n.language)}
                </td>
                <td className="actions-column">
                  <div className="fleet-action-buttons">
                    {kiosk.approval !== 'approved' ? (
                      <Button
                        icon="tick"
                        size="small"
                        intent="success"
                        aria-label={t('fleet.approve')}
                        title={t('fleet.approve')}
                        onClick={() => void decide(kiosk, true)}
                      />
                    ) : null}
                    {kiosk.approval !== 'revoked' ? (
                      <Button
                        icon="disable"
                        size="small"
                        variant="minimal"
                        aria-label={t('fleet.revoke')}
                        title={t('fleet.revoke')}
                        onClick={() => void decide(kiosk, false)}
                      />
                    ) : null}
                    <Button
                      icon="edit"
                      size="small"
                      variant="minimal"
                      aria-label={t('fleet.rename')}
                      title={t('fleet.rename')}
                      onClick={() => setRenaming(kiosk)}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </TableScroll>
      {emptyText ? <p className="empty-state">{emptyText}</p> : null}
      {kiosks.length > rows ? (
        <div className="fleet-more">
          <span>{t('fleet.shownOf', { shown: rows, total: kiosks.length })}</span>
          <Button onClick={() => setRows((current) => current + PAGE_ROWS)}>{t('fleet.showMore')}</Button>
        </div>
      ) : null}
      {renaming ? <RenameKioskDialog kiosk={renaming} onClose={() => setRenaming(null)} /> : null}
    </>
  );
}
