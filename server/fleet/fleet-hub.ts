import type { FleetKiosk, FleetList, KioskApproval, ReportEnvelope } from '../../common/api/fleet';
import type { Db } from '../db/client';
import { latestLibraryVersion } from '../db/library-versions';
import { prepareFleetReportWriter } from '../db/raw/fleet-report-writer';
import { addPendingKiosk, allFleetKiosks, changeFleetKiosk, findFleetKiosk } from '../db/fleet-kiosks';
import { conflict, forbidden, notFound } from '../errors';
import { checkSignature, keyIdOf, readReport, reportedName } from './report-envelope';

const DAY_MS = 24 * 60 * 60 * 1000;

const pending = () =>
  forbidden(
    'This kiosk is not approved yet: an admin of the hub approves it under Fleet; its reports are kept on the kiosk until then',
    'FLEET_KIOSK_PENDING',
  );

/**
 * The hub's side of the kiosks' reports: it learns a key at first contact (pending), takes reports
 * only from approved keys, each with a sequence higher than the last, and lists the fleet.
 */
export class FleetHub {
  private readonly write: ReturnType<typeof prepareFleetReportWriter>;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.write = prepareFleetReportWriter(db);
  }

  /** Takes one signed report (over the network or from a file); throws the refusal as an HttpError. */
  ingest(envelope: ReportEnvelope): { keyId: string } {
    checkSignature(envelope);
    const keyId = keyIdOf(envelope.publicKey);
    const seenAt = this.now().toISOString();
    const kiosk = findFleetKiosk(this.db, keyId);
    if (!kiosk) {
      addPendingKiosk(this.db, {
        keyId,
        publicKey: envelope.publicKey,
        name: reportedName(envelope),
        at: seenAt,
      });
      throw pending();
    }
    if (kiosk.approval === 'revoked')
      throw forbidden('This kiosk was revoked on the hub: its reports are refused', 'FLEET_KIOSK_REVOKED');
    if (kiosk.approval === 'pending') {
      changeFleetKiosk(this.db, kiosk.id, { lastSeen: seenAt, reportedName: reportedName(envelope) });
      throw pending();
    }
    const report = readReport(envelope);
    if (report.sequence <= kiosk.lastSequence)
      throw conflict(
        `Report ${report.sequence} of this kiosk was already taken (the last was ${kiosk.lastSequence})`,
        'FLEET_REPORT_REPLAYED',
      );
    this.write({
      kioskId: kiosk.id,
      sequence: report.sequence,
      seenAt,
      status: report.status,
      counts: report.counts,
    });
    return { keyId };
  }

  list(silentDays: number): FleetList {
    const latestVersion = latestLibraryVersion(this.db)?.version ?? null;
    const silentSince = new Date(this.now().getTime() - silentDays * DAY_MS).toISOString();
    const kiosks = allFleetKiosks(this.db).map((row): FleetKiosk => ({
      id: row.id,
      keyId: row.keyId,
      name: row.hubName ?? row.reportedName,
      hubName: row.hubName,
      reportedName: row.reportedName,
      approval: row.approval,
      channel: row.channel,
      libraryVersion: row.libraryVersion,
      appVersion: row.appVersion,
      firstSeen: row.firstSeen,
      lastSeen: row.lastSeen,
      lastSuccess: row.lastSuccess,
      lastErrorCode: row.lastErrorCode,
      lastError: row.lastError,
      freeDiskBytes: row.freeDiskBytes,
      behind:
        row.approval === 'approved' && latestVersion !== null && (row.libraryVersion ?? 0) < latestVersion,
      silent: row.lastSeen < silentSince,
      updateFailed: row.lastErrorCode !== null,
    }));
    return { latestVersion, silentDays, kiosks };
  }

  setApproval(id: number, approval: KioskApproval): void {
    this.changeKiosk(id, { approval });
  }

  /** The hub's own name for a kiosk; an empty one gives the kiosk's own back. */
  rename(id: number, name: string): void {
    this.changeKiosk(id, { hubName: name === '' ? null : name });
  }

  private changeKiosk(id: number, change: Parameters<typeof changeFleetKiosk>[2]): void {
    if (!changeFleetKiosk(this.db, id, change)) throw notFound('No such kiosk');
  }
}
