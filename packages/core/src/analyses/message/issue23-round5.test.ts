/**
 * Issue 23, round 5: French spam families (casino, loans, prizes, dating, investment, energy grants,
 * premium 089x numbers), openers of a stranger checking who they reached, and the sender's name on
 * a stranger's odd domain. Every example is written for this file (none comes from a corpus or from
 * the blind lists).
 */
import { describe, expect, it } from 'vitest';
import { analyzeMessage } from './analyze.js';
import { codes } from './test-helpers.js';

const flagged = async (text: string) => (await analyzeMessage(text)).verdictKey !== 'verdict.likely-safe';

describe('issue 23 round 5: French spam', () => {
  it.each([
    ['message-gambling', 'Le Casino Azur vous offre 30 tours sans dépôt ce soir seulement'],
    ['message-gambling', 'Misez 10 € sur le match de ce soir, pari remboursé si vous perdez'],
    ['message-loan-offer', 'Votre crédit de 4000 € est accepté, les fonds versés sous 24 h'],
    ['message-loan-offer', 'Prêt entre particuliers, taux fixe, réponse rapide'],
    ['message-prize', 'Bravo, votre participation a été retenue : un téléviseur vous attend'],
    ['message-prize', 'Un cadeau vous attend ! Il ne vous reste que 2 jours'],
    ['message-adult', 'Julie t’a envoyé 2 photos privées, va les voir vite'],
    ['message-guaranteed-returns', 'Un rendement de 9 % par mois sur votre épargne, sans effort'],
    ['message-premium-number', 'Nous avons essayé de vous joindre, rappelez-nous au 08 97 11 22 33'],
  ])('reads %s in « %s »', async (code, text) => {
    expect(await codes(text)).toContain(code);
    expect(await flagged(text)).toBe(true);
  });

  it('counts an energy grant as a callback lure only with a way to answer', async () => {
    expect(await codes('Pompe à chaleur à 1 € grâce aux aides de l’État, répondez OUI')).toContain(
      'message-callback-lure',
    );
    expect(await codes('On a parlé de la prime énergie au souper hier, c’est compliqué')).not.toContain(
      'message-callback-lure',
    );
  });

  it('leaves ordinary French texts alone', async () => {
    for (const text of [
      'Tu as vu le match hier? On a perdu 3 à 1, quelle soirée',
      'Mon prêt hypothécaire est renouvelé, enfin! On fête ça samedi?',
      'Rappel : votre rendez-vous est demain à 14 h. Pour annuler, appelez le 450 555-0188.',
    ])
      expect(await flagged(text)).toBe(false);
  });
});

describe('issue 23 round 5: openers and odd domains', () => {
  it.each([
    'Hello, are you Mr. Patel? I am Nora, the director asked me to write to you.',
    'Bonjour, êtes-vous Mme Bouchard? Je suis Karine, une amie de votre cousine.',
    'Bonjour, je cherche à joindre M. Gagnon, est-ce bien son numéro?',
  ])('reads a stranger checking who they reached: %s', async (text) => {
    expect(await codes(text)).toContain('message-conversation-opener');
  });

  it('does not take the sender’s name on a stranger’s odd domain for its own site', async () => {
    expect(await codes('Dollarama: your reward is ready at dollarama.claim-now.associates')).not.toContain(
      'message-link-sender-domain',
    );
    expect(await codes('Old Navy: your order shipped. Track it at oldnavy.gap.com/track')).toContain(
      'message-link-sender-domain',
    );
  });
});
