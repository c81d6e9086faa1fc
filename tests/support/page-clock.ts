import type { Clock, Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits for `target`, moving the pages' clock (a page's or a whole context's) on by `stepMs` before
 * each look: past the time limit, back-off or poll the page is waiting for, instead of waiting for
 * it in real time. `timeout` is real time, the polls' default when absent.
 */
export async function fastForwardUntilVisible(
  clock: Clock,
  target: Locator,
  stepMs: number,
  timeout?: number,
): Promise<void> {
  await expect
    .poll(
      async () => {
        await clock.fastForward(stepMs);
        return target.isVisible();
      },
      { timeout },
    )
    .toBe(true);
}
