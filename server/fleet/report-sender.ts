import type { ReportEnvelope } from '../../common/api/fleet';
import type { SendResult } from './kiosk-reporter';

/** A hub that does not answer a report within this time is tried again at the next check. */
const SEND_TIMEOUT_MS = 15_000;
/** The most of the hub's answer read: its status and error code fit in far less, whatever a bad hub sends. */
const MAX_ANSWER_BYTES = 16 * 1024;

async function answerText(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < MAX_ANSWER_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8');
}

/** POSTs one signed report to the hub's /api/fleet/reports and answers its status and error code. */
export async function sendReport(
  hubUrl: string,
  envelope: ReportEnvelope,
  signal: AbortSignal,
): Promise<SendResult> {
  const response = await fetch(`${hubUrl}/api/fleet/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(envelope),
    signal: AbortSignal.any([signal, AbortSignal.timeout(SEND_TIMEOUT_MS)]),
  });
  const text = await answerText(response);
  let code: string | null = null;
  try {
    const body = JSON.parse(text) as { code?: unknown };
    if (typeof body.code === 'string') code = body.code;
  } catch {
    code = null;
  }
  return { status: response.status, code: response.ok ? null : code };
}
