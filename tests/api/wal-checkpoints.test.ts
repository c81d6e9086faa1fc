import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

/*
 * The server's own connection leaves SQLite's checkpoints (folding the write-ahead log back into
 * library.db) to a worker thread: new rows reach library.db all the same, and nothing is lost.
 */

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
});

afterAll(async () => {
  await server.dispose();
});

const libraryFileSize = () => statSync(path.join(server.dataDir, 'library.db')).size;

describe('the write-ahead log', () => {
  it('is folded back into library.db while the server writes, and every write is kept', async () => {
    const before = libraryFileSize();
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await admin.post('/api/admin/instructions', {
        instruction: {
          title: `Long manual ${i}`,
          type: 'technical_manual',
          categoryId: null,
          isUniversal: true,
          excludePatterns: [],
        },
        contents: { en: `Step ${i}: check the seal. `.repeat(30_000) },
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as AdminInstructionDetail).id);
    }
    // Four megabytes of the six written: the log is folded back, not merely kept growing beside it.
    await expect.poll(libraryFileSize, { timeout: 20_000 }).toBeGreaterThan(before + 4 * 1024 * 1024);

    const dataDir = server.dataDir;
    await server.stop();
    server = await startApiServer({ dataDir });
    for (const [i, id] of ids.entries()) {
      const page = await server
        .client()
        .getJson<{ instruction: { title: string } }>(`/api/instruction/${id}`);
      expect(page.instruction.title).toBe(`Long manual ${i}`);
    }
  });
});
