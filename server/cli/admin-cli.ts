import { runAdminCommand } from './admin-command';

// exitCode rather than exit(): what was printed reaches a pipe before the process ends.
runAdminCommand(process.argv.slice(2), process.env, { invokedAs: 'npm run admin --' }).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
