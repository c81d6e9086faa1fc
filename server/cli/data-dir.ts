import path from 'node:path';
import { resolveSettings } from '../../common/settings/resolve-settings';

/**
 * The data folder of a maintenance command (`npm run admin`, `npm run library`), by the same rule
 * as `npm start`: --data-dir, else DATA_DIR, else the default; the command reads its other flags
 * itself. A flag or variable that is unusable gives the reason instead.
 */
export function dataDirOf(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): { dataDir: string } | { problem: string } {
  const { values, problems } = resolveSettings(['dataDir'], { args, env }, { unknownFlags: 'pass' });
  const [problem] = problems;
  return problem ? { problem: problem.message } : { dataDir: path.resolve(values.dataDir) };
}
