import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { followSettingsSchema, publishRequestSchema } from '../../common/api/library-bundles';
import { DEFAULT_DATA_DIR } from '../config/config-defaults';
import { closeDatabase, libraryDatabaseFile, openDatabase, type Db } from '../db/client';
import { latestLibraryVersion } from '../db/library-versions';
import { HttpError } from '../errors';
import { applyBundle } from '../library-bundles/apply-bundle';
import { bundlePaths } from '../library-bundles/bundle-paths';
import { promoteToStable, stableHistory } from '../library-bundles/channels';
import { exportFolder } from '../library-bundles/export-folder';
import { hubKeyStatus } from '../library-bundles/hub-key-status';
import { KeptBundles } from '../library-bundles/kept-bundles';
import { keyMovedByBundle, rotateSigningKey } from '../library-bundles/key-rotation';
import { rollbackStable, rollbackTarget } from '../library-bundles/rollback';
import {
  movedToKey,
  readFollowSettings,
  readFollowState,
  writeFollowSettings,
} from '../library-bundles/follow-settings';
import { keyIdText, parsePublicKey, publicKeyFile } from '../library-bundles/minisign';
import { publishBundle } from '../library-bundles/publish-bundle';
import { ownKeyRefusal, readSigningKey } from '../library-bundles/signing-key';
import { CommandExit, exitCodeOf, type CommandInvocation } from './command-exit';
import { dataDirOf } from './data-dir';
import { NO_JOB_HOOKS } from '../workers/job-hooks';

const usage = ({ invokedAs }: CommandInvocation) => `Usage: ${invokedAs} <command> [--data-dir <folder>]

  publish [--note <text>]          make the next signed library version (hub)
  export --out <folder> [--since <version>]
                                   write the served version as a static library folder (any web
                                   server, bucket, share or stick); --since leaves out the files
                                   that version had
  export --out <file>.tar          copy the served version's bundle, e.g. for a USB watch folder
  promote [--version <N>]          put version N (default: the newest) on the stable channel (hub)
  rollback                         roll the stable channel back: a new, higher version with the
                                   content of the stable version before the current one (hub)
  rotate-key                       move the hub to a new signing key, announced with the old one
                                   (kiosks take the new key from the next version on)
  import <bundle file>             verify and apply a bundle (kiosk; needs the hub key, see follow)
  follow --key <public key> [--hub <url or folder>] [--channel pilot|stable]
         [--relay <url or folder> | --find-relay] [--serve-others]
                                   make this install a follower of a hub or a library folder;
                                   --relay: a kiosk of this shop asked before the hub;
                                   --find-relay: look for that kiosk on the LAN (mDNS);
                                   --serve-others: serve what this kiosk applies to other kiosks
  status                           show the served version, keys and the last check

The data directory is --data-dir, else DATA_DIR, else ./${DEFAULT_DATA_DIR}.
A running server picks up an imported version at once; restart it after "follow".`;

/** The served version's bundle as one file (`library-vN.tar`), for a kiosk's USB watch folder. */
function exportBundleFile(db: Db, dataDir: string, target: string): void {
  const served =
    latestLibraryVersion(db) ?? fail('Nothing to export: no version was published or applied here', 1);
  const source = bundlePaths(dataDir).bundle(served.version);
  if (!existsSync(source)) fail(`The bundle of version ${served.version} is no longer here`, 1);
  copyFileSync(source, target);
  console.log(`Exported library version ${served.version} to ${target}`);
}

/** A web address as given; a folder path made absolute, as the follower reads it from any directory. */
const hubAddress = (hub: string | undefined): string =>
  !hub || /^[a-z]+:\/\//i.test(hub) ? (hub ?? '') : path.resolve(hub);

function fail(message: string, code: number): never {
  throw new CommandExit(message, code);
}

/**
 * `npm run library -- <args>`, or the installed app's `--library <args>`: answers the exit code, 0
 * when done, 1 when refused, 2 for a wrong command line.
 */
export function runLibraryCommand(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  invocation: CommandInvocation,
): number {
  try {
    libraryCommand(args, env, invocation);
    return 0;
  } catch (error) {
    return exitCodeOf(error);
  }
}

function libraryCommand(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  invocation: CommandInvocation,
): void {
  const USAGE = usage(invocation);
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        'data-dir': { type: 'string' },
        note: { type: 'string' },
        out: { type: 'string' },
        key: { type: 'string' },
        hub: { type: 'string' },
        since: { type: 'string' },
        version: { type: 'string' },
        channel: { type: 'string' },
        relay: { type: 'string' },
        'serve-others': { type: 'boolean' },
        'find-relay': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`, 2);
  }
  const [command, file] = parsed.positionals;
  if (parsed.values.help || !command) fail(USAGE, parsed.values.help ? 0 : 2);
  const chosen = dataDirOf(args, env);
  if ('problem' in chosen) fail(`${chosen.problem}\n\n${USAGE}`, 2);
  const { dataDir } = chosen;
  mkdirSync(dataDir, { recursive: true });

  if (command === 'follow') {
    const request = followSettingsSchema.safeParse({
      hubUrl: hubAddress(parsed.values.hub),
      publicKey: parsed.values.key ?? fail('follow needs --key <the hub public key>', 2),
      channel: parsed.values.channel,
      relay: hubAddress(parsed.values.relay),
      findRelay: parsed.values['find-relay'] ?? false,
      serveOthers: parsed.values['serve-others'] ?? false,
    });
    if (!request.success) fail(request.error.issues.map((issue) => issue.message).join('\n'), 2);
    const { publicKey, hubUrl, channel, relay, findRelay, serveOthers } = request.data;
    // A key that does not parse stops the command here, before anything is written.
    const hubKey = parsePublicKey(publicKey);
    const refusal = ownKeyRefusal(dataDir, publicKey);
    if (refusal) fail(refusal.message, 1);
    writeFollowSettings(dataDir, { hubUrl, publicKey, channel, relay, findRelay, serveOthers });
    console.log(
      `Following ${hubUrl ?? 'bundle files'} (${channel} channel) with hub key ${keyIdText(hubKey.keyId)}`,
    );
    if (relay) console.log(`Asking the relay ${relay} first, the hub when the relay cannot help`);
    else if (findRelay)
      console.log('Asking a relay found on the LAN (mDNS) first, the hub when none can help');
    if (serveOthers) console.log('Serving what this kiosk applies to other kiosks (a relay for its shop)');
    // The server reads these settings at its start; the admin page's Save takes effect at once.
    console.log(
      'A server or app already running on this data folder follows from its next start: restart it, or save the same settings under Library Updates instead.',
    );
    return;
  }

  const db = openDatabase(libraryDatabaseFile(dataDir));
  try {
    switch (command) {
      case 'publish': {
        if (readFollowSettings(dataDir)) fail('This install follows a hub: publish on the hub instead', 1);
        const started = Date.now();
        const request = publishRequestSchema.safeParse({ note: parsed.values.note ?? '' });
        if (!request.success) fail(request.error.issues.map((issue) => issue.message).join('\n'), 2);
        const { manifest, file: bundle, size } = publishBundle(db, dataDir, request.data.note);
        console.log(
          `Published library version ${manifest.version} (${size} bytes) in ${Date.now() - started} ms: ${bundle}`,
        );
        const key = readSigningKey(dataDir);
        if (key) console.log(`Hub public key (for the kiosks):\n${publicKeyFile(key.publicKey)}`);
        return;
      }
      case 'export': {
        const out = path.resolve(parsed.values.out ?? '.');
        if (out.endsWith('.tar')) {
          if (parsed.values.since !== undefined) fail('--since is for a folder, not a .tar file', 2);
          exportBundleFile(db, dataDir, out);
          return;
        }
        const since = parsed.values.since === undefined ? undefined : Number(parsed.values.since);
        if (since !== undefined && !(Number.isInteger(since) && since >= 0))
          fail('--since needs a version number (0, 1, 2, …)', 2);
        const exported = exportFolder(db, dataDir, out, since);
        console.log(
          `Exported library version ${exported.version} to the folder ${out}: ${exported.written.length} new files (${exported.bytes} bytes), ${exported.skipped} already there or published before, and the signed manifest`,
        );
        return;
      }
      case 'promote': {
        if (readFollowSettings(dataDir)) fail('This install follows a hub: promote on the hub instead', 1);
        const version = Number(parsed.values.version ?? latestLibraryVersion(db)?.version ?? 0);
        if (!Number.isInteger(version) || version < 1)
          fail('promote needs a published version (--version N)', 2);
        const key = readSigningKey(dataDir) ?? fail('Nothing is published yet', 1);
        const paths = bundlePaths(dataDir);
        promoteToStable(paths.root, key, new KeptBundles(db, paths).manifestOf(version), version);
        console.log(`Version ${version} is now on the stable channel`);
        return;
      }
      case 'rollback': {
        if (readFollowSettings(dataDir)) fail('This install follows a hub: roll back on the hub instead', 1);
        const to = rollbackTarget(dataDir);
        const { manifest } = rollbackStable(db, dataDir, to);
        console.log(
          `Rolled the stable channel back: version ${manifest.version} has the content of version ${to}`,
        );
        return;
      }
      case 'rotate-key': {
        if (readFollowSettings(dataDir)) fail('This install follows a hub: it has no key to rotate', 1);
        if (!readSigningKey(dataDir)) fail('Nothing is published yet: the first publish creates the key', 1);
        const { oldKey, newKey } = rotateSigningKey(dataDir);
        console.log(
          `Moved from key ${keyIdText(oldKey.publicKey.keyId)} to ${keyIdText(newKey.publicKey.keyId)}; the next publish is signed with the new key and the kiosks that trust the old one take it.\nNew hub public key (for new kiosks):\n${publicKeyFile(newKey.publicKey)}`,
        );
        return;
      }
      case 'import': {
        if (!file) fail('import needs the path of a bundle file', 2);
        const following =
          readFollowSettings(dataDir) ??
          fail(`Set the hub key first: ${invocation.invokedAs} follow --key <key>`, 1);
        const movedTo = keyMovedByBundle(path.resolve(file), parsePublicKey(following.publicKey));
        const settings = movedTo ? movedToKey(following, movedTo) : following;
        if (movedTo) {
          writeFollowSettings(dataDir, settings);
          console.log(
            `The hub moved to key ${keyIdText(parsePublicKey(movedTo).keyId)}, announced in the file with the key this install trusted: it trusts the new key from now on`,
          );
        }
        const started = Date.now();
        const { manifest } = applyBundle(
          db,
          dataDir,
          path.resolve(file),
          parsePublicKey(settings.publicKey),
          'copy',
          NO_JOB_HOOKS,
          settings.previousPublicKey === undefined ? undefined : parsePublicKey(settings.previousPublicKey),
        );
        console.log(`Applied library version ${manifest.version} in ${Date.now() - started} ms`);
        return;
      }
      case 'status': {
        const served = latestLibraryVersion(db);
        const settings = readFollowSettings(dataDir);
        const key = readSigningKey(dataDir);
        const paths = bundlePaths(dataDir);
        console.log(`Role: ${settings ? 'follower' : 'hub'}`);
        console.log(
          `Served version: ${served ? `${served.version} (${served.origin}, ${served.created})` : 'none'}`,
        );
        if (!settings && served)
          console.log(
            `Channels: pilot ${served.version}, stable ${stableHistory(paths.root).at(-1) ?? 'none'}`,
          );
        if (key)
          console.log(`Signing key ${keyIdText(key.publicKey.keyId)}:\n${publicKeyFile(key.publicKey)}`);
        const rotation = settings
          ? null
          : hubKeyStatus(dataDir, paths.root, new KeptBundles(db, paths))?.rotation;
        if (rotation)
          console.log(
            `Key change: it replaced key ${rotation.previousKeyId} on ${rotation.since}; channels still offering a version signed with the previous key: ${rotation.channelsOnPreviousKey.join(', ') || 'none'}`,
          );
        if (settings) {
          const state = readFollowState(dataDir);
          console.log(
            `Hub: ${settings.hubUrl ?? '(bundle files only)'}, key ${keyIdText(parsePublicKey(settings.publicKey).keyId)}`,
          );
          console.log(
            `Relay: ${settings.relay ?? (settings.findRelay ? 'found on the LAN (mDNS)' : 'none')}; serves other kiosks: ${settings.serveOthers ? 'yes' : 'no'}`,
          );
          // A kiosk fed by hand checks nothing; a watch folder's files count as checks.
          if (settings.hubUrl || state.lastCheck)
            console.log(
              `Last check: ${state.lastCheck ?? 'never'}; last error: ${state.lastError ?? 'none'}`,
            );
        }
        return;
      }
      default:
        fail(`Unknown command: ${command}\n\n${USAGE}`, 2);
    }
  } catch (error) {
    if (error instanceof HttpError) fail(error.message, 1);
    throw error;
  } finally {
    closeDatabase(db);
  }
}
