import { z } from 'zod';
import { MAX_PROBLEM_TEXT, PROBLEM_REASONS } from './feedback-limits';

/** A report body the hub reads at most; a kiosk trims its report below it (largest counts kept). */
export const MAX_FLEET_REPORT_BYTES = 1024 * 1024;
/** A report file on a USB stick: every queued report of one kiosk. */
export const MAX_FLEET_REPORT_FILE_BYTES = 16 * 1024 * 1024;
export const MAX_KIOSK_NAME = 80;
/** Rows of each kind one report carries; the smallest counts are left out beyond them. */
export const MAX_REPORT_ROWS = 5_000;
export const MAX_REPORT_PROBLEMS = 500;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().min(0).max(1_000_000_000);
const language = z.string().max(8);

export const kioskNameSchema = z.object({
  name: z.string().trim().max(MAX_KIOSK_NAME, `A name has at most ${MAX_KIOSK_NAME} characters`),
});

/** What a kiosk says of itself in every report. */
const kioskStatusSchema = z.object({
  name: z.string().max(MAX_KIOSK_NAME),
  channel: z.string().max(80).nullable(),
  libraryVersion: z.number().int().min(0).nullable(),
  appVersion: z.string().max(40),
  lastCheck: z.string().max(40).nullable(),
  lastSuccess: z.string().max(40).nullable(),
  lastErrorCode: z.string().max(60).nullable(),
  lastError: z.string().max(500).nullable(),
  freeDiskBytes: z.number().int().min(0).nullable(),
});
export type KioskStatus = z.infer<typeof kioskStatusSchema>;

/** The counts of the days from `from` to `to` (several days only once old days were merged). */
const reportCountsSchema = z.object({
  from: day,
  to: day,
  lookups: z
    .array(
      z.object({
        articleKey: z.string().max(200),
        instructionId: z.number().int().min(0),
        language,
        hits: count,
        misses: count,
      }),
    )
    .max(MAX_REPORT_ROWS),
  unfoundSearches: z.array(z.object({ words: z.string().max(200), language, count })).max(MAX_REPORT_ROWS),
  helpful: z
    .array(z.object({ instructionId: z.number().int().min(1), language, yes: count, no: count }))
    .max(MAX_REPORT_ROWS),
  problems: z
    .array(
      z.object({
        instructionId: z.number().int().min(1),
        language,
        reason: z.enum(PROBLEM_REASONS),
        text: z.string().max(MAX_PROBLEM_TEXT),
      }),
    )
    .max(MAX_REPORT_PROBLEMS),
  /** Rows were left out to stay within the caps. */
  truncated: z.boolean(),
});
export type ReportCounts = z.infer<typeof reportCountsSchema>;

/** The signed part of a report: who, which report (`sequence` only grows), and the counts. */
export const kioskReportSchema = z.object({
  sequence: z.number().int().min(1),
  sentAt: z.string().max(40),
  status: kioskStatusSchema,
  counts: reportCountsSchema,
});
export type KioskReport = z.infer<typeof kioskReportSchema>;

/**
 * What travels (POST /api/fleet/reports, or a file on a stick): the report as the exact text that
 * was signed, the kiosk's Ed25519 public key (SPKI, base64) and the signature (base64).
 */
export const reportEnvelopeSchema = z.object({
  publicKey: z.string().max(200),
  report: z.string(),
  signature: z.string().max(200),
});
export type ReportEnvelope = z.infer<typeof reportEnvelopeSchema>;

/** A report file written onto a USB stick: the kiosk's queued reports, oldest first. */
export const reportFileSchema = z.object({ reports: z.array(reportEnvelopeSchema).max(200) });
export type ReportFile = z.infer<typeof reportFileSchema>;

export type KioskApproval = 'pending' | 'approved' | 'revoked';

/** One kiosk in GET /api/admin/fleet. */
export interface FleetKiosk {
  id: number;
  keyId: string;
  /** The hub's name for it, else the one the kiosk sent. */
  name: string;
  hubName: string | null;
  reportedName: string;
  approval: KioskApproval;
  channel: string | null;
  libraryVersion: number | null;
  appVersion: string | null;
  firstSeen: string;
  lastSeen: string;
  lastSuccess: string | null;
  lastErrorCode: string | null;
  lastError: string | null;
  freeDiskBytes: number | null;
  behind: boolean;
  silent: boolean;
  updateFailed: boolean;
}

export interface FleetList {
  /** The version this hub serves: a kiosk on an older one is behind. */
  latestVersion: number | null;
  silentDays: number;
  kiosks: FleetKiosk[];
}

const DEFAULT_SILENT_DAYS = 7;
export const fleetQuerySchema = z.object({
  silentDays: z.coerce.number().int().min(1).max(365).default(DEFAULT_SILENT_DAYS),
});

/** GET /api/admin/fleet/this-install: how this install signs its reports and what it calls itself. */
export interface ThisInstall {
  name: string;
  keyId: string | null;
  queuedReports: number;
  lastReportAt: string | null;
  lastReportCode: string | null;
}

/** One report's outcome in POST /api/admin/fleet/reports/import. */
export interface ImportedReport {
  keyId: string | null;
  accepted: boolean;
  code: string | null;
  message: string | null;
}
