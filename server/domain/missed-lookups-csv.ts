import type { MissedLookup } from '../../common/api/missed-lookups';
import { csvFile } from '../../common/spreadsheet-csv';

const COLUMNS = ['kind', 'text', 'count', 'first_seen', 'last_seen', 'languages'];

export function formatMissedLookupsCsv(entries: readonly MissedLookup[]): string {
  return csvFile(
    COLUMNS,
    entries.map((entry) => [
      entry.kind,
      entry.text,
      String(entry.count),
      entry.firstSeen,
      entry.lastSeen,
      entry.languages.join(' '),
    ]),
  );
}
