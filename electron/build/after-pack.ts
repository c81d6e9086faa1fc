import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listPackage, statFile } from '@electron/asar';
import type { AfterPackContext } from 'electron-builder';
import { addonModuleVersion } from './native-abi';
import { layoutProblems, NATIVE_ADDON, type PackagedListing } from './packaged-layout';

function toPosix(file: string): string {
  return file.split(path.sep).join('/').replace(/^\/+/, '');
}

function filesUnder(root: string, dir = root): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(root, full) : [toPosix(path.relative(root, full))];
  });
}

/** The files of a packaged app's resources folder: inside app.asar, unpacked beside it, and plain resources. */
export function readPackagedListing(resourcesDir: string): PackagedListing {
  const asarPath = path.join(resourcesDir, 'app.asar');
  const unpackedDir = path.join(resourcesDir, 'app.asar.unpacked');
  const unpacked = filesUnder(unpackedDir);
  const unpackedSet = new Set(unpacked);
  const asar = existsSync(asarPath)
    ? listPackage(asarPath, { isPack: false })
        .filter((entry) => !('files' in statFile(asarPath, entry.replace(/^[/\\]+/, ''))))
        .map(toPosix)
        // The asar lists unpacked files too; they count where they really are.
        .filter((file) => !unpackedSet.has(file))
    : [];
  const resources = filesUnder(resourcesDir).filter(
    (file) => !file.startsWith('app.asar.unpacked/') && file !== 'app.asar',
  );
  return { asar, unpacked, resources };
}

/** The ABI (NODE_MODULE_VERSION) of the Electron in the project's node_modules, if it is the packaged one. */
export function electronAbi(projectDir: string, electronVersion: string): number {
  const electronDir = path.join(projectDir, 'node_modules', 'electron');
  const { version } = JSON.parse(readFileSync(path.join(electronDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  if (version !== electronVersion)
    throw new Error(
      `The app is packaged with Electron ${electronVersion}, but node_modules holds Electron ${version}; run npm install.`,
    );
  return Number(readFileSync(path.join(electronDir, 'abi_version'), 'utf8').trim());
}

/** Why the unpacked native addon would not load in the packaged Electron, or undefined when it would. */
export function addonAbiProblem(resourcesDir: string, expectedAbi: number): string | undefined {
  const addon = path.join(resourcesDir, 'app.asar.unpacked', NATIVE_ADDON);
  if (!existsSync(addon)) return undefined;
  const built = addonModuleVersion(readFileSync(addon));
  if (built === expectedAbi) return undefined;
  return `${NATIVE_ADDON} is built for NODE_MODULE_VERSION ${built ?? 'unknown'}, but the packaged Electron needs ${expectedAbi}: it was not rebuilt for Electron.`;
}

/**
 * electron-builder's afterPack hook: refuses a package that would fail at run time, before an
 * installer is made of it.
 */
export function checkPackagedApp(context: AfterPackContext): void {
  const resourcesDir = context.packager.getResourcesDir(context.appOutDir);
  const problems = layoutProblems(readPackagedListing(resourcesDir));
  const abi = electronAbi(context.packager.projectDir, context.packager.info.framework.version);
  const abiProblem = addonAbiProblem(resourcesDir, abi);
  if (abiProblem) problems.push(abiProblem);
  if (problems.length > 0)
    throw new Error(
      `The packaged app in ${context.appOutDir} would not run:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
}
