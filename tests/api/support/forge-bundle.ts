import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { writeBundleFile } from '../../../server/library-bundles/bundle-file';
import { signMinisign } from '../../../server/library-bundles/minisign';
import type { SigningKey } from '../../../server/library-bundles/signing-key';
import { bundleEntries } from './library-bundles';

export type ManifestChange = (manifest: Record<string, unknown>) => Record<string, unknown>;

/**
 * A bundle validly signed with `key` (the hub's own, as an attacker holding it or a buggy hub
 * would), built from `bundle` with its snapshot changed by `editSnapshot` (SQL on a copy, or new
 * bytes) and its manifest by `change`; the manifest's snapshot size and hash follow the new bytes.
 */
export function forgeBundle(
  bundle: Buffer,
  key: SigningKey,
  options: {
    editSnapshot?: (sqlite: Database.Database) => void;
    snapshotBytes?: (bytes: Buffer) => Buffer;
    change?: ManifestChange;
  },
): Buffer {
  const entries = bundleEntries(bundle);
  const folder = mkdtempSync(path.join(tmpdir(), 'forge-'));
  try {
    const snapshotFile = path.join(folder, 'library.sqlite');
    writeFileSync(snapshotFile, entries[2]?.bytes ?? Buffer.alloc(0));
    if (options.editSnapshot) {
      const sqlite = new Database(snapshotFile);
      try {
        options.editSnapshot(sqlite);
      } finally {
        sqlite.close();
      }
    }
    if (options.snapshotBytes) writeFileSync(snapshotFile, options.snapshotBytes(readFileSync(snapshotFile)));
    const snapshot = readFileSync(snapshotFile);
    const original = JSON.parse(entries[0]?.bytes.toString('utf8') ?? '{}') as Record<string, unknown>;
    const manifest = (options.change ?? ((same) => same))({
      ...original,
      snapshot: {
        entry: 'library.sqlite',
        size: snapshot.length,
        sha256: createHash('sha256').update(snapshot).digest('hex'),
      },
    });
    const manifestBytes = Buffer.from(JSON.stringify(manifest));
    const signature = signMinisign(manifestBytes, key.privateKey, key.publicKey.keyId, {
      untrusted: 'forged',
      trusted: 'forged',
    });
    const target = path.join(folder, 'bundle.tar');
    writeBundleFile(
      target,
      [
        { name: 'manifest.json', data: manifestBytes },
        { name: 'manifest.json.minisig', data: Buffer.from(signature) },
        { name: 'library.sqlite', data: { file: snapshotFile, size: snapshot.length } },
      ],
      0,
    );
    return readFileSync(target);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A copy of a bundle with one tar header field overwritten (its checksum fixed unless `keepChecksum`). */
export function editTarHeader(
  bundle: Buffer,
  headerOffset: number,
  field: { offset: number; text: string },
  fixChecksum = true,
): Buffer {
  const copy = Buffer.from(bundle);
  copy.write(field.text, headerOffset + field.offset, 'latin1');
  if (fixChecksum) {
    copy.write('        ', headerOffset + 148, 'latin1');
    let sum = 0;
    for (let index = 0; index < 512; index += 1) sum += copy[headerOffset + index] ?? 0;
    copy.write(`${sum.toString(8).padStart(6, '0')}\0 `, headerOffset + 148, 'latin1');
  }
  return copy;
}
