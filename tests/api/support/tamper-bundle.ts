import { readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import { readBundleEntries } from '../../../server/library-bundles/bundle-file';
import { MANIFEST_ENTRY, SIGNATURE_ENTRY } from '../../../server/library-bundles/manifest';

/**
 * Flips one byte in the middle of every entry of a bundle file but its signed manifest (the changes, the documents), its size
 * unchanged (a bad disk or a hostile relay).
 */
export function tamper(file: string): void {
  const bytes = readFileSync(file);
  const { entries } = readBundleEntries(file);
  const changed = entries.filter(
    (entry) => ![MANIFEST_ENTRY, SIGNATURE_ENTRY].includes(entry.name) && entry.size > 0,
  );
  expect(changed.length).toBeGreaterThan(0);
  for (const entry of changed) {
    const middle = entry.offset + Math.floor(entry.size / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
  }
  writeFileSync(file, bytes);
}
