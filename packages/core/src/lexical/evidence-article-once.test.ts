import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFinding } from '../findings.js';
import { scoreUrlFindings } from './evidence.js';
import * as pagePaths from './page-paths.js';
import { LEXICAL_RULES, type LexicalCode } from './rules.js';

// Review leftover of round 16 (links17): the evidence rule reads an address as a brand article at
// most once per scoring. The module's own function is wrapped so that its calls can be counted.
vi.mock('./page-paths.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./page-paths.js')>();
  return { ...actual, brandArticlePath: vi.fn(actual.brandArticlePath) };
});

const finding = (code: LexicalCode, probability?: number) =>
  makeFinding(code, LEXICAL_RULES, probability === undefined ? null : { probability });
const lure = makeFinding('url-lure-keyword', LEXICAL_RULES, { keyword: 'login', keywords: ['login'] });
const calls = () => vi.mocked(pagePaths.brandArticlePath).mock.calls.length;

describe('brandArticlePath, once per scoring', () => {
  beforeEach(() => {
    vi.mocked(pagePaths.brandArticlePath).mockClear();
  });

  it('is asked once when the score is read with and without the model’s signs', () => {
    // A brand beside a lure word off an article's path, and a mid model score: deceptive both ways.
    const findings = [finding('url-brand-in-path'), lure, finding('url-model-suspicious', 80)];
    const score = scoreUrlFindings(findings, 'https://corner-shop.example/paypal/login');
    expect(score.verdict).not.toBe('likely-safe');
    expect(calls()).toBe(1);
  });

  it('is asked once when the article then falls in brand-article-page', () => {
    const findings = [finding('url-brand-in-path'), lure, finding('url-model-suspicious', 72)];
    const url = 'https://technews.example/2025/03/paypal-ends-sms-codes-for-login/';
    expect(scoreUrlFindings(findings, url).verdict).toBe('likely-safe');
    expect(calls()).toBe(1);
  });
});
