import express from 'express';
import {
  missedLookupFilterSchema,
  type MissedLookup,
  type MissedLookupList,
} from '../../common/api/missed-lookups';
import type { MissedLookupQuery, MissedLookups } from '../db/missed-lookups';
import { formatMissedLookupsCsv } from '../domain/missed-lookups-csv';
import { badRequest, notFound } from '../errors';
import { parseId, parseWith } from '../http/validation';

const TOP_DAYS = 7;
const TOP_COUNT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

function parseFilter(query: unknown): MissedLookupQuery {
  const { q, from, to, sort, source } = parseWith(missedLookupFilterSchema, query);
  if (from !== undefined && to !== undefined && from > to)
    throw badRequest('The start date is after the end date');
  return {
    text: q.trim(),
    from,
    to,
    sort,
    source: source === 'all' || source === 'local' ? source : Number(source),
  };
}

export function missedLookupsRouter(missed: MissedLookups): express.Router {
  const router = express.Router();

  router.get('/admin/missed-lookups', (req, res) => {
    res.json(missed.list(parseFilter(req.query)) satisfies MissedLookupList);
  });

  // The dashboard's one list of what visitors missed: on this install and on every kiosk reporting to it.
  router.get('/admin/missed-lookups/top', (_req, res) => {
    const since = new Date(Date.now() - TOP_DAYS * DAY_MS).toISOString().slice(0, 10);
    const top = missed.list({ text: '', from: since, sort: 'count', source: 'all' }, TOP_COUNT);
    res.json(top.entries satisfies MissedLookup[]);
  });

  router.get('/admin/missed-lookups/export', (req, res) => {
    const { entries } = missed.list(parseFilter(req.query), Number.MAX_SAFE_INTEGER);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="missed-lookups.csv"',
      'Cache-Control': 'no-store',
    });
    res.send(formatMissedLookupsCsv(entries));
  });

  router.delete('/admin/missed-lookups/:id', (req, res) => {
    if (!missed.dismiss(parseId(req.params.id, 'missed lookup id')))
      throw notFound('Missed lookup not found');
    res.status(204).end();
  });

  return router;
}
