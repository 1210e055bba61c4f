/**
 * Issue 23, round 2: transaction alerts in other countries' styles stay calm (masked numbers such
 * as "A/c X2231" or "5512****09", amounts in rand, naira, shillings, ringgit…, a helpline abroad),
 * and more spam families (loans, warranty and debt callbacks, training-account and energy
 * callbacks in French, dating, "your number was selected", "suspicious operation, call us back").
 * Every example is written for this file (none comes from a corpus or from the blind lists).
 */
import { describe, expect, it } from 'vitest';
import { analyzeMessage } from './analyze.js';
import type { MessageAnalysisResult } from './types.js';

function codes(r: MessageAnalysisResult): string[] {
  return r.findings.map((f) => f.code);
}

describe('issue 23 round 2: transaction alerts of other countries', () => {
  it('reads alerts with other masks and currencies as transaction alerts', async () => {
    for (const text of [
      'Rs.2,100.00 debited from A/c X2231 on 08-Nov-25 to VPA grocer@okaxis. Avl bal Rs.9,310.55. Not you? Call 18001234567',
      'Ksh2,450.00 paid to CITY WATER from account 5512****09 on 8/11/25. New balance Ksh11,020.00.',
      'Nedbank: R780.00 spent at SPAR GARDENS with card ..8812. Available R3,402.10.',
      'Maybank: RM45.50 charged to card ending 6610 at PETRONAS on 08/11. If unauthorised, call 1300 88 6688.',
      'Txn of NGN 12,500.00 on your card XX9917 at POS SHOPRITE. Bal NGN 40,221.09',
    ]) {
      const r = await analyzeMessage(text);
      expect(codes(r), text).toContain('message-transaction-alert');
      expect(r.verdictKey, text).toBe('verdict.likely-safe');
    }
  });

  it('counts a helpline abroad in an alert once, as the bank’s number', async () => {
    const r = await analyzeMessage(
      'Westfield Bank: AUD 640.00 was transferred from your account ending 2207 on 8 Nov. If this was not you, call +61 2 9155 0000.',
    );
    expect(codes(r)).toContain('message-transaction-alert');
    expect(codes(r)).not.toContain('message-premium-number');
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('never lowers an alert that carries a premium-rate number or a bad link', async () => {
    const premium = await analyzeMessage(
      'Your card ending 4410 was charged £95.00 for a subscription. To cancel call 09061 234567 now.',
    );
    expect(codes(premium)).toContain('message-premium-number');
    expect(codes(premium)).not.toContain('message-transaction-alert');
    expect(premium.verdictKey).not.toBe('verdict.likely-safe');
    const link = await analyzeMessage(
      'A purchase of $640.00 was made with card ending 2207. Not you? Cancel it at 203.0.113.9/cancel',
    );
    expect(codes(link)).not.toContain('message-transaction-alert');
    expect(link.verdictKey).not.toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 2: spam families', () => {
  it('flags loan offers in English and French', async () => {
    for (const text of [
      'Bad credit OK! Cash advance up to $2,500 approved in minutes: loan-desk.co',
      'Financement accordé même fiché, réponse immédiate : pret-ok.fr',
    ]) {
      const r = await analyzeMessage(text);
      expect(codes(r), text).toContain('message-loan-offer');
      expect(r.verdictKey, text).not.toBe('verdict.likely-safe');
    }
  });

  it('flags warranty, debt, training-account and energy callbacks with a number', async () => {
    for (const text of [
      'This is a final courtesy call about your vehicle warranty expiring. Call 1-877-555-0190.',
      'Debt relief program: call 1-888-555-0117 to see if you qualify.',
      'Votre compte CPF expire bientôt, utilisez vos 900 € de droits. Rappel au 01 84 00 11 22.',
      'Rénovation énergétique à 1 € : votre dossier est prêt, appelez le 09 70 00 12 34.',
    ]) {
      const r = await analyzeMessage(text);
      expect(codes(r), text).toContain('message-callback-lure');
      expect(r.verdictKey, text).not.toBe('verdict.likely-safe');
    }
  });

  it('flags a suspicious operation that asks to be called back', async () => {
    const r = await analyzeMessage(
      'Service fraude : une opération suspecte a été bloquée sur votre carte, rappelez-nous au 01 80 00 00 00.',
    );
    expect(codes(r)).toContain('message-callback-lure');
  });

  it('flags dating lures and "your number was selected" prizes the shared lists miss', async () => {
    const dating = await analyzeMessage('Des filles de ta région veulent te parler ce soir : coquin-chat.fr');
    expect(codes(dating)).toContain('message-adult');
    const prize = await analyzeMessage(
      'Your mobile number has been selected to receive a £500 reward. Reply CLAIM',
    );
    expect(codes(prize)).toContain('message-prize');
    const friend = await analyzeMessage('My number was selected for jury duty next month, ugh');
    expect(codes(friend)).not.toContain('message-prize');
  });

  it('flags openers from a stranger who forgot how they know you, not a friend’s plans', async () => {
    const r = await analyzeMessage('Hi, sorry, I forgot your name, we spoke at the wine club event?');
    expect(codes(r)).toContain('message-conversation-opener');
    const fr = await analyzeMessage(
      'Bonjour, vous êtes bien Madame Roy ? Je suis la collègue de votre fils.',
    );
    expect(codes(fr)).toContain('message-conversation-opener');
    const friend = await analyzeMessage('Are we still on for tennis Saturday? I booked court 3');
    expect(codes(friend)).not.toContain('message-conversation-opener');
  });

  it('flags "reply YES for a quote" offers, work-from-home money, stock hype and blocked accounts', async () => {
    const cases: [string, string][] = [
      [
        'You could qualify for a $0 down solar system. Reply YES to see if your home qualifies.',
        'message-callback-lure',
      ],
      ['Earn extra income from home, 2 hours a day. Start: home-pay.co', 'message-job-offer'],
      ["Gagnez de l'argent depuis chez vous, 40 € de l'heure : job-maison.fr", 'message-job-offer'],
      ['Hot stock alert: ticker ABCQ is set to explode this week, get in now', 'message-guaranteed-returns'],
      [
        'Alerte : votre compte bancaire est bloqué. Débloquez-le ici : debloquer-compte.fr',
        'message-account-locked',
      ],
      ['Bet $5 and get $150 in bonus bets tonight: fastbet.club', 'message-gambling'],
    ];
    for (const [text, code] of cases) {
      const r = await analyzeMessage(text);
      expect(codes(r), text).toContain(code);
      expect(r.verdictKey, text).not.toBe('verdict.likely-safe');
    }
    const reminder = await analyzeMessage(
      'Your cleaning is Tue at 10 AM. Reply YES to confirm or call 613-555-0100.',
    );
    expect(codes(reminder)).not.toContain('message-callback-lure');
    expect(reminder.verdictKey).toBe('verdict.likely-safe');
  });
});
