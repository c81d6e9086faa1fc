import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addonModuleVersion } from '../../../../electron/build/native-abi';

describe('addonModuleVersion', () => {
  it("reads the ABI of the better-sqlite3 addon this Node loads: this Node's own", () => {
    const packageDir = path.dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'));
    const addon = readFileSync(path.join(packageDir, 'build', 'Release', 'better_sqlite3.node'));
    expect(addonModuleVersion(addon)).toBe(Number(process.versions.modules));
  });

  it('finds the version in any binary format and nothing in a file without it', () => {
    expect(addonModuleVersion(Buffer.from('\0MZ\0_node_register_module_v150\0'))).toBe(150);
    expect(addonModuleVersion(Buffer.from('\0ELF\0napi_register_module_v1\0'))).toBeUndefined();
  });
});
