/** Entry of the `secapi` command (bin/secapi.js): runs it on the process's streams. */
import { run } from './run.js';

// The reader of our output went away (`secapi url --file big.txt | head`): stop quietly, as a
// command killed by SIGPIPE does (exit 141), instead of an unhandled EPIPE error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(141);
  throw error;
});

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
