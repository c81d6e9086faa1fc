import { runLibraryCommand } from './library-command';

// exitCode rather than exit(): what was printed reaches a pipe before the process ends.
process.exitCode = runLibraryCommand(process.argv.slice(2), process.env, { invokedAs: 'npm run library --' });
