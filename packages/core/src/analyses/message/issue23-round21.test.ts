/**
 * Issue 23, round 21 (helper msg21): a parent asked for a small sum, work pay already agreed, the
 * mystery-shopper cheque in French, a settle-now ask, a weekly charge, the grandparent's need without
 * "I", and bank alerts whose card or account is written in other forms. Every example is written for
 * this file (none comes from a corpus, a template generator or the round's blind lists); each block
 * holds an ordinary control and a scam control near the rule.
 */
import { describe, expect, it } from 'vitest';
import { codes, verdict } from './test-helpers.js';

describe('issue 23 round 21: a parent asked for a small sum', () => {
  it.each([
    'Mom, I need $8 for the pizza lunch at school',
    'Dad, can you send me $35 for the robotics club fee?',
    'Maman, peux-tu m’envoyer 12 $ pour le dîner pizza?',
    'Hey mom, can you e-transfer $20 for my gym pass? Thanks',
  ])('leaves the child’s small ask « %s » calm', async (text) => {
    expect(await codes(text)).not.toContain('message-family-impersonation');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'Mom, I need $60 right now, please don’t tell Dad',
    'Hi Dad, this is my new number, can you send me $45 for a charger?',
    'Mom, can you send me $900 for the deposit on my apartment?',
    'Papa, c’est urgent, j’ai besoin de 70 $, mon cell est cassé',
    'Hi Grandma, can you send me $50 for the bus home?',
  ])('still reads « %s » as the family scam', async (text) => {
    expect(await codes(text)).toContain('message-family-impersonation');
  });

  // Review b (round 21): a small sum to a third party's e-Transfer address (suspicious at 294a09c,
  // likely safe at fd335b1).
  it.each([
    'Hi Mom, can you send $95 to my friend’s e-transfer jdoe88@gmail.com? I’ll pay you back tonight',
    'Mom, can you send me $90 for my textbook, here is the e-transfer: tina.books22@outlook.com',
  ])('still reads « %s », a payee address, as the family scam', async (text) => {
    expect(await codes(text)).toContain('message-family-impersonation');
  });
});

describe('issue 23 round 21: work pay already agreed', () => {
  it.each([
    'Salut Kim, comme convenu c’est 160 $ par jour pour la peinture du chalet, payé vendredi',
    'Hi Omar, as agreed it is $22 an hour for the drywall job, cash every Friday',
    'Rappel à l’équipe : 15,50 $ de l’heure plus pourboires, le quart commence à 17 h',
    'L’emploi du temps de décembre est affiché, la prime des fêtes est de 50 $',
  ])('leaves « %s » calm', async (text) => {
    expect(await codes(text)).not.toContain('message-job-offer');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'Comme convenu, poste à domicile 300 $ par jour, écrivez à notre recruteuse sur WhatsApp',
    'As agreed, your remote role pays $400 a day. Reply YES to start',
  ])('still reads the job lure « %s »', async (text) => {
    expect(await codes(text)).toContain('message-job-offer');
  });

  // Review b (round 21): with no contact word the agreed-pay calm dropped these (caution at 294a09c,
  // likely safe at fd335b1); the reply goes to the sender's number.
  it.each([
    'As discussed, remote part-time job: $350 per day for 30 minutes of app tasks. Start today!',
    'Comme convenu, travail à domicile, 300 $ par jour pour 1 heure de tâches en ligne. On commence demain!',
    'Plus tips, you can make $300 per day at our lounge, no experience needed, start this week',
  ])('still reads the job lure « %s » with no contact word', async (text) => {
    expect(await codes(text)).toContain('message-job-offer');
  });
});

describe('issue 23 round 21: the mystery-shopper cheque', () => {
  it.each([
    'Devenez client mystère : nous postons un chèque de 2 000 $, gardez 200 $ et envoyez le reste par virement',
    'On vous envoie un chèque, encaissez-le et achetez des cartes Steam avec le solde',
    'We mail you a check, deposit it and wire the balance to our supplier. Keep $250 as your pay',
  ])('reads « %s » as a job lure', async (text) => {
    expect(await codes(text)).toContain('message-job-offer');
  });

  it.each([
    'J’ai reçu ton chèque de loyer, je vais le déposer demain',
    'I deposited the cheque from Grandma, thanks for bringing it over',
  ])('leaves « %s » calm', async (text) => {
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 21: a settle-now ask and a weekly charge', () => {
  it('reads « régularisez votre situation » as the account threat', async () => {
    const text =
      'Votre facture Vidéotron de 72,10 $ n’a pas pu être prélevée. Régularisez votre situation : videotron-regul.info';
    expect(await codes(text)).toContain('message-account-locked');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  // Review b (round 21): R5 was pre-registered as « Régularisez votre situation : lien »; without a
  // link the phrase is a utility's or a school's own reminder (caution 25 at fd335b1).
  it.each([
    'Hydro-Québec : votre facture de 84,20 $ est en retard. Régularisez votre situation dans votre Espace client.',
    'Bonjour, merci de régulariser votre situation auprès du secrétariat avant la rentrée. Direction de l’école',
  ])('leaves « %s » (no link) calm', async (text) => {
    expect(await codes(text)).not.toContain('message-account-locked');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'Fin de votre essai : 9,99 € par semaine seront prélevés. Gérez votre abonnement : appli-gestion.top',
    'Your trial ends today, $6.99 per week will be charged. Manage it here: trial-manage.xyz',
  ])('reads the weekly charge of « %s » as a subscription trap', async (text) => {
    expect(await codes(text)).toContain('message-subscription-trap');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    'Ton forfait de 45 $ par mois sera prélevé le 3, comme d’habitude',
    'On se voit une fois par semaine pour le souper, ça te va?',
  ])('leaves « %s » calm', async (text) => {
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 21: the grandparent need without "I"', () => {
  it('reads a grandchild arrested and needing bail money', async () => {
    expect(
      await codes('Grandma it’s Liam, I got arrested and need $1,200 for bail, don’t tell Mom'),
    ).toContain('message-family-impersonation');
  });

  it('leaves a grandchild’s news with no money calm', async () => {
    expect(await verdict('Grandma it’s Liam, we won the game and I need a ride home at 5')).toBe(
      'verdict.likely-safe',
    );
  });
});

describe('issue 23 round 21: bank alerts in other forms', () => {
  it.each([
    'Spent Rs.1,120.00 On HDFC Bank Card 8812 At BIGBASKET On 30-11. Not You? To Block+Reissue Call 18002586161',
    'Bunq: Incoming transfer of €640.00 from MARC LEROY to your account NL91 **** 7702.',
    'Nedbank: Purchase R210.50 at SPAR from Acc 5519 on 30/11 09:14. Avail R1,822.30. Not you? Call 0800110929',
    'Chase: You made a $480.00 transaction with Zelle to ANA R on Nov 30. Not you? Call 1-800-935-9935.',
  ])('reads « %s » as a transaction alert', async (text) => {
    expect(await codes(text)).toContain('message-transaction-alert');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'HDFC Bank Card 8812 blocked due to KYC pending. Update now: hdfc-kyc-card.in',
    'Zelle: your $480.00 payment is on hold. Verify at zelle-verify-pay.com or it will be returned',
  ])('still flags the scam « %s »', async (text) => {
    expect(await codes(text)).not.toContain('message-transaction-alert');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 21: a renewal the reader did not ask for, call to undo', () => {
  it('reads the French renewal with « si vous n’êtes pas à l’origine … appelez » as a callback lure', async () => {
    expect(
      await codes(
        'Votre abonnement antivirus a été renouvelé pour 289,99 $. Si vous n’êtes pas à l’origine de ce renouvellement, appelez le 1 877 555-0163',
      ),
    ).toContain('message-callback-lure');
  });

  it.each([
    'Desjardins : paiement de 42,10 $ débité de votre carte se terminant par 3390. Si vous n’êtes pas à l’origine de ce paiement, appelez le 1 800 224-7737.',
    'Rappel : votre abonnement à la piscine sera renouvelé le 1er janvier à 30 $/mois. Des questions? Appelez-nous au 450 555-0120.',
  ])('leaves « %s » without a callback lure', async (text) => {
    expect(await codes(text)).not.toContain('message-callback-lure');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});
