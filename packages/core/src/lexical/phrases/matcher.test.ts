/**
 * The word index of the phrase matcher: a list tried only at the places `indexText` recorded finds
 * exactly what a scan of the whole text finds, for every kind of phrase beginning (literal words,
 * word beginnings, one-letter words, optional groups, numbers, symbols) and past the places cap.
 */
import { describe, expect, it } from 'vitest';
import { compileList, findAll, indexText, type CompiledList } from './matcher.js';

const LIST: CompiledList = compileList({
  en: [
    'final notice',
    'expires? today',
    "i'?m live on my (?:website|page)",
    '(?:your )?password (?:will )?(?:expires?|expired)',
    '\\d{1,3} ?% (?:daily )?returns?',
    '\\$ ?\\d{2,5} ?(?:per|a|/) ?(?:day|hour)',
  ],
  any: ['[£€$] ?\\d{1,3} ?(?:/|per) ?(?:msg|min)', 'e-transfer'],
});

const TEXTS = [
  'FINAL NOTICE: your password expired. Final notice again',
  "im live on my page, i'm live on my website; i m live on my page",
  'earn $250 per day or $ 90/hour, x$50 per day, 30% daily returns, 5%returns 1234% returns',
  'password will expire, mypassword expired, your password expires today, expire today',
  '£2/msg €3 per min $1/min 1$/min a£2/msg; e-transfer etransfer e- transfer',
  `${'1 '.repeat(300)}$12 per day ${'$ '.repeat(200)}40% returns`,
  '',
  '  ',
];

/** Matches of `list` in `text` by a scan of the whole text (the index holds another text). */
function scanned(list: CompiledList, text: string, limit?: number) {
  indexText('\u0000');
  return findAll(list, text, limit);
}

function indexed(list: CompiledList, text: string, limit?: number) {
  indexText(text);
  return findAll(list, text, limit);
}

describe('phrase matcher word index', () => {
  it('finds the same matches as a scan of the whole text', () => {
    for (const raw of TEXTS) {
      const text = raw.toLowerCase();
      for (const limit of [1, 5, 50]) expect(indexed(LIST, text, limit)).toEqual(scanned(LIST, text, limit));
    }
  });

  it('finds numbers, symbols, one-letter words and optional groups', () => {
    const text = "i'm live on my page. $250 per day, 30% returns, €2/msg, password expired";
    const found = indexed(LIST, text, 50).map((m) => text.slice(m.start, m.end));
    expect(found).toEqual([
      "i'm live on my page",
      '$250 per day',
      '30% returns',
      '€2/msg',
      'password expired',
    ]);
  });

  it('skips a list whose beginnings the text lacks', () => {
    expect(indexed(LIST, 'see you at six, bring the salad', 5)).toEqual([]);
  });
});
