/**
 * Issue 23, round 20 (helper msgmail21): earning offers with a whole amount (the earning phrases
 * once read a lone first digit only), a relative's win reported in the past, a new number asking the
 * reader to pay a named bill, and a bare "Mom I need $N" with no purpose. Every example is written
 * for this file (none comes from a corpus, a template generator or the round's blind lists); each
 * block holds ordinary controls near the rule.
 */
import { describe, expect, it } from 'vitest';
import { codes, verdict } from './test-helpers.js';

describe('issue 23 round 20: earning offers read with the whole amount', () => {
  it.each([
    'Work from your couch and make $480 per day, reply for details',
    'Make $250 daily with your smartphone, only 1 hour a day',
    'Vous pouvez gagner jusqu’à 650 $, travail simple sur téléphone',
    'Gagnez 320 $ facilement avec votre cellulaire, écrivez-nous',
    'Our team pays a daily salary after each shift, message Anna',
  ])('reads the earning offer « %s » as a job offer', async (text) => {
    expect(await codes(text)).toContain('message-job-offer');
  });

  it.each([
    'Mon oncle a gagné 2 400 $ au casino de Charlevoix, il paie le souper',
    'Papi a gagné 1 500 $ au bingo du sous-sol d’église!',
    'Dad made $600 at the flea market this weekend',
    'Earn 2x points on groceries this week at Metro',
    // Review of round 20: a statistic about pay, in English and French.
    'Statistics Canada says the average daily wage rose 3% this year.',
    'Selon Statistique Canada, le salaire journalier moyen a augmenté de 3 % cette année.',
  ])('leaves the report or promotion « %s » calm', async (text) => {
    expect(await codes(text)).not.toContain('message-job-offer');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 20: a new number asking the reader to pay a named bill', () => {
  it.each([
    'Hi, new number, my old phone got wet. Could you pay my hydro bill for me? I will pay you back Monday',
    'Hello it is me, this is my new number. Can you please cover my internet bill, I will send it back',
  ])('reads « %s » as the family scam', async (text) => {
    expect(await codes(text)).toContain('message-family-impersonation');
  });

  it.each([
    'Hi, new number, my old phone got wet. I will pay the hydro bill tomorrow, no worries',
    'New number! I paid my phone bill online so this one works now',
  ])('leaves the writer paying « %s » to the new-number sign', async (text) => {
    expect(await codes(text)).not.toContain('message-family-impersonation');
  });
});

describe('issue 23 round 20: a bare kin word and a need of money with no purpose', () => {
  it.each([
    'Mom I need $650 right now please',
    'Dad I need 1200 dollars tonight',
    'Papa j’ai besoin de 950 $ vite',
  ])('reads « %s » as the family scam', async (text) => {
    expect(await codes(text)).toContain('message-family-impersonation');
    expect(await verdict(text)).toBe('verdict.suspicious');
  });

  it.each([
    'Mom I need $15 for the school photos tomorrow',
    'Maman j’ai besoin de 30 $ pour mon cours de natation',
    'Mom I need a ride after practice',
    'Dad I need $40, for the hockey tournament fee',
  ])('leaves the child with a reason « %s » calm', async (text) => {
    expect(await codes(text)).not.toContain('message-family-impersonation');
  });
});

describe('review of round 20: a bare kin need whose purpose comes later in the text', () => {
  it.each([
    'Mom I need $60 to buy shoes',
    'Maman j’ai besoin de 20 $ demain pour la sortie',
    'Dad I need $150 back from the deposit you held',
  ])('leaves « %s » calm', async (text) => {
    expect(await codes(text)).not.toContain('message-family-impersonation');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

// Review of round 20: two of the round's new JOB_OFFER phrases had no test that failed with them
// removed (« gagne jusqu'à N », « salaire quotidien / journalier »): each example below is read by
// that phrase alone.
describe('review of round 20: the French earning phrases each tested', () => {
  it.each([
    'Job simple sur ton cell, gagne jusqu’à 450 $ facilement, écris à Sophie',
    'Poste à domicile avec salaire quotidien, contactez Marc sur WhatsApp',
    'Travail en ligne : salaire journalier versé chaque soir, places limitées',
  ])('reads « %s » as a job offer', async (text) => {
    expect(await codes(text)).toContain('message-job-offer');
  });
});

// Lead, after review 20b: the bare kin need reads only amounts of 100 or more (BARE_KIN_NEED_MIN).
describe('lead, round 20: a child’s small bare ask is ordinary, a large one is not', () => {
  it.each([
    'Mom I need $5',
    'Dad I need $15 lol',
    'Mom I need $30 tomorrow',
    'Maman j’ai besoin de 10 $ demain',
    'Mom I need $99.50',
  ])('leaves « %s » calm', async (text) => {
    expect(await codes(text)).not.toContain('message-family-impersonation');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'Mom I need $700',
    'Dad I need $100 tonight',
    'Maman j’ai besoin de 1 200 $ aujourd’hui',
    'Mom I need $2,500.00 please',
  ])('reads « %s » as a relative’s money ask', async (text) => {
    expect(await codes(text)).toContain('message-family-impersonation');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });
});
