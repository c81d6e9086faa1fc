/**
 * `npm test`. The checks that only read the code (lint with type checking, which share one
 * TypeScript program in scripts/lint.ts; unused files and exports with knip; format) and the build
 * start at the same time; the tests start as soon as the build has
 * passed, since only they need its bundles, and run beside the remaining checks (one Vitest run, three files at a time, the end-to-end files
 * first). The checks keep a core busy while most tests wait on servers and browsers, so running both
 * at once saves most of the checks' time. Each check's output is shown when it fails, its time
 * always. Arguments go to that Vitest run: `npm test -- tests/api/auth.test.ts`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

interface Stage {
  name: string;
  program: string;
  args: string[];
}

interface StageResult {
  name: string;
  code: number | null;
  seconds: number;
  output: string;
}

const vitest = path.resolve(import.meta.dirname, '../node_modules/.bin/vitest');

// `npm run lint` also reports the type errors (`npm run typecheck` on its own checks only those).
const CHECKS: Stage[] = [
  { name: 'lint+types', script: 'lint' },
  { name: 'knip', script: 'knip' },
  { name: 'format:check', script: 'format:check' },
].map(({ name, script }) => ({ name, program: 'npm', args: ['run', '--silent', script] }));
const BUILD: Stage = { name: 'build', program: 'npm', args: ['run', '--silent', 'build'] };

/** Runs a stage, keeping its output to show on failure, or letting it write to this terminal. */
function run(stage: Stage, show: 'on-failure' | 'as-is'): Promise<StageResult> {
  const started = performance.now();
  const child = spawn(stage.program, stage.args, {
    stdio: show === 'as-is' ? 'inherit' : 'pipe',
    // Piped, the stages would drop their colours; keep them for a terminal, leave them out of a log.
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }) },
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('close', (code) =>
      resolve({ name: stage.name, code, seconds: (performance.now() - started) / 1000, output }),
    );
  });
}

function summary(result: StageResult): string {
  const outcome = result.code === 0 ? 'passed' : 'FAILED';
  return `${outcome}  ${result.name.padEnd(12)} ${result.seconds.toFixed(1)} s`;
}

async function check(stage: Stage): Promise<StageResult> {
  const result = await run(stage, 'on-failure');
  console.log(summary(result));
  if (result.code !== 0) console.error(`\n--- ${result.name} ---\n${result.output}`);
  return result;
}

const started = performance.now();
const checks = Promise.all(CHECKS.map(check));
const build = await check(BUILD);
const tests: StageResult =
  build.code === 0
    ? await run({ name: 'tests', program: vitest, args: ['run', ...process.argv.slice(2)] }, 'as-is')
    : { name: 'tests', code: null, seconds: 0, output: 'not run: the build failed' };
const results = [...(await checks), build, tests];
const minutes = (performance.now() - started) / 60_000;
console.log(`\n${results.map(summary).join('\n')}\nnpm test took ${minutes.toFixed(1)} min`);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
