import { startOptionsFromSettings } from '../server/config/settings-to-config';
import { logToFileOnly } from '../server/logs/log';
import { startServer } from '../server/start';
import { startProcessesWith } from '../server/workers/launch-process';
import { toServerMessageSchema, type FromServerMessage } from './server-protocol';
import { readersThroughMain } from './server-readers';

/**
 * Entry of the utility process that runs the embedded server. better-sqlite3 works synchronously,
 * so a large import or export would freeze the window's main process if the server ran there.
 */
const parentPort = process.parentPort;
logToFileOnly();
startProcessesWith(readersThroughMain(parentPort));
let running: Awaited<ReturnType<typeof startServer>> | undefined;

function send(message: FromServerMessage): void {
  parentPort.postMessage(message);
}

parentPort.on('message', (event) => {
  const parsed = toServerMessageSchema.safeParse(event.data);
  if (!parsed.success) return;
  const message = parsed.data;
  if (message.type === 'start') {
    startServer(startOptionsFromSettings(message.config)).then(
      (server) => {
        running = server;
        send({ type: 'ready', url: server.url });
      },
      (error: unknown) => {
        // The stack goes to the server log the main process keeps; the message goes to the window.
        console.error(error);
        send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
        process.exit(1);
      },
    );
  } else {
    // Closing checkpoints the WAL into library.db, so the file alone is a complete backup.
    const closing = running ? running.close() : Promise.resolve();
    void closing.finally(() => process.exit(0));
  }
});
