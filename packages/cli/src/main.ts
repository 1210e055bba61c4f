/** Entry of the `secapi` command (bin/secapi.js): runs it on the process's streams. */
import { run } from './run.js';

run({
  argv: process.argv.slice(2),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `secapi: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 3;
  },
);
