import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBundleFile } from '../../../server/library-bundles/bundle-file';
import { bundleEntries } from './library-bundles';

/** The bundle with one byte in the middle of one entry flipped, everything else (the signed manifest too) as it was. */
export function tamperedEntry(bundle: Buffer, entryName: string): Buffer {
  const folder = mkdtempSync(path.join(tmpdir(), 'tamper-'));
  try {
    const target = path.join(folder, 'bundle.tar');
    writeBundleFile(
      target,
      bundleEntries(bundle).map((entry) => {
        if (entry.name !== entryName) return { name: entry.name, data: entry.bytes };
        const bytes = Buffer.from(entry.bytes);
        const middle = Math.floor(bytes.length / 2);
        bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
        return { name: entry.name, data: bytes };
      }),
      0,
    );
    return readFileSync(target);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
