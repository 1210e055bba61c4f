/**
 * Issue 23, round 18 (helper message19): organisers' meeting texts, sent-money receipts that bring
 * their own number, a card number asked by text, the grandparent scam (held at the police station, a
 * car accident), a new account to pay, an age rule, a colleagues' lottery pool. Every example is
 * written for this file (none comes from a corpus, a template generator, the round's blind lists or
 * its probes).
 */
import { describe, expect, it } from 'vitest';
import { codes, verdict } from './test-helpers.js';

describe('issue 23 round 18: organisers who check the number', () => {
  it.each([
    'Ana from work here, did I get the right number? It’s about swapping my Sunday shift for your Wednesday.',
    'Hi, is this the right number for Rosa? It’s Pat from the parish committee, the meeting is Monday at 7.',
    'Bonjour, ici Mélanie de la chorale. Est-ce bien le numéro de Denis? La répétition est mercredi à 19 h 30.',
  ])('leaves « %s » alone', async (text) => {
    expect(await codes(text)).not.toContain('message-conversation-opener');
    expect(await codes(text)).not.toContain('message-wrong-number');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    // The same opening, but the chat moves to another app or money is asked.
    'Ana from work here, did I get the right number? The meeting is Monday at 9, text me on WhatsApp.',
    'Hi, is this the right number for Rosa? It’s Pat from the committee, meeting Monday at 7, send me $50 for the hall.',
    // A stranger's hook with no meeting at all.
    'Hi, this is Jade from the choir. Is this still your number? I have something for you!',
    // A plan presumed, not announced: the wrong-number opener's own question.
    'Hi, is this the right number for Sarah? It’s Emma from the office, are we still meeting Friday at 7 for the team dinner?',
    'Bonjour, est-ce bien le numéro de Martine? C’est Sophie du bureau, on se voit toujours pour la réunion de demain à 14 h?',
    // Investing named beside the group: the scam's investment "class" (review of round 18).
    'Hi, is this the right number for Kim? It’s Amy from the investment class, our next meeting is Thursday at 8 pm.',
    'Bonjour, est-ce bien le numéro de Luc? Ici Nadia du cours de placements, la prochaine réunion est jeudi à 20 h.',
  ])('still flags « %s »', async (text) => {
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 18: sent-money receipts with their own number', () => {
  it.each([
    'You sent $870.00 to ROBERT H. by Interac e-Transfer. If you did not authorize this, call 1-833-555-0140.',
    'Zelle: You sent $1,150.00 to MARK D. Not you? Call 1-888-555-0131.',
    'Vous avez envoyé 640,00 $ à LOUISE B. par virement Interac. Si ce n’est pas vous, composez le 1-855-555-0126.',
    'CIBC: You sent $990.00 by Interac e-Transfer to PAUL R. Not you? Call 1-877-555-0117 to get a full refund.',
  ])('flags « %s » as a callback lure', async (text) => {
    expect(await codes(text)).toContain('message-callback-lure');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    'BMO: You sent $72.00 by Interac e-Transfer to NINA K. Not you? Call 1-877-225-5266.',
    'Banque Nationale : Vous avez envoyé 35,00 $ à ÉRIC P. par virement Interac. Pas vous? Composez le 1-888-483-5628.',
    'You sent $25 to Max for the tickets? Call me at 514-555-0168, not you I hope',
  ])('leaves « %s » alone', async (text) => {
    expect(await codes(text)).not.toContain('message-callback-lure');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 18: leftovers of the round-17 review', () => {
  it('reads a lottery win that asks for a card number by text as a request for personal details', async () => {
    const text =
      'Lotto Max: your ticket number won $75,000! Text back your card number to release the prize.';
    expect(await codes(text)).toContain('message-personal-info-request');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it('keeps the gambling reading of an operator-named jackpot that asks for a text back', async () => {
    const text = 'BCLC: Lotto Max jackpot is $55 million for Friday’s draw. Text us to play.';
    expect(await codes(text)).toContain('message-gambling');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it('does not read “text me back” before an unrelated question as a request', async () => {
    expect(await codes('Text me back when you get home, is your card reader fixed?')).not.toContain(
      'message-personal-info-request',
    );
  });

  it.each([
    // A money ask beside a class's tour of the police station, or an accident the writer only saw:
    // both were the grandparent reading before round 18 (a bare "police station"; no accident yet).
    'Grandpa, our class visited the police station today! Can you help me with $12 for the trip photo?',
    'Mamie! On a visité le poste de police avec les scouts. Peux-tu m’envoyer 8 $ pour l’écusson?',
    'Grandma I saw a car accident near school, scary! Everyone was ok. Can you send me $15 for the book fair?',
  ])('does not read « %s » as the grandparent scam', async (text) => {
    expect(await codes(text)).not.toContain('message-family-impersonation');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'Grandma it’s me, I’m at the police station. I need $1,900 for bail, please don’t tell mom.',
    'Granny it’s me, I was in a car accident and I need $2,400 for the other driver. Don’t tell dad.',
    'Grand-papa c’est moi, j’ai eu un accident. Il me faut 1 800 $ pour l’autre conducteur, ne dis rien à maman.',
    // The grandchild named, no grandparent (the word test held only the grandparents' words).
    'Allo c’est ton petit-fils. Je suis au poste de police, il me faut 1 500 $ pour sortir. Dis-le pas à maman.',
  ])('flags the grandparent scam « %s »', async (text) => {
    expect(await codes(text)).toContain('message-family-impersonation');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 18: a new account to pay', () => {
  it.each([
    'Hi it’s your landlord, we changed banks. Send the $1,375 rent by e-transfer to rent.office.pay@gmail.com today.',
    'Bonjour, votre propriétaire ici : nous avons changé de banque. Envoyez le loyer de 980 $ à loyer.depot@outlook.com.',
    'Accounts team: our bank details have changed, please pay the invoice to account number 00412-8876541 this week.',
  ])('flags « %s »', async (text) => {
    expect(await codes(text)).toContain('message-payee-changed');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    'Hi all, we changed banks so the pre-authorized rent debit will show as TD from December. Nothing to do!',
    'I changed banks lol, rent coming Friday as usual.',
    'J’ai un nouveau compte chez Desjardins, c’est bien plus simple pour payer mes factures.',
    // The writer's own payment or deposit, not an ask.
    'Just opened my new account at Tangerine! I’ll send you the $50 for the concert tickets tonight.',
    'Finally switched banks. Made a deposit of $500 into my new account today, feels good lol',
    'J’ai ouvert mon nouveau compte chez Desjardins, je vais faire le virement de 60 $ ce soir pour le souper.',
  ])('leaves « %s » alone', async (text) => {
    expect(await codes(text)).not.toContain('message-payee-changed');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 18: age rules and lottery pools', () => {
  it.each([
    'Your Wayfair delivery is Thursday 12-4. Someone 18+ must be home to sign.',
    'Karaoke night Friday at 9, 18+ with ID.',
    'Pour le groupe de la loterie au travail, c’est 4 $ chacun cette semaine. Merci!',
    'Office Lotto 6/49 pool is $5 each, pay me by Wednesday.',
  ])('leaves « %s » alone', async (text) => {
    expect(await codes(text)).not.toContain('message-premium-rate');
    expect(await codes(text)).not.toContain('message-prize');
    expect(await codes(text)).not.toContain('message-gambling');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'Txt HOT to 69123 for 18+ chat, £1.50/msg',
    'Your office lottery pool won $1,200,000! Claim your share at pool-claims.top today.',
  ])('still flags « %s »', async (text) => {
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });
});

// The two cases above are flagged by their short code and their link whatever the age and pool
// readings do; these keep the readings' own findings where they must not calm.
describe('issue 23 round 18: what the age and pool readings keep', () => {
  it.each([
    ['Hot chat tonight, 18+ only, £1.50/msg', 'message-premium-rate'],
    [
      'Lotto Max pool: our office ticket won $2,500,000! Each member pays a $150 fee to claim their share.',
      'message-prize',
    ],
  ])('keeps the finding of « %s »', async (text, code) => {
    expect(await codes(text)).toContain(code);
  });
});

describe('issue 23 round 18: an order placed in the reader’s name, with a number to call', () => {
  it.each([
    'Amazon: An order of $1,249.00 for a MacBook Air was placed on your account. If not you, call 1-877-555-0188.',
    'Best Buy: Your order #55120 of $899.99 has been placed. Not you? Call (844) 555-0173 to cancel.',
    'Votre commande no 88412 de 1 099,00 $ a été passée. Si ce n’est pas vous, appelez le 1-866-555-0194.',
  ])('flags « %s » as a callback lure', async (text) => {
    expect(await codes(text)).toContain('message-callback-lure');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    // A shop that asks to be called gives its own local number (review of round 18).
    'Pizza Nova: Your order #4471 of $38.50 has been placed. If not you, call us at 416-555-0147.',
    'Pharmacie Lavoie : Votre commande no 2231 de 42,80 $ a été confirmée. Si ce n’est pas vous, appelez-nous au 819-555-0163.',
  ])('leaves « %s » alone', async (text) => {
    expect(await codes(text)).not.toContain('message-callback-lure');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});
