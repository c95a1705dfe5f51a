// @ts-check
/**
 * `npm test`'s type check and lint in one process (D133): the same checks as `tsc -b tsconfig.json
 * tsconfig.scripts.json` and `eslint .`, with one TypeScript program for both. ESLint's typed rules
 * built a program over every file that tsc had just built and checked; here the program
 * tsconfig.eslint.json describes is checked once and handed to ESLint (typescript-eslint's
 * `programs`), whose rules then read types the checker already has. src/shared is still checked
 * under its own no-IO settings, and scripts/ under theirs.
 *
 * Prints tsc's and ESLint's own reports; exits 1 when either found an error. `npm run typecheck`
 * and `npm run lint` stay the plain tools, for a person at work on a change.
 */
import path from 'node:path';
import ts from 'typescript';
import { ESLint } from 'eslint';
import { ROOT } from './dist-state.mjs';

/** The projects tsc checks, each under its own settings; the first is the one ESLint reads. */
const PROJECTS = ['tsconfig.eslint.json', 'src/shared/tsconfig.json', 'tsconfig.scripts.json'];

/**
 * A program of the project at `configFile`, for checking only: nothing is written.
 * @param {string} configFile
 */
function programOf(configFile) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, configFile),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`${configFile}: not a TypeScript project`);
  const options = { ...config.options, noEmit: true, composite: false, incremental: false, emitDeclarationOnly: false };
  return { program: ts.createProgram({ rootNames: config.fileNames, options }), configErrors: config.errors };
}

/** @type {ts.FormatDiagnosticsHost} */
const host = { getCanonicalFileName: (file) => file, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' };

let failed = false;
/** @type {ts.Program | undefined} */
let linted;
for (const project of PROJECTS) {
  const { program, configErrors } = programOf(project);
  linted ??= program;
  const diagnostics = [...configErrors, ...ts.getPreEmitDiagnostics(program)];
  if (diagnostics.length > 0) {
    failed = true;
    process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  }
}

const eslint = new ESLint({ cwd: ROOT, overrideConfig: { languageOptions: { parserOptions: { programs: [linted], project: false } } } });
const results = await eslint.lintFiles(['.']);
const report = await (await eslint.loadFormatter('stylish')).format(results);
if (report) process.stdout.write(report);
if (results.some((result) => result.errorCount > 0)) failed = true;

process.exit(failed ? 1 : 0);
