import type { Page, Request } from 'playwright-core';

const BARRIER_PATH = '/api/health';
const BARRIER_MARK = 'requests-sent-barrier';

/**
 * Records the requests `page` sends while `action` runs, and answers them once the page has nothing
 * more to send for it: every recorded request has finished, and a request the page sent after its
 * next frame and the tasks queued before it arrived behind anything the action set off. A test
 * that says an action sent no request waits for that instead of a fixed time.
 */
export async function requestsSentDuring(page: Page, action: () => Promise<void>): Promise<Request[]> {
  const sent: Request[] = [];
  const record = (request: Request) => {
    if (!request.url().includes(BARRIER_MARK)) sent.push(request);
  };
  page.on('request', record);
  try {
    await action();
    for (let settled = false; !settled;) {
      const before = sent.length;
      await barrier(page);
      await Promise.all(sent.map((request) => request.response().catch(() => null)));
      settled = sent.length === before;
    }
  } finally {
    page.off('request', record);
  }
  return sent;
}

/** A request of the page's own, sent once it has drawn its next frame and run the tasks queued by then. */
async function barrier(page: Page): Promise<void> {
  const arrived = page.waitForRequest((request) => request.url().includes(BARRIER_MARK));
  await page.evaluate(
    ([path, mark]) =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          setTimeout(() => {
            void fetch(`${path}?${mark}`).catch(() => undefined);
            resolve();
          }, 0),
        );
      }),
    [BARRIER_PATH, BARRIER_MARK] as const,
  );
  await arrived;
}
