import { describe, expect, it } from 'vitest';
import { pasted, run, weight } from './test-helpers.js';

const contest = (site: string, footer: string): string =>
  [
    'Our winter giveaway closes Sunday! Enter to win a prize pack, and buy a gift card this week to get a $10 bonus card. Hurry, last chance to enter.',
    `Enter here: https://www.${site}/giveaway`,
    `Rules: https://www.${site}/giveaway/rules`,
    footer,
  ].join('\n\n');

describe('email round 12: a newsletter pasted without its service headers', () => {
  it('does not weigh a pasted contest whose links stay on the sender’s domain, with an unsubscribe line', async () => {
    const r = await run(
      pasted('Birchwood Games <news@birchwoodgames.ca>', 'Last chance: win a $250 gift card'),
      contest(
        'birchwoodgames.ca',
        'Birchwood Games, 12 Main St, Kingston ON. Unsubscribe: https://www.birchwoodgames.ca/unsubscribe?u=81f2',
      ),
    );
    expect(weight(r, 'email-lure-gift-card')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('reads the same in Québec French (« se désabonner »)', async () => {
    const r = await run(
      pasted(
        'Librairie du Fjord <infolettre@librairiedufjord.ca>',
        'Dernière chance : gagnez une carte-cadeau',
      ),
      [
        'Notre concours des fêtes se termine dimanche ! Achetez une carte-cadeau cette semaine et recevez 20 $ en prime. Faites vite !',
        'Participer : https://www.librairiedufjord.ca/concours',
        'Pour vous désabonner : https://www.librairiedufjord.ca/infolettre/desabonnement',
      ].join('\n\n'),
    );
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('keeps the weight without an unsubscribe line', async () => {
    const r = await run(
      pasted('Birchwood Games <news@birchwoodgames.ca>', 'Last chance: win a $250 gift card'),
      contest('birchwoodgames.ca', 'Birchwood Games'),
    );
    expect(weight(r, 'email-lure-gift-card')).toBeGreaterThan(0);
  });

  it('keeps the weight when a link goes to another domain', async () => {
    const r = await run(
      pasted('Birchwood Games <news@birchwoodgames.ca>', 'Last chance: win a $250 gift card'),
      contest(
        'birchwoodgames.ca',
        'Claim: https://giftcard-claims.net/c/81f2 · Unsubscribe: https://www.birchwoodgames.ca/unsubscribe',
      ),
    );
    expect(weight(r, 'email-lure-gift-card')).toBeGreaterThan(0);
  });

  it('keeps the weight from a free mailbox', async () => {
    const r = await run(
      pasted('Birchwood Games <birchwoodgames@gmail.com>', 'Last chance: win a $250 gift card'),
      contest('gmail.com', 'Unsubscribe: https://www.gmail.com/unsubscribe'),
    );
    expect(weight(r, 'email-lure-gift-card')).toBeGreaterThan(0);
  });

  it('keeps an account lure beside the offer words', async () => {
    const r = await run(
      pasted('Birchwood Games <news@birchwoodgames.ca>', 'Your account will be suspended'),
      [
        'Your account has been suspended. Verify your account within 24 hours to keep your $250 gift card.',
        'Verify: https://www.birchwoodgames.ca/verify',
        'Unsubscribe: https://www.birchwoodgames.ca/unsubscribe',
      ].join('\n\n'),
    );
    expect(r.verdictKey).not.toBe('verdict.likely-safe');
  });

  it('reads a platform’s own user-content host in its own notification as its own', async () => {
    const r = await run(
      pasted('mlopez <notifications@github.com>', 'Re: [acme/widget] Crash on start (#412)'),
      [
        '<p>I can reproduce it; steps in the gist: <a href="https://gist.github.com/mlopez/4da0e7ac69054cc7fe65">gist</a></p>',
        '<p>Reply to this email directly, <a href="https://github.com/acme/widget/issues/412">view it on GitHub</a>, or <a href="https://github.com/notifications/unsubscribe-auth/ABC123">unsubscribe</a>.</p>',
      ].join(''),
    );
    expect(weight(r, 'email-link-free-hosting')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('keeps the platform’s user-content host weighed without an unsubscribe line', async () => {
    const r = await run(
      pasted('mlopez <notifications@github.com>', 'Re: [acme/widget] Crash on start (#412)'),
      [
        '<p>I can reproduce it; steps in the gist: <a href="https://gist.github.com/mlopez/4da0e7ac69054cc7fe65">gist</a></p>',
        '<p><a href="https://github.com/acme/widget/issues/412">View it on GitHub</a>.</p>',
      ].join(''),
    );
    expect(weight(r, 'email-link-free-hosting')).toBeGreaterThan(0);
  });
});
