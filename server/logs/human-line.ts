interface LogRecord {
  time?: string;
  level?: string;
  msg?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  err?: { message?: string; stack?: string };
}

const two = (value: number) => String(value).padStart(2, '0');

function clockTime(iso: string | undefined): string {
  const time = iso === undefined ? new Date() : new Date(iso);
  if (Number.isNaN(time.getTime())) return '--:--:--';
  return `${two(time.getHours())}:${two(time.getMinutes())}:${two(time.getSeconds())}`;
}

/**
 * One JSON line of the server's log as a person at a terminal reads it: a request as
 * `14:03:07 GET /api/search 200 4.2 ms`, anything else as `14:03:07 WARN message` (an error with its
 * stack below). The log file keeps the JSON; a line that is not ours passes unchanged.
 */
export function humanLine(jsonLine: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(jsonLine) as LogRecord;
  } catch {
    return jsonLine;
  }
  if (typeof record !== 'object' || record === null) return jsonLine;
  const time = clockTime(record.time);
  if (record.msg === 'request' && record.method !== undefined && record.status !== undefined)
    return `${time} ${record.method} ${record.path ?? ''} ${record.status} ${record.ms ?? '?'} ms\n`;
  const level = (record.level ?? 'info').toUpperCase();
  const stack = record.err?.stack ? `\n${record.err.stack}` : '';
  return `${time} ${level} ${record.msg ?? ''}${stack}\n`;
}
