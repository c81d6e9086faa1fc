import { describe, expect, it } from 'vitest';
import { runDist, type DistSteps } from '../../../../electron/build/dist-run';
import { packageRequestFromArgs } from '../../../../electron/build/package-app';

function recordingSteps(packaging: () => Promise<unknown>): { steps: DistSteps; done: string[] } {
  const done: string[] = [];
  return {
    done,
    steps: {
      installElectron: () => void done.push('install'),
      buildBundles: () => void done.push('build'),
      packageApp: () => {
        done.push('package');
        return packaging();
      },
      restoreNodeAddon: () => void done.push('restore'),
    },
  };
}

describe('runDist', () => {
  it('restores Node’s better-sqlite3 after a successful package', async () => {
    const { steps, done } = recordingSteps(() => Promise.resolve(['release/app.deb']));
    await runDist(steps);
    expect(done).toEqual(['install', 'build', 'package', 'restore']);
  });

  it('restores it when packaging fails, and still reports the failure', async () => {
    const { steps, done } = recordingSteps(() =>
      Promise.reject(new Error('Please specify project homepage')),
    );
    await expect(runDist(steps)).rejects.toThrow('Please specify project homepage');
    expect(done).toEqual(['install', 'build', 'package', 'restore']);
  });

  it('touches nothing when the bundles do not build', async () => {
    const { steps, done } = recordingSteps(() => Promise.resolve([]));
    steps.buildBundles = () => {
      throw new Error('vite failed');
    };
    await expect(runDist(steps)).rejects.toThrow('vite failed');
    expect(done).toEqual(['install']);
  });
});

describe('packageRequestFromArgs', () => {
  it('reads the platforms and --dir', () => {
    expect(packageRequestFromArgs(['--linux', '--dir'], '/p')).toEqual({
      projectDir: '/p',
      platforms: ['linux'],
      dirOnly: true,
    });
    expect(packageRequestFromArgs([], '/p').platforms).toEqual([]);
  });

  it('refuses an option it does not know', () => {
    expect(() => packageRequestFromArgs(['--linx'], '/p')).toThrow(/--linx/);
  });
});
