import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DebugLogger as DebugLoggerType } from 'builder-util';
import type { Configuration } from 'electron-builder';
import { describe, expect, it } from 'vitest';

// electron-builder's own loader and validator (ajv over app-builder-lib/scheme.json), resolved the
// way electron-builder resolves them, so the test checks exactly what `npm run dist` would.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const fromElectronBuilder = createRequire(createRequire(import.meta.url).resolve('electron-builder'));
const fromAppBuilderLib = createRequire(fromElectronBuilder.resolve('app-builder-lib'));
const { getConfig, validateConfiguration } = fromElectronBuilder(
  'app-builder-lib/out/util/config/config',
) as {
  getConfig: (
    projectDir: string,
    configPath: string | null,
    configFromOptions: Configuration | null,
  ) => Promise<Configuration>;
  validateConfiguration: (config: Configuration, debugLogger: DebugLoggerType) => Promise<void>;
};
const { DebugLogger } = fromAppBuilderLib('builder-util') as {
  DebugLogger: new (isEnabled: boolean) => DebugLoggerType;
};

function loadConfig(): Promise<Configuration> {
  return getConfig(repoRoot, path.join(repoRoot, 'electron-builder.yml'), null);
}

/** electron-builder normalises `files` into file sets; the patterns are what matter. */
function filePatterns(files: Configuration['files']): string[] {
  const list = Array.isArray(files) ? files : [files];
  return list.flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    if (!entry) return [];
    const filter = entry.filter ?? [];
    return Array.isArray(filter) ? filter : [filter];
  });
}

function targetNames(target: unknown): string[] {
  const list = Array.isArray(target) ? target : [target];
  return list.map((entry) => (typeof entry === 'string' ? entry : (entry as { target: string }).target));
}

describe('electron-builder.yml', () => {
  // Compiling the schema takes seconds on a busy machine.
  it('passes electron-builder’s own configuration schema', async () => {
    const config = await loadConfig();
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  }, 60_000);

  it('is refused by the same validator when it holds an unknown option, so the check can fail', async () => {
    const config = { ...(await loadConfig()), asarUnpak: ['**/*.node'] } as Configuration;
    await expect(validateConfiguration(config, new DebugLogger(false))).rejects.toThrow(/asarUnpak/);
  });

  it('packages AppImage and deb, NSIS and dmg', async () => {
    const config = await loadConfig();
    expect(targetNames(config.linux?.target)).toEqual(['AppImage', 'deb']);
    expect(targetNames(config.win?.target)).toEqual(['nsis']);
    expect(targetNames(config.mac?.target)).toEqual(['dmg']);
  });

  it('ships the Electron bundles, resources and renderer, unpacks and rebuilds the native module', async () => {
    const config = await loadConfig();
    expect(filePatterns(config.files)).toEqual(
      expect.arrayContaining(['dist-electron/**/*', 'resources/**/*']),
    );
    expect(config.extraResources).toEqual([{ from: 'dist/renderer', to: 'renderer' }]);
    expect(config.asarUnpack).toEqual(expect.arrayContaining(['**/node_modules/better-sqlite3/**']));
    expect(config.npmRebuild).toBe(true);
  });

  it('carries what the deb, AppImage, NSIS and dmg targets ask of package.json', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      homepage?: string;
      author?: { name?: string; email?: string };
      description?: string;
      productName?: string;
    };
    expect(pkg.homepage).toMatch(/^https:\/\//);
    expect(pkg.author?.email).toMatch(/@/);
    expect(pkg.author?.name).toBeTruthy();
    expect(pkg.description).toBeTruthy();
    expect(pkg.productName).toBe('Instruction Library');
  });
});
