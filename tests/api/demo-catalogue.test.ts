import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleView } from '../../common/api/article';
import type { ArticleNumberRecord } from '../../common/api/article-numbers';
import type { Category } from '../../common/api/categories';
import type { AdminInstructionListItem, InstructionDetail } from '../../common/api/instructions';
import type { MediaItem } from '../../common/api/media';
import { INSTRUCTION_TYPES } from '../../common/instruction-types';
import { SUPPORTED_LANGUAGES } from '../../common/languages';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;
let instructions: AdminInstructionListItem[];
let details: InstructionDetail[];

beforeAll(async () => {
  server = await startApiServer({ demo: true });
  admin = await server.client().registerAdmin();
  instructions = await admin.getJson<AdminInstructionListItem[]>('/api/admin/instructions');
  details = await Promise.all(
    instructions.map((entry) => server.client().getJson<InstructionDetail>(`/api/instruction/${entry.id}`)),
  );
});

afterAll(async () => {
  await server.dispose();
});

const allContents = () => details.flatMap((detail) => detail.contents.map((content) => content.content));

describe('the demo catalogue', () => {
  it('has at least 4 categories and 8 instructions covering all three types', async () => {
    expect((await admin.getJson<Category[]>('/api/admin/categories')).length).toBeGreaterThanOrEqual(4);
    expect(instructions.length).toBeGreaterThanOrEqual(8);
    expect(new Set(instructions.map((entry) => entry.type))).toEqual(new Set(INSTRUCTION_TYPES));
  });

  it('has a universal instruction with an exclude pattern that applies to numbers without it', async () => {
    const universal = instructions.find((entry) => entry.isUniversal && entry.excludePatterns.length > 0);
    expect(universal).toBeDefined();
    const plain = await server.client().getJson<ArticleView>('/api/article/AVN-R110');
    const excluded = await server.client().getJson<ArticleView>('/api/article/AVN-R110-REFURB');
    expect(plain.instructions.map((entry) => entry.id)).toContain(universal?.id);
    expect(excluded.instructions.map((entry) => entry.id)).not.toContain(universal?.id);
  });

  it('has content in all seven languages for most instructions and in only some for at least one', () => {
    const complete = instructions.filter(
      (entry) => entry.contentLanguages.length === SUPPORTED_LANGUAGES.length,
    );
    expect(complete.length).toBeGreaterThan(instructions.length / 2);
    expect(
      instructions.some((entry) => entry.contentLanguages.length > 1 && entry.contentLanguages.length < 7),
    ).toBe(true);
  });

  it('has Markdown and HTML content with warning: and note: blockquotes', () => {
    const contents = allContents();
    expect(contents.some((content) => /<\w+[^>]*>/.test(content))).toBe(true);
    expect(contents.some((content) => /^#{1,3} |\*\*\w/m.test(content) && !/<\w+[^>]*>/.test(content))).toBe(
      true,
    );
    expect(contents.some((content) => /^> warning: /m.test(content))).toBe(true);
    expect(contents.some((content) => /^> note: /m.test(content))).toBe(true);
  });

  it('stores an image in the media table that one instruction shows by its /api/media URL', async () => {
    const media = await admin.getJson<MediaItem[]>('/api/admin/media');
    expect(media.length).toBeGreaterThanOrEqual(1);
    const image = media[0];
    expect(image?.mimeType).toBe('image/png');
    expect(allContents().some((content) => content.includes(`](/api/media/${image?.id})`))).toBe(true);
    const served = await server.client().get(`/api/media/${image?.id}`);
    expect(served.status).toBe(200);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('has at least 30 article numbers including AVN-R110, some linked to two categories', async () => {
    const records = await admin.getJson<ArticleNumberRecord[]>('/api/admin/article-numbers');
    const perNumber = new Map<string, number>();
    for (const record of records) perNumber.set(record.number, (perNumber.get(record.number) ?? 0) + 1);
    expect(perNumber.size).toBeGreaterThanOrEqual(30);
    expect(perNumber.has('AVN-R110')).toBe(true);
    expect([...perNumber.values()].filter((count) => count === 2).length).toBeGreaterThanOrEqual(2);
  });

  it('is not loaded again into a library that has data', async () => {
    const dataDir = server.dataDir;
    await server.stop();
    server = await startApiServer({ demo: true, dataDir });
    admin = await server.client().login();
    expect((await admin.getJson<unknown[]>('/api/admin/instructions')).length).toBe(instructions.length);
  });
});

describe('--no-demo', () => {
  it('leaves an empty library empty', async () => {
    const empty = await startApiServer({ demo: false });
    try {
      expect(await empty.client().getJson<string[]>('/api/search/article-numbers?q=avn')).toEqual([]);
      expect((await empty.client().get('/api/article/AVN-R110')).status).toBe(404);
    } finally {
      await empty.dispose();
    }
  });
});
