import path from 'node:path';
import { describeMainProcess } from '../electron-standin/describe-main-process';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describeMainProcess('repository layout', () => ({ appPath: repoRoot }));
