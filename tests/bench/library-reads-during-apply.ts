/**
 * Reads a kiosk's library on a connection of their own (a worker thread, as the server's reads are
 * beside its apply job) while the kiosk applies an update: each read asks, in one read transaction,
 * which version is served and whether an article number renamed by the update is found under its
 * old or its new name. A read fails when it throws or sees a mix (the old version with the new name,
 * or the reverse). A read every 5 ms (200 a second, a busy shop's kiosks and phones together), so the
 * reader does not take a core from the apply it watches.
 */
import { Worker } from 'node:worker_threads';

export interface ReadsDuringApply {
  reads: number;
  failed: number;
  firstFailure: string | null;
}

const READER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');
const stop = new Int32Array(workerData.stop);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const version = db.prepare('SELECT max(version) AS v FROM library_versions').pluck();
const found = db.prepare('SELECT count(*) FROM article_numbers WHERE number_key = ?').pluck();
const read = db.transaction(() => [version.get(), found.get(workerData.before), found.get(workerData.after)]);
let reads = 0, failed = 0, firstFailure = null;
parentPort.postMessage('reading');
while (Atomics.load(stop, 0) === 0) {
  reads += 1;
  try {
    const [served, before, after] = read();
    const whole = served === workerData.from ? before === 1 && after === 0 : served === workerData.to && before === 0 && after === 1;
    if (!whole) { failed += 1; firstFailure ??= 'version ' + served + ' with old name ' + before + ', new name ' + after; }
  } catch (error) {
    failed += 1;
    firstFailure ??= String(error);
  }
  Atomics.wait(stop, 0, 0, 5);
}
db.close();
parentPort.postMessage({ reads, failed, firstFailure });
`;

/** Starts reading and answers once the reads run; `stop` ends them and answers what they saw. */
export async function readDuringApply(options: {
  file: string;
  from: number;
  to: number;
  before: string;
  after: string;
}): Promise<{ stop: () => Promise<ReadsDuringApply> }> {
  const stop = new SharedArrayBuffer(4);
  const worker = new Worker(READER, { eval: true, workerData: { ...options, stop } });
  const messages: unknown[] = [];
  let heard: (() => void) | undefined;
  worker.on('message', (message) => {
    messages.push(message);
    heard?.();
  });
  const nextMessage = (count: number) =>
    new Promise<unknown>((resolve, reject) => {
      worker.once('error', reject);
      const check = () => {
        if (messages.length >= count) resolve(messages[count - 1]);
      };
      heard = check;
      check();
    });
  await nextMessage(1);
  return {
    stop: async () => {
      Atomics.store(new Int32Array(stop), 0, 1);
      Atomics.notify(new Int32Array(stop), 0);
      return (await nextMessage(2)) as ReadsDuringApply;
    },
  };
}
