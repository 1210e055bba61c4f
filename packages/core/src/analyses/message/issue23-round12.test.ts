/**
 * Issue 23, round 12: a business's own notice stays calm. A one-time code that names its service
 * and links only to that name's site, and a bill notice with its amount and due date whose link is
 * on the biller's own name, take 10 off (`message-link-sender-domain`) and the bill's deadline is
 * its due date, not a pressure. Never with a deceptive sign: a link on another name, a request for
 * the code, a threat. Every example is written for this file (none comes from a corpus, from the
 * generated business texts or from the check list).
 */
import { describe, expect, it } from 'vitest';
import { codes, verdict } from './test-helpers.js';

describe('issue 23 round 12: a business names its own site', () => {
  it.each([
    '551903 est votre code de vérification Bixi. Entrez-le seulement sur bixi.com. Ne le partagez avec personne.',
    '30918 is your Vortex verification code. Use it only at vortex.ca/login. Never share it.',
    'Your Zappa bill of $61.30 is due Mar 3. Pay at zappa.ca/pay to avoid a late fee.',
    'Votre facture Norva de 84,20 $ est payable au plus tard le 12 mai. norva.ca/payer',
  ])('keeps « %s » calm', async (text) => {
    expect(await codes(text)).toContain('message-link-sender-domain');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    // The link is on another name.
    'Your Zappa bill of $61.30 is overdue and due today. Pay at zappa-billing.top or your line will be cut.',
    '551903 est votre code Bixi. Confirmez-le sur bixi-securite.com dans les 10 minutes.',
    // The link is the sender's, but the text asks for the code back.
    'Your Vortex code is 30918. Reply with this code to our agent to unlock your account vortex.ca',
  ])('does not calm « %s »', async (text) => {
    expect(await codes(text)).not.toContain('message-link-sender-domain');
  });

  it('flags the bill scam on a stranger’s site', async () => {
    expect(
      await verdict(
        'Your Zappa bill of $61.30 is overdue and due today. Pay at zappa-billing.top or your line will be cut.',
      ),
    ).not.toBe('verdict.likely-safe');
  });

  it('needs the name written as a word: a bill whose link names nobody in the text is not calmed', async () => {
    expect(
      await codes('Your bill of $61.30 is due Mar 3. Pay at quickbillpay.com to avoid a late fee.'),
    ).not.toContain('message-link-sender-domain');
  });
});
