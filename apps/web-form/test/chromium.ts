/**
 * One way to start Debian's Chromium for the form's browser tests: headless, with the flags that
 * keep it off the (absent) network, in a fresh profile directory that the caller removes.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface ChromiumOptions {
  readonly executablePath: string;
  readonly javaScriptEnabled: boolean;
  readonly viewport?: { width: number; height: number };
  readonly timeout?: number;
}

/** Launches Chromium in a new profile directory; returns the context and that directory. */
export async function launchChromium(
  options: ChromiumOptions,
): Promise<{ context: BrowserContext; profile: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'secapi-chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: options.executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    javaScriptEnabled: options.javaScriptEnabled,
    ...(options.viewport === undefined ? {} : { viewport: options.viewport }),
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    locale: 'en-CA',
  });
  return { context, profile };
}
