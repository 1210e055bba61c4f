/**
 * Messages once misread (false alarms), the rules for links glued to words, premium numbers and
 * French lures, and the local model. Every example is written
 * for this file (none comes from a training corpus).
 */
import { describe, expect, it } from 'vitest';
import { analyzeMessage } from './analyze.js';
import { computeFeatures, messageFeatures } from './model/features.js';
import { modelLoads, scoreMessage } from './model/model.js';
import { MESSAGE_MODEL } from './model/weights.js';
import { normalizeMessage } from '../../lexical/phrases/normalize.js';
import { literalPrefixes } from '../../lexical/phrases/matcher.js';
import type { MessageFindingCode } from './rules.js';
import type { MessageAnalysisResult } from './types.js';

function codes(r: MessageAnalysisResult): string[] {
  return r.findings.map((f) => f.titleKey.slice('finding.'.length, -'.title'.length));
}

function finding(r: MessageAnalysisResult, code: MessageFindingCode) {
  return r.findings.find((f) => f.titleKey === `finding.${code}.title`);
}

describe('false alarms', () => {
  it('does not read "you won\'t" as a prize, but still reads "you won a"', async () => {
    const no = await analyzeMessage("You won't guess who moved in next door");
    expect(codes(no)).not.toContain('message-prize');
    const yes = await analyzeMessage("Congrats, you've won a $750 gift card, claim it today");
    expect(codes(yes)).toContain('message-prize');
  });

  it('does not take a bank safety notice for a request for personal information', async () => {
    for (const text of [
      'Reminder from your credit union: we will never ask you to confirm your password or PIN by text.',
      'Rappel : nous ne vous demanderons jamais de confirmer votre mot de passe par texto.',
      'Enter the code in the app to finish resetting your password.',
    ]) {
      const r = await analyzeMessage(text);
      expect(codes(r), text).not.toContain('message-personal-info-request');
    }
    const ask = await analyzeMessage('Please confirm your password and PIN here to keep your access.');
    expect(codes(ask)).toContain('message-personal-info-request');
  });

  it('does not read « C’est ça ? » or « C’est vrai ? » as a wrong-number opener', async () => {
    for (const text of ['C’est ça ? Je pensais que c’était demain', 'C’est vrai ? Il a démissionné ?']) {
      const r = await analyzeMessage(text);
      expect(codes(r), text).not.toContain('message-wrong-number');
      expect(r.verdictKey).toBe('verdict.likely-safe');
    }
    const opener = await analyzeMessage('Bonjour, c’est Mélanie ? On s’est vues au congrès');
    expect(codes(opener)).toContain('message-wrong-number');
  });

  it('does not read everyday « arrêté » or « expulsion » as a threat', async () => {
    for (const text of [
      'J’ai arrêté le café depuis lundi, je survis',
      'Le chantier est arrêté pour la semaine',
      'Expulsion en deuxième période, on a perdu 3 à 1',
    ]) {
      const r = await analyzeMessage(text);
      expect(codes(r), text).not.toContain('message-threat');
    }
    const threat = await analyzeMessage('Si vous ne payez pas, vous serez arrêté par la police.');
    expect(codes(threat)).toContain('message-threat');
  });
});

describe('links glued to words', () => {
  it('finds a link after "word:" and a link written with one slash', async () => {
    const glued = await analyzeMessage('Your parcel is waiting, click:http://parcel-desk.top/r2');
    expect(glued.links.map((l) => l.host)).toEqual(['parcel-desk.top']);
    expect(codes(glued)).toContain('message-link-suspicious-tld');
    const www = await analyzeMessage('Details visit:www.example.org/win');
    expect(www.links.map((l) => l.host)).toEqual(['www.example.org']);
    const oneSlash = await analyzeMessage('Log in now http:/secure-bank-check.xyz/login');
    expect(oneSlash.links[0]?.host).toBe('secure-bank-check.xyz');
  });

  it('keeps a link that carries another address in its query whole', async () => {
    const r = await analyzeMessage('See https://example.com/go?to=http://other.example.net/x');
    expect(r.links).toHaveLength(1);
    expect(r.links[0]?.host).toBe('example.com');
  });
});

describe('premium services, numbers and currencies', () => {
  it('reports an overseas or premium-rate number near "call"', async () => {
    const intl = await analyzeMessage('Your account is frozen. Call +44 20 7946 0321 now.');
    expect(finding(intl, 'message-premium-number')?.parameters).toMatchObject({
      phoneNumber: '+44 20 7946 0321',
    });
    const uk = await analyzeMessage('You have a voicemail waiting, call 09067 123456 to hear it');
    expect(codes(uk)).toContain('message-premium-number');
    const local = await analyzeMessage('Call me at 613-555-0142 when you land');
    expect(codes(local)).not.toContain('message-premium-number');
  });

  it('reports short-code subscriptions but not opt-out instructions', async () => {
    const sub = await analyzeMessage('Fancy a date tonight? Text LOVE to 69123 now');
    expect(finding(sub, 'message-short-code')?.parameters?.phrase).toBe('Text LOVE to 69123');
    const fr = await analyzeMessage('Envoyez JOUER au 81234 pour tenter votre chance');
    expect(codes(fr)).toContain('message-short-code');
    const optOut = await analyzeMessage('Your order is ready for pickup. Text STOP to 12345 to opt out');
    expect(codes(optOut)).not.toContain('message-short-code');
  });

  it('reports per-message and per-minute prices', async () => {
    for (const text of [
      'Weekly ringtones, 150p/msg, 16+ only',
      'Chat now! Calls cost £1.50/min',
      'Jeu SMS 0,99 €/SMS',
    ]) {
      const r = await analyzeMessage(text);
      expect(codes(r), text).toContain('message-premium-rate');
    }
  });

  it('notes pound, euro and rupee amounts without scoring them alone', async () => {
    const r = await analyzeMessage('We owe you £250, lunch is on me');
    expect(finding(r, 'message-foreign-currency')?.parameters).toMatchObject({ amount: '£250' });
    expect(finding(r, 'message-foreign-currency')?.scoreImpact).toBe(0);
    const tracking = await analyzeMessage('Colis RS552018336CA livré ce matin');
    expect(codes(tracking)).not.toContain('message-foreign-currency');
  });
});

describe('French prizes, account locks, "hi mum" money', () => {
  it('reads French prize wording, plurals included', async () => {
    for (const text of [
      'Bravo ! Vous êtes un gagnant de notre concours d’été',
      'Vous avez été sélectionnés pour recevoir un téléviseur',
      'Vous êtes l’une des heureuses gagnantes du mois',
    ]) {
      const r = await analyzeMessage(text);
      expect(codes(r), text).toContain('message-prize');
    }
    const choice = await analyzeMessage('Tu as choisi quel resto pour samedi ?');
    expect(codes(choice)).not.toContain('message-prize');
  });

  it('reads French account-lock wording', async () => {
    const r = await analyzeMessage(
      'Afin d’éviter la suspension de votre compte, mettez à jour vos informations.',
    );
    expect(codes(r)).toContain('message-account-locked');
  });

  it('scores a "hi mum" request for money above a plain "hi mum"', async () => {
    const money = await analyzeMessage(
      'Hi mum, it’s me on a new phone. Can you e-transfer me $600 for rent today?',
    );
    expect(codes(money)).toEqual(
      expect.arrayContaining(['message-family-impersonation', 'message-family-money-request']),
    );
    const plain = await analyzeMessage('Hi mum, can you help me with the bread recipe?');
    expect(codes(plain)).not.toContain('message-family-money-request');
    expect(money.confidenceScore).toBeGreaterThan(plain.confidenceScore);
    expect(money.verdictKey).not.toBe('verdict.likely-safe');
  });

  it('reports adult and dating lines, in French too', async () => {
    const r = await analyzeMessage('Lonely tonight? Hot singles near you are waiting, join free');
    expect(codes(r)).toContain('message-adult');
    const fr = await analyzeMessage('Coucou, c’est Lina, viens tchatter avec moi ce soir');
    expect(codes(fr)).toContain('message-adult');
    const plain = await analyzeMessage('Viens me voir au chalet en fin de semaine, on fera un feu');
    expect(codes(plain)).not.toContain('message-adult');
  });

  it('reads a failed payment that threatens the account, not a plain payment notice', async () => {
    const scam = await analyzeMessage(
      'StreamFlix: payment declined, your account will be closed. Update your billing details now',
    );
    expect(codes(scam)).toContain('message-account-locked');
    const fr = await analyzeMessage(
      'Votre paiement a été refusé : mettez à jour vos informations de paiement',
    );
    expect(codes(fr)).toContain('message-account-locked');
    const plain = await analyzeMessage('Your payment of $45.00 was received. Thank you!');
    expect(codes(plain)).not.toContain('message-account-locked');
  });
});

describe('the local model', () => {
  const spam = 'FREE entry! You have been chosen to win £2000 cash. Txt CLAIM to 80088 now, 150p/msg, 18+';

  it('reports a message that reads like spam, quoting the words that weighed most', async () => {
    const r = await analyzeMessage(spam);
    const f = finding(r, 'message-model-strong') ?? finding(r, 'message-model');
    expect(f).toBeDefined();
    const phrase = String(f?.parameters?.phrase ?? '');
    expect(phrase.length).toBeGreaterThan(0);
    expect(phrase.length).toBeLessThanOrEqual(80);
    const phrases = f?.parameters?.phrases as readonly string[];
    expect(phrases.length).toBeGreaterThan(0);
    for (const p of phrases) expect(spam).toContain(p);
    expect(f?.parameters?.probability).toBeGreaterThanOrEqual(80);
  });

  it('stays quiet on ordinary personal and automated messages', async () => {
    for (const text of [
      'Running 10 min late, order me a latte please',
      'On se rejoint au parc après l’école ?',
      'Your Bayview Dental appointment is on Thursday at 2:30 PM. Reply C to confirm.',
    ]) {
      const r = await analyzeMessage(text);
      expect(codes(r), text).not.toContain('message-model');
      expect(codes(r), text).not.toContain('message-model-weak');
      expect(codes(r), text).not.toContain('message-model-business');
      expect(codes(r), text).not.toContain('message-model-strong');
    }
  });

  it('says a high score in a business notice as high (its own code), weighed like the weak one', async () => {
    const alert =
      'Scotiabank: Withdrawal of $500.00 from chequing ****5520. Not you? Call 1-800-472-6842 now.';
    const r = await analyzeMessage(alert);
    const f = r.findings.find((x) => x.code === 'message-model-business');
    expect(codes(r)).toContain('message-transaction-alert');
    expect(f?.parameters?.probability).toBeGreaterThanOrEqual(90);
    expect(f?.scoreImpact).toBe(5);
    expect(codes(r)).not.toContain('message-model-weak');
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('never removes a rule finding', async () => {
    const r = await analyzeMessage(spam);
    expect(codes(r)).toEqual(expect.arrayContaining(['message-short-code', 'message-premium-rate']));
  });

  it('decodes its weights once per process', async () => {
    await analyzeMessage(spam);
    await analyzeMessage('Another message entirely');
    expect(modelLoads).toBe(1);
    expect(MESSAGE_MODEL.weights.length).toBeLessThanOrEqual(300_000);
  });

  it('computes the same features and score every time, bounded for hostile input', () => {
    const folded = normalizeMessage('Wïnner!! C1aim your prize at 84425').folded;
    const a = messageFeatures(folded);
    const b = messageFeatures(folded);
    expect(Array.from(a.slots)).toEqual(Array.from(b.slots));
    expect(scoreMessage(folded).probability).toBe(scoreMessage(folded).probability);
    const huge = computeFeatures('ab '.repeat(20_000));
    expect(huge.count).toBeLessThan(20_000);
  });
});

describe('phrase prefilter', () => {
  it('finds the literal beginning every match of a phrase starts with', () => {
    expect(literalPrefixes('final notice')).toEqual(['final notice']);
    expect(literalPrefixes('expires? today')).toEqual(['expire']);
    expect(literalPrefixes('(?:acheter|achats?) des')).toEqual(['acheter', 'achat']);
    expect(literalPrefixes('(?:a|b)? x')).toBeNull();
    expect(literalPrefixes('\\d{2} per day')).toBeNull();
  });
});
