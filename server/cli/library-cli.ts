import { runLibraryCommand } from './library-command';

process.exit(runLibraryCommand(process.argv.slice(2), process.env, { invokedAs: 'npm run library --' }));
