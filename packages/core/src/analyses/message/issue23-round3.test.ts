/**
 * Issue 23, round 3: one-time code messages that carry their own code stay calm, an app link's TLD
 * is the link service's, a number given "for more info" is a helpline; more conversation openers,
 * parcels held for an address "update", "someone tried to log in", "reply YES to receive $…".
 * Every example is written for this file (none comes from a corpus or from the blind lists).
 */
import { describe, expect, it } from 'vitest';
import { analyzeMessage } from './analyze.js';
import type { MessageAnalysisResult } from './types.js';

function codes(r: MessageAnalysisResult): string[] {
  return r.findings.map((f) => f.code);
}

describe('issue 23 round 3: business texts stay calm', () => {
  it('reads the deadline of a code message that carries its own code as the code’s validity', async () => {
    const r = await analyzeMessage(
      '[Parkly] Your verification code is: 883012, valid for 5 minutes. If this was not you, please contact us as soon as possible.',
    );
    expect(codes(r)).not.toContain('message-urgency');
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('reads "verify your account" as what the code is for, beside the brand’s own site', async () => {
    const r = await analyzeMessage(
      '4471 is your PayPal verification code. Enter it at paypal.com or in the app to verify your account.',
    );
    expect(codes(r)).not.toContain('message-account-locked');
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('keeps the deadline and the lock when the code message links elsewhere or asks for the code', async () => {
    const elsewhere = await analyzeMessage(
      'Your PayPal code is 4471. Verify your account within 24 hours at paypal-verify-center.com',
    );
    expect(codes(elsewhere)).toContain('message-account-locked');
    expect(elsewhere.verdictKey).not.toBe('verdict.likely-safe');
    const asked = await analyzeMessage(
      'Your code is 4471. Reply with this code immediately to verify your account or it will be closed.',
    );
    expect(asked.verdictKey).not.toBe('verdict.likely-safe');
  });

  it('reads a company’s app link as a managed short link, not a risky TLD', async () => {
    const r = await analyzeMessage(
      'Your Maple Eats order is on its way, arriving 6:40-6:50 PM. Follow it in the app: mapleeats.app.link/t8',
    );
    expect(codes(r)).toContain('message-link-shortener');
    expect(codes(r)).not.toContain('message-link-suspicious-tld');
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('reads a number given "for more info" as a helpline', async () => {
    const r = await analyzeMessage(
      'Riverside Logistics would like to talk to you about a warehouse position. Apply at https://jobs-riverside.com/a or call 866-555-0170 for more info.',
    );
    expect(codes(r)).not.toContain('message-callback-number');
  });
});

describe('issue 23 round 3: more scams', () => {
  it('finds conversation openers of strangers (en, fr)', async () => {
    for (const text of [
      'Hi there, do you still remember me? It is Wendy from the cooking class.',
      'Good morning, my secretary gave me this number, is this Mr. Gagnon?',
      'Hello, did we meet before? Your profile picture looks familiar to me.',
      'Hi, I am a crypto consultant based in Dubai, sorry for the sudden message.',
      'Bonsoir, vous vous souvenez de moi ? Nous nous sommes vus au gala de la fondation.',
    ]) {
      const r = await analyzeMessage(text);
      expect(codes(r), text).toContain('message-conversation-opener');
      expect(r.verdictKey, text).not.toBe('verdict.likely-safe');
    }
  });

  it('leaves ordinary personal texts alone', async () => {
    for (const text of [
      'Do you remember where we parked last time? I forgot the level',
      'Hey it is Sam, are you still up for tennis on Sunday morning?',
      'Tu te souviens du nom du resto où on est allés pour ta fête?',
      'Do you remember me telling you about the cabin? We should book it for July',
      'Tu te souviens de moi quand j’avais peur du chien? Haha',
    ]) {
      const r = await analyzeMessage(text);
      expect(r.verdictKey, text).toBe('verdict.likely-safe');
    }
  });

  it('finds a parcel held for an address update with a link off the carrier’s site', async () => {
    for (const text of [
      'Your parcel could not be delivered: incomplete street number. Update your delivery address: https://parcel-fix-addr.com/k2',
      'Colis en attente : adresse de livraison incomplète. Mettez à jour votre adresse ici : https://suivi-colis-maj.com/f',
    ]) {
      const r = await analyzeMessage(text);
      expect(codes(r), text).toContain('message-parcel-fee');
      expect(r.verdictKey, text).not.toBe('verdict.likely-safe');
    }
    const own = await analyzeMessage(
      'Canada Post: the label of parcel 4410 shows an incomplete street number. Details at canadapost.ca',
    );
    expect(codes(own)).not.toContain('message-parcel-fee');
  });

  it('finds "someone tried to log in" and "reply YES to receive $…"', async () => {
    const login = await analyzeMessage(
      'Someone tried to sign in to your Snapchat account. Not you? Secure it at snap-secure-login.com',
    );
    expect(codes(login)).toContain('message-account-locked');
    expect(login.verdictKey).not.toBe('verdict.likely-safe');
    const reply = await analyzeMessage('Reply YES to receive your $640 refund from the county.');
    expect(codes(reply)).toContain('message-money-received-reply');
    expect(reply.verdictKey).not.toBe('verdict.likely-safe');
  });

  it('reads amounts of more than one digit after "may be owed up to", "you have received", "credited with"', async () => {
    const owed = await analyzeMessage(
      'Our records show you may be owed up to $12,500 after your collision. Call 1-877-555-0166 today.',
    );
    expect(codes(owed)).toContain('message-callback-lure');
    const received = await analyzeMessage(
      'You have received $2,300.00 from a buyer. Reply OK to accept it now.',
    );
    expect(codes(received)).toContain('message-money-received-reply');
    const recu = await analyzeMessage('Vous avez reçu 450 $ de Marc. Répondez OUI pour accepter le dépôt.');
    expect(codes(recu)).toContain('message-money-received-reply');
  });

  it('finds gambling, guarantor-loan and wealth-seminar marketing (en, fr)', async () => {
    for (const [text, code] of [
      [
        'Your free bets for Saturday’s derby are ready! Claim: https://spinz-promo.com/r/8 18+ Play responsibly.',
        'message-gambling',
      ],
      [
        'Welcome pack: up to £500 + 150 FS on your first deposit https://reelsroyal.com/w Optout: https://reelsroyal.com/o',
        'message-gambling',
      ],
      [
        'Paris gratuits pour le match de ce soir ! Jouer comporte des risques. https://parimax-promo.com/p',
        'message-gambling',
      ],
      [
        'Ana, click to sign as guarantor for your friend’s loan: https://loanpal-uk.com/g/22',
        'message-loan-offer',
      ],
      [
        'Join our free Wealth Creation evening this Thursday, seats are limited! https://propertyprofits-events.com/r',
        'message-guaranteed-returns',
      ],
    ] as const) {
      const r = await analyzeMessage(text);
      expect(codes(r), text).toContain(code);
      expect(r.verdictKey, text).not.toBe('verdict.likely-safe');
    }
  });

  it('counts a brand named beside a long hyphenated stranger’s domain, not beside a short tracking one', async () => {
    const stranger = await analyzeMessage(
      'Costco: thanks for your visit! Your feedback gift is waiting at shopper-feedback-center.com/c',
    );
    expect(codes(stranger)).toContain('message-link-brand-mismatch');
    expect(stranger.verdictKey).not.toBe('verdict.likely-safe');
    const tracking = await analyzeMessage('Walmart: your blender shipped. Track: https://w-mt.co/g/x81Ka2');
    expect(codes(tracking)).not.toContain('message-link-brand-mismatch');
    expect(tracking.verdictKey).toBe('verdict.likely-safe');
  });
});
