/**
 * Issue 23, round 11: a stranger's opener read as a structure (a name written with a capital, a
 * presumed plan of golf or tennis, a past nobody remembers, a titled person's aide, typographic
 * punctuation read as plain), not as a phrase list, with the friend's real plan (a clock time, kin
 * greeted, a shared team list, a real assistant's logistics) kept calm; a cash offer for a house
 * read from "cash", a buyer or an offer, a house or a street address and a question (not the
 * reader's own agent reporting an offer); French spam: a loan between individuals, "invest X and
 * receive Y", a reply keyword in capitals as the callback's contact, an order "confirmed" to phone
 * about, a dating profile's first line, a contest entered by reply. Every example is written for
 * this file (none comes from a corpus or from the blind lists).
 */
import { describe, expect, it } from 'vitest';
import { codes, verdict } from './test-helpers.js';

describe('issue 23 round 11: openers read as a structure', () => {
  it.each([
    'Hey, it’s Nadia from spin class… are we still on for tennis Sunday?',
    '“Hello Mark, this is Vivian.” Still meeting for golf at the club this weekend?',
    'Good evening! I’m Grace, Mr. Huang’s personal secretary. He would like to talk about a partnership.',
    'Hi, Leo here – Mrs. Tan’s assistant. She asked me to get in touch with you.',
    'Hi, is this Paula? It’s Wendy, your dentist’s friend. She gave me your number…',
    'Hey! It’s Iris, we talked at the charity gala last month. Free for a drink this week?',
    'Bonsoir, je m’appelle Amélie, je ne connais personne dans cette ville. On peut parler ?',
  ])('reads « %s » as an opener', async (text) => {
    expect(await codes(text)).toContain('message-conversation-opener');
  });

  it.each([
    'Hey it’s Rob, still on for golf Saturday? Tee time is 7:50',
    'Hi Mom, it’s Zoe. Can you grab me after tennis practice?',
    'This is Coach Ana, tennis is moved to the east courts today. Questions? Text me',
    'Hi Ms. Grant, this is Mr. Ortiz’s assistant, he is running late and needs to reschedule. Sorry!',
    'Hey it’s Jo, I just got back from Lisbon! Dinner this week?',
    'Salut, c’est Max, je ne connais personne au party de vendredi, tu viens?',
    'Bonjour, c’est Guy du club de tennis, le match de jeudi est annulé. Tu peux jouer samedi?',
  ])('keeps « %s » likely safe', async (text) => {
    expect(await codes(text)).not.toContain('message-conversation-opener');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it('keeps a parent who got the number from the team list calm', async () => {
    const text = 'Hi, this is Dana from hockey. Got your number from the team list – can you drive Sunday?';
    expect(await codes(text)).not.toContain('message-conversation-opener');
  });
});

describe('issue 23 round 11: a cash offer for a house', () => {
  it.each([
    'Hello, I would pay cash for your home at 77 Willow Drive – fast closing. Would you sell?',
    'Hi, my buyer wants the property on 9 Spruce Lane, all-cash offer. Interested?',
    'Bonjour, j’ai un acheteur pour votre maison au 310 rue Fleury, paiement comptant. Rappelez-moi',
  ])('reads « %s » as a callback lure', async (text) => {
    expect(await codes(text)).toContain('message-callback-lure');
  });

  it.each([
    'Hi, I’m your realtor Beth. We got a cash offer on your house at 4 Elm Court, call me!',
    'We sold the condo! The buyer paid cash, we close on the 15th. Want to celebrate?',
  ])('keeps « %s » likely safe', async (text) => {
    expect(await codes(text)).not.toContain('message-callback-lure');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 11: French spam', () => {
  it('reads a loan between individuals', async () => {
    expect(
      await codes('Prêt d’argent entre particuliers, réponse rapide, écrivez-moi : pret.rapide@example.com'),
    ).toContain('message-loan-offer');
  });

  it.each([
    'Investissez 300 $ aujourd’hui et recevez 6 000 $ en une semaine',
    'Invest just $200 in our platform and receive $4,000 by Friday',
  ])('reads « %s » as promised returns', async (text) => {
    expect(await codes(text)).toContain('message-guaranteed-returns');
  });

  it('does not read a bank’s deposit bonus as promised returns', async () => {
    expect(await codes('Tangerine: deposit $5,000 and get a $300 bonus. Conditions apply.')).not.toContain(
      'message-guaranteed-returns',
    );
  });

  it('reads a reply keyword in capitals as the contact of a callback lure', async () => {
    expect(await codes('Assurance auto : devis gratuit en 1 minute, répondez AUTO')).toContain(
      'message-callback-lure',
    );
    expect(await codes('Assurance auto : devis gratuit en 1 minute')).not.toContain('message-callback-lure');
  });

  it('reads an order confirmed to phone about', async () => {
    const text =
      'Apple : votre achat de 1 299,00 $ est confirmé. Si vous ne l’avez pas effectué, appelez le 1-866-555-0110';
    expect(await codes(text)).toContain('message-callback-lure');
    expect(
      await codes(
        'Desjardins : achat de 42,10 $ chez Metro. Si vous ne l’avez pas effectué, communiquez avec nous au numéro au dos de votre carte.',
      ),
    ).not.toContain('message-callback-lure');
  });

  it('reads a dating profile’s first line and a contest entered by reply', async () => {
    expect(await codes('Sarah, 26 ans, célibataire, attend ton message ce soir')).toContain('message-adult');
    expect(await codes('Gagnez un voyage à Cancún ! Participez en répondant OUI')).toContain('message-prize');
  });
});

describe('issue 23 round 11: a document to renew by a link', () => {
  it('reads a health card to renew on an unrelated host', async () => {
    expect(
      await codes(
        'Assurance maladie : votre carte Vitale doit être renouvelée avant le 10/12 : vitale-maj.fr',
      ),
    ).toContain('message-threat');
    expect(
      await codes('Renew your health card before Dec 12 to keep your coverage: healthcard-renew.site'),
    ).toContain('message-threat');
  });

  it('keeps a ministry’s reminder on its own site calm', async () => {
    const text =
      'RAMQ : votre carte d’assurance maladie doit être renouvelée. Renouvelez-la sur ramq.gouv.qc.ca';
    expect(await codes(text)).not.toContain('message-threat');
  });
});
