/**
 * `npm test`. The checks that only read the code (type checking, lint, format) and the build run at
 * the same time, since each mostly keeps one core busy. Once all have passed, every test file runs on
 * the bundles that build wrote, in one Vitest run (three files at a time, the end-to-end files
 * first). Each check's output is shown when it fails, its time always. Arguments go to that Vitest
 * run: `npm test -- tests/api/auth.test.ts`.
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

const CHECKS: Stage[] = ['typecheck', 'lint', 'format:check', 'build'].map((name) => ({
  name,
  program: 'npm',
  args: ['run', '--silent', name],
}));

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

const started = performance.now();
const checks = await Promise.all(
  CHECKS.map(async (stage) => {
    const result = await run(stage, 'on-failure');
    console.log(summary(result));
    return result;
  }),
);
const failed = checks.filter((result) => result.code !== 0);
for (const result of failed) console.error(`\n--- ${result.name} ---\n${result.output}`);
if (failed.length > 0) process.exit(1);

const tests = await run({ name: 'tests', program: vitest, args: ['run', ...process.argv.slice(2)] }, 'as-is');
const minutes = (performance.now() - started) / 60_000;
console.log(`\n${[...checks, tests].map(summary).join('\n')}\nnpm test took ${minutes.toFixed(1)} min`);
process.exit(tests.code === 0 ? 0 : 1);
