import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../common/languages';
import { isValidHostEntry } from '../common/host-names';
import { SHELL_MODES } from '../common/kiosk-bridge';
import defaultSettingsJson from '../resources/default-settings.json';

export const SETTINGS_FILE_NAME = 'settings.json';

export const MIN_IDLE_SECONDS = 10;
// The same bound as the server's --missed-lookup-days.
export const MAX_MISSED_LOOKUP_DAYS = 3650;
export const MAX_IDLE_SECONDS = 24 * 60 * 60;

export const shellSettingsSchema = z
  .object({
    mode: z.enum(SHELL_MODES),
    idleSeconds: z.number().int().min(MIN_IDLE_SECONDS).max(MAX_IDLE_SECONDS),
    defaultLanguage: z.enum(SUPPORTED_LANGUAGES),
    /** Also listen on all interfaces, so browsers on the shop network reach the same pages. */
    lan: z.boolean(),
    /** Fixed, so the address other machines bookmark survives a restart. */
    lanPort: z.number().int().min(1024).max(65535),
    /** Extra names the server answers to, e.g. a shop DNS name; its own addresses always work. */
    allowedHosts: z
      .array(z.string().refine(isValidHostEntry, 'must be a host name or an IP address, without port'))
      .max(100),
    /** Missed lookups not seen for this many days are forgotten; the server's default when absent. */
    missedLookupDays: z.number().int().min(1).max(MAX_MISSED_LOOKUP_DAYS).optional(),
  })
  .strict();

export type ShellSettings = z.infer<typeof shellSettingsSchema>;

/** A settings file may name any subset; unknown keys are refused so a typo does not go unnoticed. */
export const partialSettingsSchema = shellSettingsSchema.partial();

export type PartialSettings = z.infer<typeof partialSettingsSchema>;

/** The defaults ship as resources/default-settings.json, the template a kiosk install copies. */
export const DEFAULT_SETTINGS: ShellSettings = shellSettingsSchema.parse(defaultSettingsJson);

/** "idleSeconds: Too small: expected number to be >=10; lan: Invalid input" */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
