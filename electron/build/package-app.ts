import { build, type CliOptions, type Configuration } from 'electron-builder';
import { checkPackagedApp } from './after-pack';

export type PlatformFlag = 'linux' | 'win' | 'mac';

export interface PackageRequest {
  projectDir: string;
  platforms: readonly PlatformFlag[];
  /** Only the unpacked app folder, no installer (electron-builder's --dir). */
  dirOnly: boolean;
  /** Merged over electron-builder.yml, e.g. a stand-in electronDist in tests. */
  config?: Configuration;
}

/** The platforms and --dir named on a command line such as `npm run dist -- --linux --dir`. */
export function packageRequestFromArgs(args: readonly string[], projectDir: string): PackageRequest {
  const unknown = args.filter((arg) => !['--linux', '--win', '--mac', '--dir'].includes(arg));
  if (unknown.length > 0)
    throw new Error(`Unknown option ${unknown.join(', ')}; use --linux, --win, --mac and --dir.`);
  const platforms = (['linux', 'win', 'mac'] as const).filter((flag) => args.includes(`--${flag}`));
  return { projectDir, platforms, dirOnly: args.includes('--dir') };
}

/** Runs electron-builder with electron-builder.yml and the afterPack check that refuses a broken package. */
export async function packageApp(request: PackageRequest): Promise<string[]> {
  const options: CliOptions = {
    projectDir: request.projectDir,
    publish: 'never',
    config: { ...request.config, afterPack: checkPackagedApp },
  };
  // An empty list takes the targets of electron-builder.yml; no platform at all means this machine's.
  for (const platform of request.platforms) options[platform] = request.dirOnly ? ['dir'] : [];
  if (request.dirOnly && request.platforms.length === 0) options.dir = true;
  return build(options);
}
