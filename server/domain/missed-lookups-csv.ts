import Papa from 'papaparse';
import type { MissedLookup } from '../../common/api/missed-lookups';
import { neutraliseCell } from './csv/format';

const COLUMNS = ['kind', 'text', 'count', 'first_seen', 'last_seen', 'languages'];

/** Same conventions as the article-number export: BOM, CRLF, formula-like cells neutralised. */
export function formatMissedLookupsCsv(entries: readonly MissedLookup[]): string {
  const body = Papa.unparse(
    [
      COLUMNS,
      ...entries.map((entry) =>
        [
          entry.kind,
          entry.text,
          String(entry.count),
          entry.firstSeen,
          entry.lastSeen,
          entry.languages.join(' '),
        ].map(neutraliseCell),
      ),
    ],
    { newline: '\r\n', quotes: false },
  );
  return `\uFEFF${body}\r\n`;
}
