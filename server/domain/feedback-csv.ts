import type { FeedbackTop, ProblemReport } from '../../common/api/feedback';
import type { ProblemReason } from '../../common/api/feedback-limits';
import { csvFile } from '../../common/spreadsheet-csv';

// A spreadsheet is read by people: a reason as the admin pages' English text, never its code.
const REASON_TEXTS: Record<ProblemReason, string> = {
  wrongProduct: 'Wrong product',
  outdated: 'Outdated',
  missingStep: 'A step is missing',
  unreadable: 'Hard to read',
  other: 'Something else',
};

const THIS_INSTALL = 'This install';
const UNNAMED_KIOSK = '(no name)';

/** Where a report was made: a kiosk's name, or this install's own name as the fleet page shows it. */
function sourceName(report: ProblemReport, installName: string): string {
  if (report.kioskId === null) return installName === '' ? THIS_INSTALL : installName;
  return report.kioskName === null || report.kioskName === '' ? UNNAMED_KIOSK : report.kioskName;
}

export function formatProblemReportsCsv(reports: readonly ProblemReport[], installName: string): string {
  return csvFile(
    ['day', 'instruction_number', 'title', 'language', 'reason', 'text', 'done_at', 'kiosk'],
    reports.map((report) => [
      report.day,
      report.instructionNumber ?? '',
      report.title ?? '',
      report.language,
      REASON_TEXTS[report.reason],
      report.text,
      report.doneAt ?? '',
      sourceName(report, installName),
    ]),
  );
}

export function formatMissedNumbersCsv(missed: FeedbackTop['missed']): string {
  return csvFile(
    ['article_number', 'misses'],
    missed.map((entry) => [entry.articleNumber, String(entry.misses)]),
  );
}
