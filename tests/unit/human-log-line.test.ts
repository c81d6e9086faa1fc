import { describe, expect, it } from 'vitest';
import { humanLine } from '../../server/logs/human-line';

const iso = '2026-11-25T13:03:07.412Z';
const at = new Date(iso);
const clock = [at.getHours(), at.getMinutes(), at.getSeconds()]
  .map((n) => String(n).padStart(2, '0'))
  .join(':');

describe('the server log as npm start prints it in a terminal', () => {
  it('shows a request as one short line: time, method, path, status and duration', () => {
    const json = JSON.stringify({
      level: 'info',
      time: iso,
      method: 'GET',
      path: '/api/search',
      status: 200,
      ms: 4.2,
      msg: 'request',
    });
    expect(humanLine(`${json}\n`)).toBe(`${clock} GET /api/search 200 4.2 ms\n`);
  });

  it('shows other events with their level, and an error with its stack', () => {
    expect(humanLine(JSON.stringify({ level: 'warn', time: iso, msg: '404 GET /api/x: Not found' }))).toBe(
      `${clock} WARN 404 GET /api/x: Not found\n`,
    );
    const error = JSON.stringify({
      level: 'error',
      time: iso,
      msg: '500 POST /api/admin/media',
      err: { message: 'disk I/O error', stack: 'Error: disk I/O error\n    at write (db.ts:1:1)' },
    });
    expect(humanLine(error)).toBe(
      `${clock} ERROR 500 POST /api/admin/media\nError: disk I/O error\n    at write (db.ts:1:1)\n`,
    );
  });

  it('passes a line that is not JSON unchanged', () => {
    expect(humanLine('plain text\n')).toBe('plain text\n');
  });
});
