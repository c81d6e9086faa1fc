import { z } from 'zod';
import type { Language } from '../languages';

export type MissedLookupKind = 'number' | 'words';

const MISSED_LOOKUP_SORTS = ['count', 'lastSeen'] as const;
export type MissedLookupSort = (typeof MISSED_LOOKUP_SORTS)[number];

/** Most rows one list answer carries; `total` tells how many matched. */
export const MAX_MISSED_LOOKUP_ROWS = 500;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must look like 2026-11-23')
  .optional();

/** GET /api/admin/missed-lookups and its /export: filters and order. */
export const missedLookupFilterSchema = z.object({
  q: z.string().max(200, 'Filter text must be at most 200 characters').default(''),
  from: day,
  to: day,
  sort: z.enum(MISSED_LOOKUP_SORTS, { error: 'sort must be count or lastSeen' }).default('count'),
  /** Whose misses: this install's and every kiosk's (all), this install's (local), or one kiosk's id. */
  source: z
    .string()
    .regex(/^(all|local|[1-9]\d{0,9})$/, 'source must be all, local or a kiosk id')
    .default('all'),
});

export interface MissedLookup {
  id: number;
  kind: MissedLookupKind;
  /** The normalised article number (upper case) or searched words (lower case). */
  text: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  /** Interface languages the visitors used. */
  languages: Language[];
}

/** Answer of GET /api/admin/missed-lookups. */
export interface MissedLookupList {
  total: number;
  entries: MissedLookup[];
}
