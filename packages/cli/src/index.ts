/**
 * @module @secapi/cli
 * The `secapi` command as a library: `run(io)` runs a command line with the streams and environment
 * given and resolves with the exit code. Commands come from core's `ANALYSES`.
 */
export { run, cliVersion } from './run.js';
export type { Io } from './run.js';
export { EXIT, batchExitCode, exitCodeOf, gradeBelow, verdictReaches } from './exit-code.js';
export type { ExitCode, Thresholds } from './exit-code.js';
export { commandName, isLineInput, loadAllCommands, loadCommand } from './registry.js';
export { colorEnabled, langFromEnv, langOfLocale } from './env.js';
