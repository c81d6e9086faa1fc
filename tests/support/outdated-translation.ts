import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import type { AdminInstructionDetail } from '../../common/api/instructions';

/**
 * Adds a step to an instruction's English text over HTTP, as an admin's save does, so its other
 * languages lag behind it (outdated). Answers the instruction as it was before.
 */
export async function makeEnglishNewer(
  request: APIRequestContext,
  serverUrl: string,
  id = 1,
): Promise<AdminInstructionDetail> {
  const detail = (await (
    await request.get(`${serverUrl}/api/admin/instructions/${id}`)
  ).json()) as AdminInstructionDetail;
  const contents = Object.fromEntries(detail.contents.map((entry) => [entry.language, entry.content]));
  const titles = Object.fromEntries(detail.titles.map((entry) => [entry.language, entry.title]));
  const changed = await request.put(`${serverUrl}/api/admin/instructions/${id}`, {
    data: {
      instruction: {
        title: detail.title,
        type: detail.type,
        categoryId: detail.categoryId,
        isUniversal: detail.isUniversal,
        excludePatterns: detail.excludePatterns,
      },
      contents: { ...contents, en: `${contents.en ?? ''}\n\nOne more step.` },
      titles,
    },
  });
  expect(changed.status()).toBe(200);
  return detail;
}
