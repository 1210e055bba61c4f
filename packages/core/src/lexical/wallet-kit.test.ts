import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';
import { skeletonOf, walletKitName } from './wallet-kit.js';

// Our own examples (round 17): wallet kits' names and ordinary names with the same words or letters;
// none is from a data set.
const kitOf = (host: string): string | null => {
  const labels = host.split('.').slice(0, -2);
  // Every example is read as a hosting platform's customer name (`<name>.github.io`) unless it ends in `.example.com`.
  const account = host.endsWith('.example.com') ? null : (labels[labels.length - 1] ?? null);
  const found = walletKitName(labels, account);
  return found === null ? null : `${found.brand.name}:${found.piece}`;
};

describe('walletKitName', () => {
  it('reads a short wallet name misspelt by one letter beside a kit word', () => {
    expect(kitOf('help-trezr-guide.github.io')).toBe('Trezor:trezr');
    expect(kitOf('en-exoudus-setup.github.io')).toBe('Exodus:exoudus');
    expect(kitOf('krakn-login-portal.gitbook.io')).toBe('Kraken:krakn');
  });

  it('reads digits written for letters and two edits in a long name', () => {
    expect(kitOf('start-tr3zor-web.github.io')).toBe('Trezor:tr3zor');
    expect(kitOf('trustwalett-app.github.io')).toBe('Trust Wallet:trustwalett');
    expect(kitOf('metamsak-extension.gitbook.io')).toBe('MetaMask:metamsak');
  });

  it("reads a name by its consonants when the vowels are garbled (trezor's trzr)", () => {
    expect(kitOf('welcome-trzorr-app.github.io')).toBe('Trezor:trzorr');
    expect(kitOf('docs-treazur.gitbook.io')).toBe('Trezor:treazur');
    expect(skeletonOf('trezor')).toBe('trzr');
    expect(skeletonOf('trazzoor')).toBe('trzr');
  });

  it('reads a name by its skeleton only in a hosting platform customer name', () => {
    expect(kitOf('trzorr-docs.example.com')).toBeNull();
    expect(kitOf('mutemask-app.example.com')).toBeNull();
    expect(kitOf('mutemask-app.gitbook.io')).toBe('MetaMask:mutemask');
  });

  it('reads a kit word glued to the misspelt name', () => {
    expect(kitOf('trezrstart.example.com')).toBe('Trezor:trezrstart');
    expect(kitOf('iometamsk.github.io')).toBe('MetaMask:iometamsk');
  });

  it("reads only the wallet's own product words beside a name of one's own (review of round 17)", () => {
    // Ordinary words near a wallet's name beside generic words: French trésor and léger, German
    // leder, a polling firm's app.
    for (const host of [
      'tresor-app.example.com',
      'leger-app.example.com',
      'leder-de.example.com',
      'tresor-public-help.example.com',
    ])
      expect(kitOf(host)).toBeNull();
    expect(kitOf('ledgr-live.example.com')).toBe('Ledger:ledgr');
    expect(kitOf('trezr-suite.example.com')).toBe('Trezor:trezr');
    // The same generic words on a hosting platform's customer name still count.
    expect(kitOf('tresor-app.github.io')).toBe('Trezor:tresor');
  });

  it('needs a kit word beside the name', () => {
    expect(kitOf('trezr-family.github.io')).toBeNull();
    expect(kitOf('krakn.example.com')).toBeNull();
  });

  it('leaves exact names, ordinary near-words and unrelated words alone', () => {
    for (const host of [
      'trezor-start.example.com',
      'trevor-docs.github.io',
      'tremor-app.github.io',
      'finance-help.github.io',
      'lodger-home.example.com',
      'radium-docs.github.io',
      'opensearch-docs.github.io',
      'budget-app.example.com',
      'metamade-portal.example.com',
    ])
      expect(kitOf(host)).toBeNull();
  });
});

describe('wallet kit names through inspectUrl', () => {
  it('makes the kit name a misspelt brand, above likely safe', () => {
    const result = inspectUrl('https://learn-trezr-docs.github.io/');
    expect(result.findings.map((f) => f.titleKey)).toContain('finding.url-brand-misspelt.title');
    expect(result.score.verdict).not.toBe('likely-safe');
  });

  it("leaves a person's docs on a free host as they were", () => {
    const result = inspectUrl('https://trevor-docs.github.io/');
    expect(result.findings.map((f) => f.titleKey)).not.toContain('finding.url-brand-misspelt.title');
  });
});
