/**
 * `npm run lint` after the folder graph: ESLint and TypeScript's type errors from one TypeScript
 * program. The type-aware rules need the whole program checked, and so does `tsc --noEmit`; run
 * apart, each built and checked it on its own (about 40 s of CPU twice on a 2-core machine), while
 * the type errors of a program ESLint has already walked cost under 2 s more. The rules and the
 * compiler options are those of eslint.config.js and tsconfig.json; only where the program comes
 * from changes. Arguments are files or folders to lint (default: all); types are checked whole.
 */
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = process.cwd();

function loadProgram(): ts.Program {
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', { noEmit: true }, host);
  if (config === undefined) throw new Error('tsconfig.json could not be read');
  return ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    configFileParsingDiagnostics: config.errors,
  });
}

const program = loadProgram();
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false, programs: [program] } },
    },
  ],
});
const lintResults = await eslint.lintFiles(process.argv.length > 2 ? process.argv.slice(2) : ['.']);
const lintReport = await (await eslint.loadFormatter('stylish')).format(lintResults);
if (lintReport !== '') console.log(lintReport);

const typeErrors = ts.getPreEmitDiagnostics(program);
if (typeErrors.length > 0) {
  const formatHost: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => root,
    getNewLine: () => ts.sys.newLine,
  };
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  console.log(format(typeErrors, formatHost));
  console.log(`${typeErrors.length} type error(s)`);
}

const lintErrors = lintResults.reduce((count, result) => count + result.errorCount, 0);
if (lintErrors > 0 || typeErrors.length > 0) process.exitCode = 1;
