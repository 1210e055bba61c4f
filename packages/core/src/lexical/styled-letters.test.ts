import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';
import { styledNameInPath, styledNameOf } from './styled-letters.js';

// Our own examples (round 18): styled letters in kits' paths and in ordinary addresses; none is from a data set.
const codesOf = (href: string): string[] => inspectUrl(href).findings.map((f) => f.code);

describe('styledNameOf', () => {
  it('reads a domain ending or a file name written in styled letters', () => {
    expect(styledNameOf('𝙘𝙤.𝙟𝙥')).toBe('co.jp');
    expect(styledNameOf('𝐥𝐨𝐠𝐢𝐧.𝐡𝐭𝐦𝐥')).toBe('login.html');
    expect(styledNameOf('🄶🄾🄾.🅂🅄')).toBe('GOO.SU');
  });

  it('reads a word that mixes styled alphabets, plain letters or combining marks', () => {
    expect(styledNameOf('𝐚𝗱𝘮𝙞𝒏')).toBe('admin');
    expect(styledNameOf('𝐏o̳ł𝚗𝒕𝘀')).toBe('Połnts');
    expect(styledNameOf('ⓟ🅰🆈🄼🄴🄽🅃')).toBe('pAYMENT');
  });

  it('leaves a decorated title in one alphabet, a lone character and a math name alone', () => {
    expect(styledNameOf('𝐁𝐥𝐚𝐜𝐤-𝐅𝐫𝐢𝐝𝐚𝐲')).toBeNull();
    expect(styledNameOf('𝓢𝓸𝓵𝓭𝓮𝓼-𝓭-𝓱𝓲𝓿𝓮𝓻')).toBeNull();
    expect(styledNameOf('𝐀')).toBeNull();
    expect(styledNameOf('𝔸𝔹ℂ')).toBeNull();
    expect(styledNameOf('𝐫𝐞𝐩𝐨𝐫𝐭2024')).toBeNull();
    expect(styledNameOf('𝑓.𝑔')).toBeNull();
    expect(styledNameOf('𝐫𝐞𝐩𝐨𝐫𝐭.𝐩𝐝𝐟')).toBeNull();
  });

  it('leaves a decorated title with its digits, accented letters, abbreviations and versions alone', () => {
    // Review of round 18: each was url-styled-letters before (a mix of "alphabets" or a dotted name).
    expect(styledNameOf('𝐂𝐫è𝐦𝐞𝐬-𝐞𝐭-𝐬𝐨𝐢𝐧𝐬')).toBeNull();
    expect(styledNameOf('𝓑𝓪𝓰𝓾𝓮-𝓭𝓸𝓻é𝓮')).toBeNull();
    expect(styledNameOf('𝐍𝐨ë𝐥-𝐞𝐧-𝐟𝐚𝐦𝐢𝐥𝐥𝐞')).toBeNull();
    expect(styledNameOf('𝐓𝐨𝐩𝟏𝟎-𝐠𝐢𝐟𝐭𝐬')).toBeNull();
    expect(styledNameOf('𝙼𝚘𝚍𝚎𝚕-𝚇𝟷')).toBeNull();
    expect(styledNameOf('𝐖𝐞𝐛𝟑.𝟎')).toBeNull();
    expect(styledNameOf('𝐓-𝐒𝐡𝐢𝐫𝐭-𝐯𝟐.𝟎')).toBeNull();
    expect(styledNameOf('𝐒𝐭.𝐏𝐚𝐭𝐫𝐢𝐜𝐤')).toBeNull();
    expect(styledNameOf('𝐍𝐨.𝟓')).toBeNull();
  });

  it('still reads a domain or a page in one alphabet, and a plain letter swapped in', () => {
    expect(styledNameOf('𝐚𝐦𝐚𝐳𝐨𝐧.𝐜𝐨.𝐣𝐩')).toBe('amazon.co.jp');
    expect(styledNameOf('𝐢𝐧𝐝𝐞𝐱.𝐩𝐡𝐩')).toBe('index.php');
    expect(styledNameOf('𝐚𝐦𝐚zon')).toBe('amazon');
  });

  it('reads the path only, segment by segment', () => {
    expect(styledNameInPath('/x/𝐢𝐧𝐝𝐞𝐱.𝐡𝐭𝐦𝐥/')).toBe('index.html');
    expect(styledNameInPath('/menu/café-au-lait')).toBeNull();
  });
});

describe('url-styled-letters in inspectUrl', () => {
  it('is a deceptive sign on a kit page', () => {
    const r = inspectUrl('https://quiet-harbour-inn.example/𝙘𝙤.𝙟𝙥/');
    expect(r.findings.map((f) => f.code)).toContain('url-styled-letters');
    expect(r.score.verdict).not.toBe('likely-safe');
  });

  it('leaves ordinary addresses with styled or decomposed letters alone', () => {
    for (const href of [
      'https://en.wiktionary.org/wiki/𝐀',
      'https://maple-sweets.example/blogs/news/𝐁𝐥𝐚𝐜𝐤-𝐅𝐫𝐢𝐝𝐚𝐲',
      'https://boutique-lavande.example/collections/𝓢𝓸𝓵𝓭𝓮𝓼-𝓭-𝓱𝓲𝓿𝓮𝓻',
      'https://www.compart.com/en/unicode/U+1D400',
      'https://fancy-fonts.example/?text=𝓗𝓮𝓵𝓵𝓸.𝓦𝓸𝓻𝓵𝓭',
      'https://cafe-du-coin.example/menu/cafe%CC%81-au-lait',
      'https://city-parking.example/🅿️-rates',
      'https://ma-classe.example/2025/01/ⓗⓔⓛⓛⓞ-world',
      'https://math-notes.example/symbols/𝔸𝔹ℂ',
      'https://archive-room.example/files/𝐫𝐞𝐩𝐨𝐫𝐭2024.pdf',
      'https://prof-notes.example/compose/𝑓.𝑔',
    ])
      expect(codesOf(href), href).not.toContain('url-styled-letters');
  });
});
