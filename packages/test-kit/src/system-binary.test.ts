import { mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MissingSystemBinaryError, ensureSystemBinary, findBinary } from './system-binary.js';

const dir = mkdtempSync(join(tmpdir(), 'secapi-sysbin-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('ensureSystemBinary', () => {
  it('finds a program on PATH without installing anything', async () => {
    const fake = join(dir, 'secapi-fake-server');
    writeFileSync(fake, '#!/bin/sh\nexit 0\n');
    chmodSync(fake, 0o755);
    expect(findBinary('secapi-fake-server', { PATH: dir })).toBe(fake);
    const r = await ensureSystemBinary('secapi-fake-server', 'unused', {
      env: { PATH: dir },
      mayInstall: false,
    });
    expect(r).toEqual({ path: fake, installed: false, reason: '' });
  });

  it('skips with a reason when the program is missing and may not be installed', async () => {
    const lines: string[] = [];
    const r = await ensureSystemBinary('secapi-no-such-server', 'secapi-no-such-package', {
      env: { PATH: dir },
      mayInstall: false,
      log: (l) => lines.push(l),
    });
    expect(r.path).toBeNull();
    expect(r.reason).toContain('apt-get install -y secapi-no-such-package');
    expect(lines.join('\n')).toContain('skipping');
  });

  it('fails instead of skipping when SECAPI_REQUIRE_SYSTEM_SERVERS=1', async () => {
    await expect(
      ensureSystemBinary('secapi-no-such-server', 'secapi-no-such-package', {
        env: { PATH: dir, SECAPI_REQUIRE_SYSTEM_SERVERS: '1' },
        mayInstall: false,
        log: () => undefined,
      }),
    ).rejects.toBeInstanceOf(MissingSystemBinaryError);
  });
});
