import { readFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

interface Lock {
  packages: Record<string, LockEntry>;
}

/** Where Node finds `name` from the package at `from` (a package-lock path such as node_modules/a). */
function resolveIn(lock: Lock, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/** Every installed package `roots` load, as package-lock paths. */
function closure(lock: Lock, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = roots.map((name) => resolveIn(lock, '', name)).filter((found) => found !== undefined);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const entry = lock.packages[next] ?? {};
    const needed = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
    for (const name of Object.keys(needed)) {
      if (entry.peerDependenciesMeta?.[name]?.optional) continue;
      const found = resolveIn(lock, next, name);
      if (found) pending.push(found);
    }
  }
  return seen;
}

/** `node_modules/a/node_modules/@b/c` → `@b/c`. */
const packageName = (lockPath: string): string => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 13);

/**
 * The packages of `dependencies` that the pages load and vite bundles into the renderer build, and
 * every package only they need: declared where they ship (so `npm audit --omit=dev` sees what a kiosk
 * runs), but a copy in the packaged node_modules would be dead weight, so electron-builder.yml
 * leaves them out. Answers package names (`react`, `@floating-ui/dom`), nested copies included, since
 * electron-builder hoists those to the top of the packaged node_modules; a name the server needs in
 * any version is not among them.
 */
export function pageOnlyPackages(projectDir: string, pagePackages: readonly string[]): string[] {
  const lock = JSON.parse(readFileSync(path.join(projectDir, 'package-lock.json'), 'utf8')) as Lock;
  const manifest = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const serverPackages = Object.keys(manifest.dependencies).filter((name) => !pagePackages.includes(name));
  const serverNames = new Set([...closure(lock, serverPackages)].map(packageName));
  const pageNames = new Set([...closure(lock, pagePackages)].map(packageName));
  return [...pageNames].filter((name) => !serverNames.has(name)).sort();
}
