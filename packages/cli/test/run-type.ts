// The in-process entry of the built CLI (`dist/index.js` exports `run`), as the tests call it.
import type { Readable, Writable } from 'node:stream';

export type Run = (io: {
  argv: readonly string[];
  env: Record<string, string>;
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}) => Promise<number>;
