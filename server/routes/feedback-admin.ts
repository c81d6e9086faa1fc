import express from 'express';
import {
  feedbackRangeSchema,
  type FeedbackSource,
  type FeedbackTop,
  type InstructionFeedback,
  type ProblemReport,
} from '../../common/api/feedback';
import type { Db } from '../db/client';
import { fleetProblemReportExists, markFleetProblemReportDone } from '../db/fleet-feedback-views';
import {
  markProblemReportDone,
  problemReportExists,
  readFeedbackTop,
  readInstructionFeedback,
  readMissedNumbers,
  readProblemReports,
} from '../db/feedback-views';
import { formatMissedNumbersCsv, formatProblemReportsCsv } from '../domain/feedback-csv';
import { badRequest, conflict, notFound } from '../errors';
import { parseId, parseWith } from '../http/validation';
import { localDay } from '../services/feedback/local-day';
import type { VisitRecorder } from '../services/feedback/visit-recorder';

const DEFAULT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Most reports one list answer carries; the open ones are what an editor works through. */
const MAX_LISTED_REPORTS = 500;
const MAX_EXPORTED_ROWS = 100_000;

const sourceOf = (source: string): FeedbackSource =>
  source === 'all' ? null : source === 'local' ? 'local' : Number(source);

function rangeOf(query: unknown): { from: string; to: string; source: FeedbackSource } {
  const range = parseWith(feedbackRangeSchema, query);
  const to = range.to ?? localDay(new Date());
  const from = range.from ?? localDay(new Date(Date.now() - (DEFAULT_DAYS - 1) * DAY_MS));
  if (from > to) throw badRequest('The start date is after the end date');
  return { from, to, source: sourceOf(range.source) };
}

/** Marks a report done, or says why not: already done (409) or no such report (404). */
function markDone(res: express.Response, marked: boolean, exists: () => boolean): void {
  if (marked) {
    res.status(204).end();
    return;
  }
  if (exists()) throw conflict('This problem report is already marked done');
  throw notFound('Problem report not found');
}

function sendCsv(res: express.Response, fileName: string, csv: string): void {
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  });
  res.send(csv);
}

/**
 * The admin's feedback room: per instruction and language, the visitors' problem reports (an
 * admin or editor marks one done), the dashboard's top lists and their CSV exports. Every read
 * writes the counters still in memory first, so it shows what visitors just did. `installName` is
 * the name this install gives itself (the fleet page's), which names its own reports in the export.
 */
export function feedbackAdminRouter(
  db: Db,
  visits: VisitRecorder,
  installName: () => string,
): express.Router {
  const router = express.Router();

  router.get('/admin/feedback/instructions', (req, res) => {
    const { from, to, source } = rangeOf(req.query);
    visits.flush();
    res.json(readInstructionFeedback(db, from, to, source) satisfies InstructionFeedback[]);
  });

  router.get('/admin/feedback/problems', (req, res) => {
    const { status, ...range } = req.query;
    const done = status === 'done';
    if (status !== undefined && !done && status !== 'open') throw badRequest('status must be open or done');
    const { source } = rangeOf(range);
    visits.flush();
    res.json(readProblemReports(db, done, MAX_LISTED_REPORTS, source) satisfies ProblemReport[]);
  });

  router.post('/admin/feedback/problems/:id/done', (req, res) => {
    const id = parseId(req.params.id, 'problem report id');
    markDone(res, markProblemReportDone(db, id, new Date().toISOString()), () => problemReportExists(db, id));
  });

  // A problem report a kiosk's visitor sent: its id is the hub's copy (ProblemReport.kioskId set).
  router.post('/admin/feedback/kiosk-problems/:id/done', (req, res) => {
    const id = parseId(req.params.id, 'problem report id');
    markDone(res, markFleetProblemReportDone(db, id, new Date().toISOString()), () =>
      fleetProblemReportExists(db, id),
    );
  });

  router.get('/admin/feedback/top', (req, res) => {
    const { from, to } = rangeOf(req.query);
    visits.flush();
    res.json(readFeedbackTop(db, from, to) satisfies FeedbackTop);
  });

  router.get('/admin/feedback/export/problems', (req, res) => {
    const { source } = rangeOf(req.query);
    visits.flush();
    sendCsv(
      res,
      'problem-reports.csv',
      formatProblemReportsCsv(readProblemReports(db, false, MAX_EXPORTED_ROWS, source), installName()),
    );
  });

  router.get('/admin/feedback/export/missed', (req, res) => {
    const { from, to, source } = rangeOf(req.query);
    visits.flush();
    sendCsv(
      res,
      'missed-numbers.csv',
      formatMissedNumbersCsv(readMissedNumbers(db, from, to, MAX_EXPORTED_ROWS, source)),
    );
  });

  return router;
}
