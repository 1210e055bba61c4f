/**
 * Issue 23, round 22 (helper msg22): an Interac e-Transfer notice that sends the reader to the own
 * banking app, and the e-Transfer scams that bring their own way in. Every example is written for
 * this file (none comes from a corpus, a template generator or the round's blind lists); each block
 * holds an ordinary control and a scam control near the rule.
 */
import { describe, expect, it } from 'vitest';
import { codes, verdict } from './test-helpers.js';

describe('issue 23 round 22: an e-Transfer notice pointing to the own banking app', () => {
  it.each([
    'INTERAC e-Transfer: ROBERT NGUYEN sent you $55.00 (CAD) for "ski rental fees". Deposit it in your banking app.',
    'Scotiabank: You received an Interac e-Transfer of $18.25 from LISA MORIN. Log in to online banking or the app to deposit it.',
    'Virement INTERAC : PAUL CÔTÉ vous a envoyé 75,00 $ (CAD). Message : « billets ». Déposez les fonds dans votre application bancaire.',
    'Desjardins : vous avez reçu un virement Interac de 22,00 $ de NADIA ROY. Déposez-le dans AccèsD.',
    'You got $30.00 from TOM ELLIS by Interac e-Transfer. Open your Tangerine app to deposit.',
  ])('leaves the notice « %s » calm', async (text) => {
    expect(await codes(text)).not.toContain('message-interac-transfer');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'INTERAC e-Transfer: ROBERT NGUYEN sent you $55.00. Reply with your bank name to deposit it in your banking app.',
    'INTERAC e-Transfer: ROBERT NGUYEN sent you $55.00. A $3.99 fee applies, deposit it in your banking app after paying.',
    'INTERAC e-Transfer: ROBERT NGUYEN sent you $55.00. Call 1-866-555-0148, then deposit it in your banking app.',
    'INTERAC e-Transfer: CANADA REVENUE AGENCY sent you $612.00. Deposit it in your banking app.',
    'Virement INTERAC : PAUL CÔTÉ vous a envoyé 75,00 $. Des frais de 4 $ s’appliquent. Déposez les fonds dans votre application bancaire.',
    'INTERAC e-Transfer: ROBERT NGUYEN sent you $55.00. Deposit at etransfer-deposit-ca.com or in your banking app.',
    // Review 22b: the way in given in other words (a chat agent; an overpayment's difference to send).
    'INTERAC e-Transfer: DANA WHITE sent you $1,200.00. Deposit it in your banking app, then message our agent on WhatsApp to verify your identity.',
    'INTERAC e-Transfer: DANA WHITE sent you $1,500.00 for "deposit". Deposit it in your banking app. I overpaid by $900, please e-transfer the difference to me today.',
    'Virement INTERAC : DANA BLANC vous a envoyé 1 200,00 $. Déposez les fonds dans votre application bancaire, puis écrivez-nous sur Telegram pour vérifier votre identité.',
  ])('still reads « %s » as an e-Transfer lure', async (text) => {
    expect(await codes(text)).toContain('message-interac-transfer');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 22: a writer who cannot be reached asks for money or a favour', () => {
  it.each([
    'hey its Brenda from choir, I’m in a meeting and can’t take calls, could you pay an invoice for me? I’ll pay you back Sunday',
    'This is Raj at the warehouse, in a conference call right now, can you buy 4 Google Play gift cards and text me the numbers?',
    'Bonjour, c’est Luc du club de curling, je suis en réunion et je ne peux pas parler. Pourrais-tu m’aider avec un paiement?',
    // Review 22b: an errand beside money is still the script.
    "Hi it's Dan from the office, in a meeting and can't talk. Can you do me a favour and pick up 3 gift cards at the pharmacy? I'll pay you back",
  ])('reads « %s » as the unreachable ask', async (text) => {
    expect(await codes(text)).toContain('message-unreachable-ask');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    'In a meeting till 5, can you pay the daycare bill? I’ll send you my half tonight',
    'It’s Maya from the dentist’s office, I can’t talk long, your cleaning is moved to Tuesday at 10',
    'Je suis en réunion, peux-tu payer la facture du plombier? Je te rembourse ce soir',
    // Review 22b: a favour that is an errand in person, no money.
    "Hey it's Jen from soccer, I'm in a meeting till 3 and can't talk, can you do me a favour and pick up Liam at school?",
    "Salut, c'est Annie de la compta. Je suis en réunion et je ne peux pas parler, peux-tu me rendre un service et récupérer mes clés à la réception?",
  ])('leaves « %s » calm', async (text) => {
    expect(await codes(text)).not.toContain('message-unreachable-ask');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 22: a merchant’s charge with a number to call', () => {
  it.each([
    'eBay: a payment of $612.40 for a Canon camera was taken from your account. Did not authorize it? Call 1-833-555-0190.',
    'Norton : votre abonnement de 349,99 $ a été renouvelé aujourd’hui. Si ce n’est pas vous, composez le 1 866 555-0177 pour l’annuler.',
    'Your PayPal account was billed $275.00 by GAMESTOP ONLINE. Don’t recognize it? Call 1 (888) 555-0163.',
    // Review 22b: a thank-you does not excuse a "did not place this order" line.
    'Amazon: Thank you for your order of a MacBook Pro ($1,899.00). If you did not place this order, call 1-888-555-0142 to cancel.',
  ])('reads « %s » as a callback lure', async (text) => {
    expect(await codes(text)).toContain('message-callback-lure');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    'TD: A purchase of $64.99 at AMAZON.CA was made on your card ending 5540. Not you? Call 1-866-222-3456.',
    'Best Buy: your order #40021187 has shipped and arrives Tuesday. Questions? Call 1-866-237-8289.',
    'Apple: your AirPods repair is complete and ready for pickup at Apple Sainte-Catherine. Questions? Call 1-800-263-3394.',
    // Review 22b: a shop's receipt with its own "to cancel, call …".
    'Best Buy : Merci pour votre achat de 89,99 $. Pour annuler votre commande, composez le 1 866 237-8289.',
  ])('leaves « %s » calm', async (text) => {
    expect(await codes(text)).not.toContain('message-callback-lure');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 22: French daily pay and a tips group’s returns', () => {
  it.each([
    'On recrute des testeurs d’applications, 30 minutes par jour, 120 à 400 $ payés quotidiennement. Écrivez-nous sur Telegram',
    'Rejoignez notre cercle d’investisseurs sur WhatsApp : nos signaux ont rapporté 60 % le trimestre dernier',
    'Groupe privé de bourse : nous avons rapporté 27 % à nos abonnés en un mois, inscription gratuite',
    // Review 22b: the plural alone (the docs' own example), without « on recrute » beside it.
    'Travail simple sur ton téléphone : 200 à 800 $ payés chaque jour. Écris-moi pour les détails',
  ])('reads « %s » as an offer', async (text) => {
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    'Mon nouveau contrat est correct, je suis payée aux deux semaines, pas chaque jour comme au resto',
    'Mon CELI a rapporté 6 % cette année, pas pire pour un fonds indiciel',
    'Rejoins le groupe WhatsApp des parents de l’école, les infos de la sortie sont là',
  ])('leaves « %s » calm', async (text) => {
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});
