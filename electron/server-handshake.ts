import { fromServerMessageSchema, type ServerChild, type ServerLaunchConfig } from './server-protocol';

/**
 * Sends the start message and waits for the server process to answer with its URL. A failure
 * message, an early exit or silence past `timeoutMs` rejects with the reason the window will show;
 * on time-out the process is killed so a half-started server cannot hold the database.
 */
export function startServerChild(
  child: ServerChild,
  config: ServerLaunchConfig,
  timeoutMs: number,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
    };
    const timer = setTimeout(() => {
      settle(() => {
        child.kill();
        reject(new Error(`The server did not start within ${Math.round(timeoutMs / 1000)} seconds.`));
      });
    }, timeoutMs);

    child.onMessage((raw) => {
      const parsed = fromServerMessageSchema.safeParse(raw);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'ready') settle(() => resolve(message.url));
      else settle(() => reject(new Error(message.message)));
    });
    child.onExit((code) => {
      settle(() => reject(new Error(`The server process stopped (exit code ${code}) before it was ready.`)));
    });
    child.postMessage({ type: 'start', config });
  });
}

/** Asks the server process to close the database and exit; kills it if it has not within `timeoutMs`. */
export function stopServerChild(child: ServerChild, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      child.kill();
      resolve();
    }, timeoutMs);
    child.onExit(() => {
      clearTimeout(timer);
      resolve();
    });
    child.postMessage({ type: 'stop' });
  });
}
