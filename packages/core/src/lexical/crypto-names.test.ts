import { describe, expect, it } from 'vitest';
import { cryptoLureTokens } from './crypto-names.js';
import { inspectUrl } from './inspect.js';

// Our own examples (round 14): crypto-scam names of the shapes the whole-token reading missed, and
// ordinary names that hold the same letters; none is from a data set.
const tokensOf = (host: string): string[] => {
  const labels = host.split('.').slice(0, -1);
  return cryptoLureTokens(labels, labels[labels.length - 1] ?? '');
};

describe('cryptoLureTokens', () => {
  it('reads whole lure tokens as before', () => {
    expect(tokensOf('claim-arb-rewards.com')).toEqual(['claim']);
    expect(tokensOf('dapp-sync.net')).toEqual(['dapp', 'sync']);
    expect(tokensOf('web3-portal.org')).toEqual(['web3']);
  });

  it('reads a lure token with a number attached', () => {
    expect(tokensOf('airdrop3-claim.com')).toEqual(['airdrop3', 'claim']);
    expect(tokensOf('stake2-eth.com')).toEqual(['stake2']);
    expect(tokensOf('2bridge-base.net')).toEqual(['2bridge']);
  });

  it('reads airdrop glued to other letters', () => {
    expect(tokensOf('getairdropnow.org')).toEqual(['getairdropnow']);
    expect(tokensOf('zk-airdrops2026.net')).toEqual(['airdrops2026']);
  });

  it("reads Ledger's name glued to an app or help word", () => {
    expect(tokensOf('ledgersync-app.com')).toEqual(['ledgersync']);
    expect(tokensOf('ledger-live.com')).toEqual(['ledger-live']);
    expect(tokensOf('supportledger.net')).toEqual(['supportledger']);
  });

  it('leaves ordinary names that hold the letters', () => {
    for (const host of [
      'stakeholder-forum.org',
      'bridgewater-dental.ca',
      'syncthing.net',
      'dapper-tailors.com',
      'midnightledger.com',
      'ledger-accounting.ca',
      'covid19-tracker.org',
      'route66-diner.com',
      'web32-studio.com',
    ])
      expect(tokensOf(host)).toEqual([]);
  });

  it('makes the link a deceptive crypto lure through inspectUrl', () => {
    const codes = inspectUrl('https://stake2-eth.com/').findings.map((f) => f.titleKey);
    expect(codes).toContain('finding.url-crypto-lure.title');
    expect(inspectUrl('https://stake2-eth.com/').score.verdict).not.toBe('likely-safe');
    expect(inspectUrl('https://bridgewater-dental.ca/').findings.map((f) => f.titleKey)).not.toContain(
      'finding.url-crypto-lure.title',
    );
  });
});
