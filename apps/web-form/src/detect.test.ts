import { describe, expect, it } from 'vitest';
import { detectInput, looksLikeEmail, splitEmail } from './detect.js';

describe('detectInput', () => {
  it.each([
    ['https://example.com/login', 'url', 'https://example.com/login'],
    ['  http://192.0.2.44/paypal.com/verify  ', 'url', 'http://192.0.2.44/paypal.com/verify'],
    ['bit.ly/abc123', 'url', 'bit.ly/abc123'],
    ['www.example.ca', 'url', 'www.example.ca'],
    ['example.com:8080', 'url', 'example.com:8080'],
    ['example.com:8080/x', 'url', 'example.com:8080/x'],
    ['javascript:alert(1)', 'url', 'javascript:alert(1)'],
    ['example.ca?q=1', 'url', 'example.ca?q=1'],
    ['jane@example.ca', 'email-auth', 'jane@example.ca'],
    ['mailto:jane@example.ca', 'email-auth', 'jane@example.ca'],
    ['example.ca', 'dns', 'example.ca'],
    ['Sub.Example.CA.', 'dns', 'Sub.Example.CA.'],
    ['bücher.de', 'dns', 'bücher.de'],
    ['193.0.6.139', 'ip', '193.0.6.139'],
    ['2001:db8::1', 'ip', '2001:db8::1'],
    ['[2001:db8::1]', 'ip', '2001:db8::1'],
    ['44d88612fea8a8f36de82e1278abb02f', 'hash', '44d88612fea8a8f36de82e1278abb02f'],
    ['3395856CE81F2B7382DEE72602F798B642F14140', 'hash', '3395856CE81F2B7382DEE72602F798B642F14140'],
    [
      '275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f',
      'hash',
      '275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f',
    ],
  ] as const)('%s → %s', (input, kind, value) => {
    expect(detectInput(input)).toEqual({ kind, value });
  });

  it('sends text with words to the message check, links or not, untrimmed', () => {
    const sms = 'URGENT: your parcel is held. Pay at http://pay.example.top now ';
    expect(detectInput(sms)).toEqual({ kind: 'message', value: sms });
    expect(detectInput('hello there')?.kind).toBe('message');
    expect(detectInput('line one\nline two')?.kind).toBe('message');
  });

  it('sends a lone word, a 31-hex string or a dotted number that is not an IP to the message check', () => {
    expect(detectInput('hello')?.kind).toBe('message');
    expect(detectInput('44d88612fea8a8f36de82e1278abb02')?.kind).toBe('message');
    expect(detectInput('1.2.3.4.5')?.kind).toBe('message');
    expect(detectInput('999.1.1.1')?.kind).toBe('message');
  });

  it('answers null for empty or blank input', () => {
    expect(detectInput('')).toBeNull();
    expect(detectInput(' \n\t ')).toBeNull();
  });
});

describe('a pasted email in the one box', () => {
  const EMAIL = [
    'Return-Path: <bounce@mx.example.net>',
    'Received: from mx.example.net (mx.example.net [192.0.2.7])',
    '\tby mail.example.ca with ESMTPS id abc123',
    'From: "Canada Post" <notice@example.net>',
    'Subject: Your parcel is waiting',
    '',
    'Pay the 2.99 fee at https://example.net/pay',
  ].join('\n');

  it('is an email, split at the first blank line (folded header lines kept)', () => {
    const d = detectInput(EMAIL);
    expect(d?.kind).toBe('email');
    const parts = splitEmail(d?.value ?? '');
    expect(parts.headers.split('\n')).toHaveLength(5);
    expect(parts.headers).toContain('\tby mail.example.ca');
    expect(parts.body).toBe('Pay the 2.99 fee at https://example.net/pay');
  });

  it('takes CRLF line breaks and leading blank lines', () => {
    const d = detectInput(`\n\n${EMAIL.replace(/\n/g, '\r\n')}`);
    expect(d?.kind).toBe('email');
    expect(splitEmail(d?.value ?? '').body).toBe('Pay the 2.99 fee at https://example.net/pay');
  });

  it('knows a MIME body without its headers', () => {
    const mime = [
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain',
      '',
      'Hello',
      '--b1--',
    ].join('\n');
    expect(looksLikeEmail(mime)).toBe(true);
    expect(looksLikeEmail(`Hi, see below\n${mime.split('\n').slice(2).join('\n')}`)).toBe(false);
  });

  it.each([
    'Subject: your parcel\nPay now at https://example.net',
    'To: Bob\nFrom: Alice\nmeet me at noon',
    'Your code is 123456. Do not share it.',
    'Note: the meeting moved\nTime: 3 pm',
  ])('a text message stays a message: %j', (text) => {
    expect(detectInput(text)?.kind).toBe('message');
  });

  it('a header block with no body is all headers', () => {
    expect(splitEmail('From: a@example.ca\nSubject: hi')).toEqual({
      headers: 'From: a@example.ca\nSubject: hi',
      body: '',
    });
  });
});
