#!/usr/bin/env node
// `pnpm docs:privacy`: rewrites docs/privacy.md from apps/web-form/src/privacy-content.ts (the data of
// the form's /privacy page). The privacy test writes the file when SECAPI_WRITE_DOCS=1, then checks it.
import { spawnSync } from 'node:child_process';

const r = spawnSync(
  'pnpm',
  ['-s', 'exec', 'vitest', 'run', 'apps/web-form/test/privacy.test.ts', '-t', 'docs/privacy.md'],
  {
    stdio: 'inherit',
    env: { ...process.env, SECAPI_WRITE_DOCS: '1' },
  },
);
process.exit(r.status ?? 1);
