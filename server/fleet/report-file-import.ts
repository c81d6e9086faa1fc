import {
  reportEnvelopeSchema,
  reportFileSchema,
  type ImportedReport,
  type ReportEnvelope,
} from '../../common/api/fleet';
import { badRequest, HttpError } from '../errors';
import { parseWith } from '../http/validation';
import type { FleetHub } from './fleet-hub';
import { keyIdOf } from './report-envelope';

/** The reports of a kiosk's report file (parsed JSON); a file that is not one is a 400. */
export function reportsOfFile(content: unknown): ReportEnvelope[] {
  return parseWith(reportFileSchema, content).reports;
}

export function parseReportFile(text: string): ReportEnvelope[] {
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch {
    throw badRequest('This is not a kiosk report file', 'FLEET_REPORT_INVALID');
  }
  return reportsOfFile(content);
}

/**
 * Takes each report of a file with the same checks as over the network, oldest first; one refused
 * report does not stop the others (a replayed one was simply taken before).
 */
export function importReports(hub: FleetHub, reports: ReportEnvelope[]): ImportedReport[] {
  return reports.map((envelope) => {
    const keyId = reportEnvelopeSchema.safeParse(envelope).success ? keyIdOf(envelope.publicKey) : null;
    try {
      hub.ingest(envelope);
      return { keyId, accepted: true, code: null, message: null };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { keyId, accepted: false, code: error.code ?? null, message: error.message };
    }
  });
}
