import express, { type Request } from 'express';
import {
  fleetQuerySchema,
  kioskNameSchema,
  MAX_FLEET_REPORT_BYTES,
  MAX_FLEET_REPORT_FILE_BYTES,
  reportEnvelopeSchema,
  type FleetList,
  type ImportedReport,
  type ThisInstall,
} from '../../common/api/fleet';
import { badRequest, payloadTooLarge } from '../errors';
import { parseId, parseWith } from '../http/validation';
import type { FleetService } from './fleet-service';
import { importReports, reportsOfFile } from './report-file-import';

const tooLarge = (limit: number) =>
  payloadTooLarge(`A kiosk report has at most ${limit} bytes`, 'FLEET_REPORT_TOO_LARGE', { limit });

/** The body of a kiosk's report, read up to `limit` bytes: a longer one is refused before it is all read. */
async function cappedBody(req: Request, limit: number): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw tooLarge(limit);
  const pieces: Buffer[] = [];
  let length = 0;
  for await (const piece of req as AsyncIterable<Buffer>) {
    length += piece.length;
    if (length > limit) {
      req.unpipe();
      req.resume();
      throw tooLarge(limit);
    }
    pieces.push(piece);
  }
  return Buffer.concat(pieces);
}

/**
 * A kiosk's report to its hub: public (a kiosk has no session), signed by the kiosk's own key,
 * with a small body of its own, so it is mounted before the general body bounds.
 */
export function fleetReportsRouter(fleet: FleetService): express.Router {
  const router = express.Router();
  router.post('/fleet/reports', async (req, res) => {
    const body = await cappedBody(req, MAX_FLEET_REPORT_BYTES);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      throw badRequest('The report is not JSON', 'FLEET_REPORT_INVALID');
    }
    const { keyId } = fleet.hub.ingest(parseWith(reportEnvelopeSchema, parsed));
    res.json({ accepted: true, keyId });
  });
  return router;
}

/** The hub's fleet for its admins (admin only: not in auth/permissions.ts's editor list) and this install's name. */
export function fleetAdminRouter(fleet: FleetService): express.Router {
  const router = express.Router();

  router.get('/admin/fleet', (req, res) => {
    const { silentDays } = parseWith(fleetQuerySchema, req.query);
    res.json(fleet.hub.list(silentDays) satisfies FleetList);
  });

  router.patch('/admin/fleet/kiosks/:id', (req, res) => {
    const { name } = parseWith(kioskNameSchema, req.body);
    fleet.hub.rename(parseId(req.params.id, 'kiosk id'), name);
    res.status(204).end();
  });

  router.post('/admin/fleet/kiosks/:id/approve', (req, res) => {
    fleet.hub.setApproval(parseId(req.params.id, 'kiosk id'), 'approved');
    res.status(204).end();
  });

  router.post('/admin/fleet/kiosks/:id/revoke', (req, res) => {
    fleet.hub.setApproval(parseId(req.params.id, 'kiosk id'), 'revoked');
    res.status(204).end();
  });

  // A report file from a stick, uploaded as it is (JSON): the same checks as over the network.
  router.post('/admin/fleet/reports/import', (req, res) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_FLEET_REPORT_FILE_BYTES)
      throw tooLarge(MAX_FLEET_REPORT_FILE_BYTES);
    res.json(importReports(fleet.hub, reportsOfFile(req.body)) satisfies ImportedReport[]);
  });

  router.get('/admin/fleet/this-install', (_req, res) => {
    res.json(fleet.reporter.thisInstall() satisfies ThisInstall);
  });

  router.put('/admin/fleet/this-install', (req, res) => {
    fleet.reporter.rename(parseWith(kioskNameSchema, req.body).name);
    res.json(fleet.reporter.thisInstall() satisfies ThisInstall);
  });

  return router;
}
