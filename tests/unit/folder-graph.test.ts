import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFolderGraph, type FloorPlan } from '../../scripts/folder-graph';

let root: string | undefined;

/** A project tree in a temp folder: file path => source. */
function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'folder-graph-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

const PLAN: FloorPlan = [['app/app.ts'], ['app/routes'], ['app/db'], ['app/errors.ts']];

describe('the folder graph check of npm run lint', () => {
  it('passes a tree whose folders import downwards only', () => {
    const project = tree({
      'app/app.ts': "import { list } from './routes/list';\nexport const app = list;",
      'app/routes/list.ts':
        "import { rows } from '../db/rows';\nimport { fail } from '../errors';\nexport const list = [rows, fail];",
      'app/db/rows.ts': "import type { Failure } from '../errors';\nexport const rows: Failure[] = [];",
      'app/errors.ts': 'export type Failure = string;\nexport const fail = 1;',
    });
    expect(checkFolderGraph(project, ['app'], { app: PLAN })).toBeUndefined();
  });

  it('fails on two folders that import each other, naming both arrows and their files', () => {
    const project = tree({
      'app/routes/list.ts':
        "import { rows } from '../db/rows';\nexport const list = rows;\nexport type Row = number;",
      'app/db/rows.ts': "import type { Row } from '../routes/list';\nexport const rows: Row[] = [];",
    });
    const report = checkFolderGraph(project, ['app'], {});
    expect(report).toContain('app: 1 folder cycle');
    expect(report).toContain('app/db -> app/routes');
    expect(report).toContain('app/db/rows.ts => app/routes/list.ts');
    expect(report).toContain('app/routes -> app/db');
    expect(report).toContain('app/routes/list.ts => app/db/rows.ts');
  });

  it('counts the subfolders of a whole folder as that folder, and still sees its cycles with others', () => {
    const project = tree({
      'app/db/client.ts': 'export const client = 1;',
      'app/db/raw/lookup.ts': "import { client } from '../client';\nexport const lookup = client;",
      'app/db/rows.ts': "import { lookup } from './raw/lookup';\nexport const rows = lookup;",
    });
    expect(checkFolderGraph(project, ['app'], {})).toContain('cycle through app/db, app/db/raw');
    expect(checkFolderGraph(project, ['app'], {}, ['app/db'])).toBeUndefined();
    writeFileSync(
      path.join(project, 'app/db/raw/route-rows.ts'),
      "import { route } from '../../routes';\nexport const r = route;",
    );
    writeFileSync(
      path.join(project, 'app/routes.ts'),
      "import { rows } from './db/rows';\nexport const route = rows;",
    );
    expect(checkFolderGraph(project, ['app'], {}, ['app/db'])).toContain(
      'cycle through app/db, app/routes.ts',
    );
  });

  it('finds a cycle through a folder and its own subfolder, and through a root file', () => {
    const project = tree({
      'app/app.ts': "import { media } from './services/media/media';\nexport const app = media;",
      'app/services/log.ts': "import { app } from '../app';\nexport const log = app;",
      'app/services/media/media.ts': "import { log } from '../log';\nexport const media = log;",
    });
    const report = checkFolderGraph(project, ['app'], {});
    expect(report).toContain('cycle through app/app.ts, app/services, app/services/media');
  });

  it('fails on an import up the floor plan even without a cycle, and on a folder with no layer', () => {
    const project = tree({
      'app/db/rows.ts': "import { list } from '../routes/list';\nexport const rows = list;",
      'app/routes/list.ts': 'export const list = [];',
      'app/extra/thing.ts': "import { fail } from '../errors';\nexport const thing = fail;",
      'app/errors.ts': 'export const fail = 1;',
    });
    const report = checkFolderGraph(project, ['app'], { app: PLAN });
    expect(report).not.toContain('folder cycle');
    expect(report).toContain('upward: app/db -> app/routes');
    expect(report).toContain('app/db/rows.ts => app/routes/list.ts');
    expect(report).toContain('app/extra is on no layer of the floor plan');
  });

  it('places a subfolder the plan does not list in the layer of its parent', () => {
    const project = tree({
      'app/routes/list.ts': "import { sql } from '../db/raw/sql';\nexport const list = sql;",
      'app/db/raw/sql.ts': "import { fail } from '../../errors';\nexport const sql = fail;",
      'app/errors.ts': 'export const fail = 1;',
    });
    expect(checkFolderGraph(project, ['app'], { app: PLAN })).toBeUndefined();
  });
});
