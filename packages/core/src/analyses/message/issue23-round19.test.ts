/**
 * Issue 23, round 19 (helper message20): a new number with the old one put aside, a relative's new
 * account to pay, a doubt about the number beside a move to another app, a social event claimed as a
 * past meeting, an order number with letters, a stock study group in a chat app, a writer's own
 * coming payment. Every example is written for this file (none comes from a corpus, a template
 * generator, the round's blind lists or its probes); each block holds ordinary texts near the rule.
 */
import { describe, expect, it } from 'vitest';
import { codes, verdict } from './test-helpers.js';

describe('issue 23 round 19: a new number with no money asked', () => {
  it.each([
    'New number, it’s Priya! My old phone finally died. Only text this one from now on',
    'Bonjour, c’est Hugo, nouveau numéro. Écris-moi ici seulement, l’autre ne marche plus',
    'This is my new number, the old one stops working Friday',
    'Lost my phone at the gym, this is my new number. See you at practice',
    'Ryan here, new number. Don’t text my old one anymore',
    'Lost my phone, this is my new number, text me back here when you can',
    'Nouveau numéro! Mon cell est tombé dans le lac, écris-moi quand tu peux',
    'My phone broke so I got a new number. Text me back here so I have yours',
    'Got a new phone number with the move to Calgary. Call me sometime!',
    'J’ai un nouveau numéro depuis lundi, c’est Annie. Réponds-moi ici quand tu as deux minutes',
  ])('leaves the plain new number « %s » to its own sign', async (text) => {
    // Some stay caution, as on main: the model's weight beside the new-number sign.
    expect(await codes(text)).not.toContain('message-family-impersonation');
    expect(await verdict(text)).not.toBe('verdict.suspicious');
  });

  it.each([
    'My phone got stolen, this is my new number. Only message me on this number please',
    'J’ai perdu mon cell, c’est mon nouveau numéro. Texte-moi sur ce numéro seulement',
  ])(
    'leaves « %s » to the new-number sign (tried and dropped: a real friend writes it too)',
    async (text) => {
      expect(await codes(text)).toContain('message-new-number');
      expect(await codes(text)).not.toContain('message-family-impersonation');
    },
  );
});

describe('issue 23 round 19: a relative’s new account to pay into', () => {
  it.each([
    'Mom I opened a new account at Simplii, they give 3% interest!',
    'Dad my new account is set up, I’ll pay you back the $60 tomorrow',
    'Maman, mon nouveau compte est ouvert, je vais te faire le virement de 30 $ ce soir',
    'Hi Mom, my paycheque goes to my new account at BMO now',
    'Papa, j’ai ouvert un nouveau compte étudiant, merci pour les conseils',
    'Mom, the bank mailed my new account card, can you drop it off Sunday?',
    'Dad, I’ll send you the $40 from my new account tonight',
    'Mom did you see the new account fees at Scotia? Crazy',
    'Salut papa, mon nouveau compte Desjardins marche enfin, je te rembourse vendredi',
    'Hi Mom, I sent you the $25 from my new account, check your email',
  ])('leaves « %s » alone', async (text) => {
    expect(await codes(text)).not.toContain('message-family-impersonation');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'Dad, I’ll e-transfer you the $30 from my new account tomorrow',
    'We’ll e-transfer you the deposit from our new account on Friday',
  ])('reads no payee change in the writer’s own payment « %s »', async (text) => {
    expect(await codes(text)).not.toContain('message-payee-changed');
    expect(await codes(text)).not.toContain('message-family-impersonation');
  });

  it.each([
    'Mom I have a new account at another bank now, send the $300 there please',
    'Hi Dad, I have a new account now, please send the $300 there, details: transit 00412 acct 5528190',
    'Allô papa, j’ai un nouveau compte, envoie les 250 $ dessus stp',
  ])('flags « %s » above caution', async (text) => {
    expect(await codes(text)).toContain('message-family-impersonation');
    expect(await verdict(text)).not.toMatch(/likely-safe|caution/);
  });
});

describe('issue 23 round 19 (review): the new account beside an ask that is not for money', () => {
  it.each([
    'Mom, my new account at RBC has no fees! Send me a pic of the cat',
    'Salut maman, mon nouveau compte a pas de frais, envoie-moi une photo de Minou',
    'Hi Grandma! Thanks for the $50, I put it in my new account. Send me pics from Florida!',
    'Maman, j’ai un nouveau compte chez Desjardins, envoie-moi la facture du dentiste, je vais la payer',
    'Dad, the new account is for the cottage fund, send your share whenever, no rush ($200 each)',
  ])('leaves « %s » to the payee reading alone', async (text) => {
    expect(await codes(text)).not.toContain('message-family-impersonation');
    expect(await verdict(text)).not.toBe('verdict.suspicious');
  });
});

describe('issue 23 round 19 (review): a promise to pay back beside an ask', () => {
  it.each([
    'Hi Dad, urgent, pay this invoice for me $1,450 to the account below, I’ll pay you back tonight',
    'Hi Dad, urgent payment needed for my course fee, I’ll e-transfer you back tomorrow',
    'Salut papa, faut payer la facture de 900 $ pour moi aujourd’hui, je te rembourse ce soir',
  ])('still reads the ask in « %s »', async (text) => {
    expect(await codes(text)).toContain('message-family-impersonation');
    expect(await codes(text)).toContain('message-family-money-request');
  });
});

describe('issue 23 round 19 (review): « un nouveau compte » that is not the writer’s', () => {
  it.each([
    'Hydro-Québec : vous avez créé un nouveau compte dans l’Espace client. Payez votre facture en ligne en tout temps.',
    'Bienvenue! Un nouveau compte a été créé pour votre abonnement. Payez les frais d’inscription de 25 $ à la réception.',
  ])('reads no payee change in « %s »', async (text) => {
    expect(await codes(text)).not.toContain('message-payee-changed');
  });
});

describe('issue 23 round 19: a doubt about the number and a move to another app', () => {
  it.each([
    'Is this still your number? Our team chat moved to WhatsApp, can I add you?',
    'Est-ce toujours ton numéro? L’équipe de soccer passe sur WhatsApp, je t’ajoute?',
    'Is this still your number? Loved your wedding photos, let’s talk on WhatsApp',
    'Do you use WhatsApp? My texts keep failing, it’s Mom',
    'Is this still your number? It’s Kevin! Congrats on the baby!!',
    'Est-ce toujours votre numéro? Ici la chorale, on passe sur WhatsApp pour les répétitions.',
  ])('leaves « %s » alone', async (text) => {
    expect(await codes(text)).not.toContain('message-conversation-opener');
  });

  it.each([
    'Hi, is this still your number? Do you use Telegram?',
    'Bonjour, est-ce le bon numéro? Avez-vous WhatsApp?',
    'Is this the right number? Add me on WhatsApp please',
  ])('reads « %s » as an opener', async (text) => {
    expect(await codes(text)).toContain('message-conversation-opener');
  });
});

describe('issue 23 round 19: a social event claimed as a past meeting', () => {
  it.each([
    'Great meeting you at the conference! Sending the slides tomorrow',
    'Great meeting you at the trade show, I’m Dana from Shopify. Can we set up a call next week?',
    'On s’est parlé au téléphone, c’est Carole de la clinique. Pouvez-vous me rappeler?',
    'On s’était parlé au comptoir, c’est Luc de la pharmacie. Votre commande est arrivée, vous passez?',
    'So nice meeting you at the wine tasting, Paul! Say hi to your wife for me',
    'Lovely meeting you at the gala. Photos are on the foundation’s page, see you Sunday at 2?',
  ])('leaves « %s » alone', async (text) => {
    expect(await codes(text)).not.toContain('message-conversation-opener');
  });

  it.each([
    'So nice meeting you at the art fair. I’m Chloe, do you remember me?',
    'Bonsoir Marc, on s’était croisés au gala de la fondation, je suis Isabelle. Vous allez bien?',
    'Bonsoir Hélène, on s’est rencontrées au vernissage, je suis Nathalie. Vous vous souvenez?',
  ])('reads « %s » as an opener', async (text) => {
    expect(await codes(text)).toContain('message-conversation-opener');
  });
});

describe('issue 23 round 19: an order number with letters and a toll-free number', () => {
  it.each([
    'Your order #PZ4471 was placed. If this wasn’t you, call us at 416-555-0142',
    'Votre commande no BX4421 est confirmée. Suivez-la dans l’application.',
    'Walmart: your order #W55120 is ready for pickup at store 1082. Bring your ID.',
    'Pizza Nova: order #A2291 confirmed, ready in 25 min. Questions? 416-439-0000',
    // Review of round 19: the four above hold no toll-free number, so `callbackOrder` stops before
    // the order is read; these two pass every other gate and are left by the order's status alone.
    'Your order #W88123 is out for delivery. Not you? Call 1-800-555-0199',
    'Votre commande no BX4421 est en route. Si ce n’est pas vous, appelez le 1-866-555-0101',
  ])('leaves « %s » without the callback lure', async (text) => {
    expect(await codes(text)).not.toContain('message-callback-lure');
  });

  it.each([
    'Apple: order #W7731K9 for AirPods Max ($779.00) was confirmed. If you did not make this purchase call 1-866-555-0177',
    'Costco : commande no CX88K21 de 1 249,99 $ passée. Si ce n’est pas vous, appelez le 1-844-555-0133',
    // Review of round 19: leetspeak in the word itself, read on the folded text as before the round.
    'Votre c0mmande de 899 $ a été passée. Si ce n’est pas vous, appelez le 1-866-555-0101',
    'Your ord3r #4471 of $899 was placed. If this wasn’t you, call 1-877-555-0142',
  ])('reads « %s » as a callback lure', async (text) => {
    expect(await codes(text)).toContain('message-callback-lure');
  });
});

describe('issue 23 round 19: a stock study group held in a chat app', () => {
  it.each([
    'The crypto study group meets at the library Thursday',
    'Join our stock study group, room 204 after class',
    'Le groupe d’investissement de ma tante se réunit jeudi, tu veux venir?',
    'Our investment club meets Tuesday at 7 at the library, bring your notes',
    // Review of round 19: clubs that meet on Discord.
    'Our stock learning group on Discord has a free session on index funds tonight, see the library flyer',
    'Le groupe boursier sur Discord du cégep fait une soirée sur les FNB jeudi, c’est gratuit',
  ])('leaves « %s » alone', async (text) => {
    expect(await codes(text)).not.toContain('message-guaranteed-returns');
  });

  it.each([
    'Free stock learning group on WhatsApp, our professor shares picks daily',
    'Rejoignez notre groupe boursier sur Telegram, notre analyste partage ses choix chaque jour',
  ])('reads « %s » as an investment lure', async (text) => {
    expect(await codes(text)).toContain('message-guaranteed-returns');
  });
});
