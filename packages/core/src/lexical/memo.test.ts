import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearHostMemo, inspectUrl } from './inspect.js';

/**
 * The host memo of `inspect.ts` (and the model's host features) must be invisible: every URL of the
 * test data, and variants of it that share its host but not its scheme, port or path, inspected
 * with a warm memo give exactly what a cold memo gives.
 */
const DATA = join(import.meta.dirname, '../../test-data');

function urlsOfTestData(): string[] {
  const out: string[] = [];
  for (const dir of [DATA, join(DATA, 'url-blind')]) {
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.tsv')) continue;
      for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
        const url = line.split('\t')[1]?.trim();
        if (url !== undefined && url !== '') out.push(url);
      }
    }
  }
  return out;
}

/** Hosts that raise the host checks' findings (brands, look-alikes, IDN, platforms). */
const HOSTILE = [
  'paypal.com.secure-login.example.top/verify?account=1',
  'https://xn--pypal-4ve.com/',
  'https://xn--80ak6aa92e.com/',
  'http://192.168.0.1:8080/admin',
  'https://rbc-royalbank-secure.com/login',
  'https://paypa1.com/signin',
  'https://netflix-billing.pages.dev/update',
  'https://metamask-wallet.webflow.io/',
  'https://bit.ly/3xYz',
  'https://docs.google.com/forms/d/e/1FAIpQLSf/viewform',
  'https://roblox.com.ge/users/1',
  'https://kkinstagram.com/',
  'https://login.microsoftonline.com.auth-verify.xyz/common/oauth2',
  'https://secure.interac-etransfer.deposit-funds.info/claim',
  'https://appleid.apple.com-account.support/',
  'https://whatsap-support.com/',
  'https://canadapost.login-update.example2.net/secure',
  'https://my-project.github.io/docs/',
  'https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/index.html',
  'https://abc123.ngrok-free.app/login',
];

function variants(url: string): string[] {
  const bare = url.replace(/^[a-z]+:\/\//i, '');
  const host = bare.split(/[/?#]/)[0] ?? bare;
  return [
    url,
    `http://${bare}`,
    bare,
    `https://${host}/`,
    `http://${host}:8080/login.php?id=1`,
    `${host}/a/b/index.html`,
  ];
}

function outcome(url: string): string {
  try {
    const r = inspectUrl(url);
    return JSON.stringify([r.normalizedUrl, r.registrableDomain, r.findings, r.score]);
  } catch (e) {
    return `throws ${(e as Error).message}`;
  }
}

/**
 * At most this many URLs of the test data (an even stride over them, the same every run): the blind
 * lists grow each round, and the whole set (about 2,000 URLs, 12,000 variants, three passes) took
 * 15 s of a 20 s limit on a loaded machine.
 */
const MAX_DATA_URLS = 800;

function strided(urls: string[], max: number): string[] {
  if (urls.length <= max) return urls;
  const step = urls.length / max;
  return Array.from({ length: max }, (_, i) => urls[Math.floor(i * step)] ?? '');
}

describe('the host memo', () => {
  const inputs = [...strided(urlsOfTestData(), MAX_DATA_URLS), ...HOSTILE].flatMap(variants);

  it('reads enough URLs to mean something', () => {
    expect(inputs.length).toBeGreaterThan(1000);
  });

  it('gives with a warm memo what a cold memo gives', () => {
    const cold = inputs.map((url) => {
      clearHostMemo();
      return outcome(url);
    });
    clearHostMemo();
    // Twice over, in two orders: the second pass replays every host of the first.
    const warm = inputs.map(outcome);
    const reversed = [...inputs].reverse().map(outcome).reverse();
    let differ = 0;
    for (let i = 0; i < inputs.length; i++) if (cold[i] !== warm[i] || cold[i] !== reversed[i]) differ++;
    expect(differ).toBe(0);
    expect(warm).toEqual(cold);
  });
});
