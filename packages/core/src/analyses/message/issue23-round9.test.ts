/**
 * Issue 23, round 9: bank and card alerts stay calm by their structure (an amount right after
 * "debited by", a card statement's total due, the bank's own "did you make this payment? reply YES or
 * NO" check, a link on the bank's own name), never when a deceptive sign is there (a link on another
 * name, a number to call with the check); a gain counted over days or weeks and a
 * charge the reader is told to phone about to cancel are lures. Every example is written for this
 * file (none comes from a corpus or from the blind lists).
 */
import { describe, expect, it } from 'vitest';
import { codes, verdict } from './test-helpers.js';

describe('issue 23 round 9: transaction alerts stay calm by their structure', () => {
  it.each([
    'Dear UPI user A/C X7731 debited by 180.0 on date 02Dec26 trf to BLINKIT Refno 702211334455. If not u? call 1800111109. -SBI',
    'Your Kotak Bank credit card statement for card ending 9042 is ready. Total due Rs 18,240.00, Min due Rs 912.00. Pay at kotakbank.com',
    'Chase Fraud Alert: Did you attempt a $402.18 purchase at HOME DEPOT on card ending 2290? Reply YES or NO. To opt out reply STOP.',
    'NatWest: We have spotted unusual activity on your card ending 8123. Reply Y if you made a £215.00 payment at ARGOS, or N if you did not.',
  ])('keeps « %s » likely safe', async (text) => {
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it('reads "debited by 180.0" as the alert amount', async () => {
    expect(
      await codes(
        'Dear UPI user A/C X7731 debited by 180.0 on date 02Dec26 trf to BLINKIT. If not u? call 1800111109',
      ),
    ).toContain('message-transaction-alert');
  });

  it('reads the bank’s short domain ("hdfcbk.io" of "HDFC Bank") as its own link', async () => {
    const text =
      'Spent Rs.1,120 From HDFC Bank Card x7781 At MYNTRA On 2026-12-02 Not You? Call 18002586161. View: hdfcbk.io/k/Zx81Q';
    expect(await codes(text)).toContain('message-transaction-alert');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it('gives no alert credit beside a link on another name', async () => {
    const text =
      'SBI: Rs 39,999 debited from A/c XX7731. If not done by you, click sbi-block-txn.in to stop it';
    expect(await codes(text)).not.toContain('message-transaction-alert');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it('keeps a fraud check with a number to call flagged', async () => {
    expect(
      await verdict(
        'Chase Fraud Alert: Did you attempt a $402.18 purchase at HOME DEPOT on card ending 2290? Reply YES or NO. If NO call 1-833-555-0171.',
      ),
    ).not.toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 9: short-period gains and calls to cancel a charge', () => {
  it.each([
    'My cousin is in a crypto group with an analyst, I earned 18% per week since September. I can add you if you want',
    'Honestly the platform my friend showed me makes a steady 10% a week, I can show you how to start',
    'Ma tante m’a fait découvrir une plateforme, j’ai gagné 25 % en deux semaines. Veux-tu que je t’explique?',
  ])('reads « %s » as guaranteed returns', async (text) => {
    expect(await codes(text)).toContain('message-guaranteed-returns');
  });

  it.each([
    'Walmart: Order #88213 for a 75" TV ($1,099.00) has been placed. Call 1-844-555-0166 to cancel if you did not order.',
    'Your McAfee Total Protection renewed for $349.99. To cancel and get a refund, call 1-877-555-0144.',
    'Abonnement Norton renouvelé : 399,99 $ débités aujourd’hui. Pour annuler, appelez le 1 855 555-0138.',
  ])('reads « %s » as a callback lure', async (text) => {
    expect(await codes(text)).toContain('message-callback-lure');
  });

  it.each([
    'Reminder: your appointment with Dr. Lee is Tue at 2 PM, a $40 fee is charged for no-shows. To cancel, call 416-555-0139.',
    'Your Netflix plan renews Dec 1 for $16.49. To cancel, visit netflix.com/cancel',
    'I made 30% on that stock over two years, not bad',
    'Mon REER a fait 9 % cette année, pas pire',
    'Save 15% every week on produce with your PC Optimum card! Txt STOP to opt out',
  ])('keeps « %s » likely safe', async (text) => {
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 9: a shop’s deadline on its own site, with its opt-out line', () => {
  it('drops the urgency of a promotion whose links are all on its own site', async () => {
    const text = 'Roots: Final hours of our sale, shop roots.com before midnight. Txt STOP to unsubscribe';
    expect(await codes(text)).not.toContain('message-urgency');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it('keeps the urgency without the opt-out line or with a link elsewhere', async () => {
    expect(await codes('Roots: Final hours of our sale, shop roots.com before midnight.')).toContain(
      'message-urgency',
    );
    const elsewhere =
      'Roots: Final hours! Claim your $500 gift before midnight at roots-rewards-club.top. Txt STOP to unsubscribe';
    expect(await codes(elsewhere)).toContain('message-urgency');
    expect(await verdict(elsewhere)).not.toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 9: "long time no see" from a friend who signs off with affection', () => {
  it.each([
    'Coucou ma belle, ça fait longtemps! On se voit quand? Bisous',
    'Allo toi! Ça fait une éternité, tu me manques. On se fait un souper bientôt? xx',
    'Long time no see!! Miss you, let’s get drinks soon xoxo',
  ])('keeps « %s » likely safe', async (text) => {
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'Long time no see! Do you remember me? I just moved back from Singapore xoxo',
    'Salut, ça fait longtemps, bisous. J’ai une opportunité de placement crypto pour toi',
  ])('still reads « %s » as an opener', async (text) => {
    expect(await codes(text)).toContain('message-conversation-opener');
  });
});
