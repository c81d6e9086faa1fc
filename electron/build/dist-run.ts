export interface DistSteps {
  /** Downloads the Electron binary (npm install skips it on purpose). */
  installElectron(): void;
  /** Builds the pages and the Electron bundles. */
  buildBundles(): void;
  /** electron-builder; it rebuilds better-sqlite3 in node_modules for Electron's ABI. */
  packageApp(): Promise<unknown>;
  /** Rebuilds better-sqlite3 for this Node again and checks that it loads. */
  restoreNodeAddon(): void;
}

/**
 * `npm run dist` in order. Once electron-builder has started, node_modules may hold an Electron-ABI
 * better-sqlite3, so Node's build is restored whether packaging succeeded or failed; otherwise
 * `npm start` and the tests would break until someone rebuilt it by hand.
 */
export async function runDist(steps: DistSteps): Promise<void> {
  steps.installElectron();
  steps.buildBundles();
  try {
    await steps.packageApp();
  } finally {
    steps.restoreNodeAddon();
  }
}
