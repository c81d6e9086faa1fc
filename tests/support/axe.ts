import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

/**
 * Runs axe on the page's document and answers its violations. axe is injected once per document
 * (AxeBuilder injects and configures it again on every call: about a second each on a quiet
 * machine, several on a busy one), through the debugging protocol, so our pages' Content Security
 * Policy does not block it. `rules` or `tags` narrow the run; without them every rule axe enables by
 * default runs, as with AxeBuilder.
 */
export async function axeViolations(
  page: Page,
  only: { rules?: string[]; tags?: string[] } = {},
): Promise<Result[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  const options: RunOptions = { resultTypes: ['violations'] };
  if (only.rules) options.runOnly = { type: 'rule', values: only.rules };
  else if (only.tags) options.runOnly = { type: 'tag', values: only.tags };
  const results = await page.evaluate(async (runOptions) => {
    if (!window.axe) throw new Error('axe was not injected');
    return window.axe.run(document, runOptions);
  }, options);
  return results.violations;
}

/** One line per violation and element, for an assertion whose failure says what to fix. */
export function describeViolations(label: string, violations: Result[]): string[] {
  return violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.impact ?? 'no impact'}) ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
