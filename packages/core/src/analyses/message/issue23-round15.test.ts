/**
 * Issue 23, round 15 (helper message16): a genuine wrong-PIN lock's number is the bank's helpline,
 * "direct debit" and "GIRO deduction" make an alert, a negation of another clause no longer hides a
 * request for a card number or PIN, the CPF "reply OUI" kind, openers with no link read by their
 * structure (a third party's report of an interest in investing, a title with a presumed leisure
 * plan, a move of the chat to another app) while tradespeople's and drivers' first texts stay calm,
 * words disguised with look-alike letters, one negation definition. Every example is written for this
 * file (none comes from a corpus, a template generator or the round's blind lists).
 */
import { describe, expect, it } from 'vitest';
import { disguisedWord } from './disguised.js';
import { clauseStart, namesSecret, NEGATED } from './secrets.js';
import { codes, verdict } from './test-helpers.js';

describe('issue 23 round 15: alerts of more countries', () => {
  it.each([
    'BMO: your debit card ending 3382 was locked after 4 incorrect PIN entries. Visit a branch or call 1-877-225-5266 to unlock it.',
    'US Bank: the wrong PIN was entered three times on your card ending 7710, so it is blocked. Call 1-800-872-2657 or visit a branch.',
    'Bank of Ireland: direct debit of EUR 41.20 to BORD GAIS ENERGY taken from account ending 9914 on 03/12.',
    'DBS: GIRO deduction of SGD 77.15 to STARHUB made from a/c ending 4410 on 2 Dec. Call 1800 111 1111 if unauthorised.',
  ])('keeps « %s » calm', async (text) => {
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'BMO: your card ending 3382 was locked after 4 incorrect PIN entries. Unlock it at https://bmo-unlock-card.net',
    'BMO: your card ending 3382 was locked after 4 incorrect PIN entries. Call 1-877-225-5266 immediately.',
    'Your card was locked after 3 wrong PIN attempts. Reply with your card number and PIN to unlock it.',
    'A direct debit of EUR 310 was set up. If this was not you, reply with your card number and PIN to stop it.',
  ])('still flags « %s »', async (text) => {
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it('reads the clause of a request, not the one before it', () => {
    const text = 'if this was not you, reply with your pin';
    const at = text.indexOf('reply');
    expect(clauseStart(text, 0, at)).toBe(text.indexOf(' reply'));
    // The point of "4.50" (before `at`) does not end a clause.
    const amount = 'we will never ask for 4.50 by text';
    expect(clauseStart(amount, 0, amount.indexOf('by'))).toBe(0);
  });
});

describe('issue 23 round 15: the CPF "reply OUI"', () => {
  it.each([
    'Vos droits CPF de 1 900 € arrivent à expiration. Répondez OUI pour en profiter.',
    'Il vous reste 1 450 € de formation sur votre compte. Répondez OUI pour être rappelé.',
  ])('flags « %s »', async (text) => {
    expect(await codes(text)).toContain('message-callback-lure');
  });

  it('leaves a mention of the CPF with no reply, number or link alone', async () => {
    expect(await verdict('J’ai payé ma formation en comptabilité avec mon CPF, finalement.')).toBe(
      'verdict.likely-safe',
    );
  });
});

describe('issue 23 round 15: openers with no link', () => {
  it.each([
    'Hello, my neighbour Karen mentioned you were looking into investing in gold. Would you like to hear more?',
    'Good afternoon, Mrs. Carter, are we still playing tennis at the racquet club on Friday?',
    'Hi, I’m Olivia from Instagram. Can we talk on Telegram instead?',
    'Bonjour, votre collègue Denis m’a dit que vous vouliez investir en bourse. Auriez-vous un moment?',
    'Bonjour, c’est bien Chantal? Ajoute-moi sur WhatsApp, c’est plus simple pour jaser.',
  ])('flags « %s »', async (text) => {
    expect(await codes(text)).toContain('message-conversation-opener');
  });

  it.each([
    'Hi, is this the right address? I’m the FedEx driver, I’m outside with a box for you.',
    'Hello, is this Martin? I’m Sam, the piano tutor your sister mentioned. Would Wednesdays at 5 work?',
    'Salut, c’est Joanie de la garderie, peux-tu m’ajouter sur WhatsApp pour le groupe des parents?',
    'Hey Mr. Carter, still playing tennis Friday at 6:30?',
  ])('keeps « %s » calm', async (text) => {
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 15: disguised words and one negation', () => {
  it.each([
    ['Update your biIIing details today', 'biIIing'],
    ['Confirm your deIivery address', 'deIivery'],
    ['A.M.A.Z.O.N: your order is on hold', 'A.M.A.Z.O.N'],
    ['Lunch with Mr. McIntosh at noon', null],
    ['See you at the U.S.A. booth, R.S.V.P. please', null],
    ['Thanks to U.N.I.C.E.F. for the drive', null],
    ['Your PayPaI account is limited', 'PayPaI'],
  ])('« %s » → %s', (text, expected) => {
    expect(disguisedWord(text)).toBe(expected);
  });

  it('reads a long run of capitals in linear time', () => {
    const started = performance.now();
    // A lower-case letter before the capitals: the word loop runs (the early exit does not).
    expect(disguisedWord(`x${'I'.repeat(20_000)} ${'aI'.repeat(5_000)}`)).toBeNull();
    // A backtracking word pattern took about 400 ms here.
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('flags a disguised word as a deceptive sign', async () => {
    expect(await codes('Your parcel is on hold, update your deIivery details now')).toContain(
      'message-disguised-word',
    );
  });

  it.each([
    ['never share it', true],
    ["n'oubliez pas", true],
    ['ne le donnez a personne', true],
    ['forward it to me', false],
    ['another one', false],
  ])('NEGATED reads « %s »: %s', (text, expected) => {
    expect(NEGATED.test(text)).toBe(expected);
  });

  it('still reads the PIN safety notice with the shared negation', () => {
    expect(namesSecret('we will never ask for your pin.')).toBe(false);
    expect(namesSecret('please confirm your pin today.')).toBe(true);
  });

  it.each([
    'Reminder from your bank: we will never, ever ask you to confirm your PIN by text.',
    'Ne jamais, sous aucun prétexte, confirmer votre NIP par texto.',
    'Miss you! Are we still playing golf on Saturday?',
  ])('review: keeps « %s » calm', async (text) => {
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});
