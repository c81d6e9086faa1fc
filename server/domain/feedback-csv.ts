import type { FeedbackTop, ProblemReport } from '../../common/api/feedback';
import { csvFile } from '../../common/spreadsheet-csv';

export function formatProblemReportsCsv(reports: readonly ProblemReport[]): string {
  return csvFile(
    ['day', 'instruction_number', 'title', 'language', 'reason', 'text', 'done_at', 'kiosk'],
    reports.map((report) => [
      report.day,
      report.instructionNumber ?? '',
      report.title ?? '',
      report.language,
      report.reason,
      report.text,
      report.doneAt ?? '',
      report.kioskName ?? '',
    ]),
  );
}

export function formatMissedNumbersCsv(missed: FeedbackTop['missed']): string {
  return csvFile(
    ['article_number', 'misses'],
    missed.map((entry) => [entry.articleNumber, String(entry.misses)]),
  );
}
