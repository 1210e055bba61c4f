import { describe, expect, it } from 'vitest';
import { createContext, type AnalysisContext } from '../context.js';
import { isInputError } from '../errors.js';
import type { HttpPort } from '../net/http/types.js';
import { fakeHttp, type FakeReply } from '@secapi/test-kit/fixtures/scripted-http.js';
import { fetchPwnedRange, parsePwnedRangeBody } from './pwned-passwords.js';

function ctxWith(http: HttpPort): AnalysisContext {
  const providers = { pwnedPasswordsUrl: 'https://pwned.test/range/' };
  return createContext({ offline: false, http, providers });
}
const hibp = (...replies: FakeReply[]) => fakeHttp([{ match: 'pwned.test', replies }]);

const S1 = '0018A45C4D1DEF81644B54AB7F969B88D65';
const S2 = '00D4F6E8FA6EECAD2A3AA415EEC418D38EC';
const PAD = '011053FD0102E94D6AE2F8B83D76FAF94F6';
const BODY = [
  `${S1}:1`,
  `${PAD}:0`,
  `${S2}:2`,
  `${'0'.repeat(35)}:0`,
  `${S2.toLowerCase().replace('00d', '01d')}:0042`,
].join('\r\n');

describe('fetchPwnedRange', () => {
  it('asks <url><PREFIX> with Add-Padding and returns the real lines, padding removed', async () => {
    const http = hibp({ status: 200, body: `${BODY}\r\n` });
    const r = await fetchPwnedRange('21bd1', ctxWith(http));
    expect(http.calls[0]!.url).toBe('https://pwned.test/range/21BD1');
    expect(http.calls[0]!.options.headers?.['add-padding']).toBe('true');
    expect(http.calls[0]!.options.maxBodyBytes).toBe(1024 * 1024);
    expect(r).toEqual({
      prefix: '21BD1',
      lines: [`${S1}:1`, `${S2}:2`, `${S2.replace('00D', '01D')}:42`],
      paddingRemoved: 2,
      invalidLines: 0,
      upstreamStatus: 200,
      errorKey: null,
      parameters: null,
      outcome: 'complete',
    });
  });

  it('drops invalid lines and counts them', () => {
    const parsed = parsePwnedRangeBody(
      [
        `${S1}:3`,
        'garbage',
        `${S1.slice(1)}:1`,
        `${S1}X:1`,
        `${S1}:-1`,
        `${S1}:`,
        `${S1}:1:2`,
        '<html>',
        '',
      ].join('\n'),
    );
    expect(parsed).toEqual({ lines: [`${S1}:3`], paddingRemoved: 0, invalidLines: 7 });
  });

  it('upstream 5xx → errorKey with the status, no lines', async () => {
    const r = await fetchPwnedRange('ABCDE', ctxWith(hibp({ status: 503, body: 'busy' })));
    expect(r).toMatchObject({
      lines: [],
      upstreamStatus: 503,
      errorKey: 'hash.error.pwned-upstream-status',
      parameters: { status: 503 },
    });
  });

  it('a transport failure → the http-error key', async () => {
    const r = await fetchPwnedRange('ABCDE', ctxWith(hibp({ error: 'timeout' })));
    expect(r).toMatchObject({
      lines: [],
      upstreamStatus: null,
      errorKey: 'http-error.timeout',
      outcome: 'failed',
    });
  });

  it('a truncated body is refused: a partial range could hide the suffix', async () => {
    const r = await fetchPwnedRange('ABCDE', ctxWith(hibp({ status: 200, body: BODY, bodyTruncated: true })));
    expect(r).toMatchObject({ lines: [], errorKey: 'hash.error.pwned-invalid-response' });
  });

  it('a 200 body without a single valid line is refused', async () => {
    const r = await fetchPwnedRange('ABCDE', ctxWith(hibp({ status: 200, body: '<html>captcha</html>' })));
    expect(r).toMatchObject({ lines: [], invalidLines: 0, errorKey: 'hash.error.pwned-invalid-response' });
  });

  it.each([
    ['', 'input.prefix-required'],
    ['  ', 'input.prefix-required'],
    ['ABCD', 'input.prefix-invalid'],
    ['ABCDEF', 'input.prefix-invalid'],
    ['ABCDG', 'input.prefix-invalid'],
    ['../x', 'input.prefix-invalid'],
  ])('rejects %j with %s', async (input, key) => {
    const error: unknown = await fetchPwnedRange(input, ctxWith(hibp())).catch((e: unknown) => e);
    expect(isInputError(error) && error.key).toBe(key);
  });

  it('offline → skip.offline-mode and no request', async () => {
    const http = hibp({ status: 200, body: BODY });
    const ctx = createContext({ offline: true, http });
    const r = await fetchPwnedRange('abcde', ctx);
    expect(r).toMatchObject({
      prefix: 'ABCDE',
      lines: [],
      errorKey: 'skip.offline-mode',
      outcome: 'failed',
      upstreamStatus: null,
    });
    expect(http.calls).toEqual([]);
  });
});
