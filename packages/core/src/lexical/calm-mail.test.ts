import { describe, expect, it } from 'vitest';
import { makeFinding } from '../findings.js';
import { isMailClickLink } from './calm-mail.js';
import { CONTEXT_CAP, calmCategory, scoreUrlFindings } from './evidence.js';
import { LEXICAL_RULES, type LexicalCode } from './rules.js';

// Issue 21 round 16 (maillinks16): links of ordinary mail. Every example is written for these tests
// (invented hosts, tokens and ids); none is from a data set.
const finding = (code: LexicalCode, probability?: number) =>
  makeFinding(code, LEXICAL_RULES, probability === undefined ? null : { probability });
const token = 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9fG1hJ3kL5mN7pQ9rS1tU3vW5xY7zA9bC1dE3fG5hJ7kL9';
const hex = '7c41e0a9b2d3f4e5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9';

describe('a sending service’s click-tracking redirect (mail-click-link)', () => {
  it.each([
    `https://links.flowers-shop.example/s/c/${token}`,
    `https://click.news.email.homewares.example/?qs=${hex}`,
    `https://nl.dailypaper.example/f/a/Xy12_ab~~/AAAAARA~/${token}`,
    `https://u7654321.ct.sendgrid.net/ls/click?upn=${token}`,
    `https://t.dm.appliances.example/r/?id=h12ab34,5cd678,9ef012`,
    `https://click.campaigns.example/ss/c/u001.${token}`,
  ])('reads %s as a click link', (url) => {
    expect(isMailClickLink(new URL(url))).toBe(true);
  });

  it.each([
    // A tracking label without a click endpoint, or a click endpoint on an ordinary host.
    `https://links.flowers-shop.example/sale/roses`,
    `https://flowers-shop.example/s/c/${token}`,
    // A mail platform's page host: its customer chooses the path.
    `https://promo-page.hs-sites.com/s/c/${token}`,
    // The front page of a two-label name is no tracker's subdomain.
    `https://click.example/?qs=${hex}`,
    // A short qs is not a machine token.
    `https://view.bank-news.example/?qs=abc`,
    // A click path carrying its destination in clear: the model reads the destination.
    `https://a1b2c3d4.r.us-east-1.awstrack.me/L0/https:%2F%2Fgarden-shop.example%2Fsale/1/0100018f${hex}/${token}`,
    `https://click.news.garden-shop.example/CL0/https:%2F%2Fgarden-shop.example%2Fsale/1/${hex}`,
  ])('does not read %s as a click link', (url) => {
    expect(isMailClickLink(new URL(url))).toBe(false);
  });

  it('caps a tracker whose token the model reads as phishing, even strongly', () => {
    const url = `https://links.flowers-shop.example/s/c/${token}`;
    const findings = [finding('url-long'), finding('url-model-phishing', 97)];
    expect(calmCategory(findings, url)).toBe('mail-click-link');
    expect(scoreUrlFindings(findings, url).confidenceScore).toBe(CONTEXT_CAP);
    const mid = [finding('url-long'), finding('url-many-subdomains'), finding('url-model-suspicious', 86)];
    expect(scoreUrlFindings(mid, `https://click.news.email.homewares.example/?qs=${hex}`).verdict).toBe(
      'likely-safe',
    );
  });

  it('keeps a tracker with a brand in its host, a lure word or an often-abused ending as scored', () => {
    const url = `https://links.flowers-shop.example/s/c/${token}`;
    const branded = [finding('url-long'), finding('url-brand-in-domain'), finding('url-model-phishing', 97)];
    expect(scoreUrlFindings(branded, url).confidenceScore).toBeGreaterThan(CONTEXT_CAP);
    const lure = [finding('url-long'), finding('url-lure-keyword'), finding('url-model-suspicious', 86)];
    expect(calmCategory(lure, url)).not.toBe('mail-click-link');
    const ending = [finding('url-long'), finding('url-suspicious-tld'), finding('url-model-suspicious', 86)];
    expect(calmCategory(ending, url)).not.toBe('mail-click-link');
  });
});
