import { runAdminCommand } from './admin-command';

runAdminCommand(process.argv.slice(2), process.env, { invokedAs: 'npm run admin --' }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
