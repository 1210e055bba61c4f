/**
 * Issue 23, round 4: the model's opinion of a text with no word in it (a bare number, a code pasted
 * alone) weighs as the weak one; with words it keeps its weight. Every example is written for this
 * file (none comes from a corpus or from the blind lists).
 */
import { describe, expect, it } from 'vitest';
import { analyzeMessage } from './analyze.js';

describe('issue 23 round 4: the model on a bare number', () => {
  it('does not flag a number sent alone', async () => {
    for (const text of ['80488', '86688 12345', '09066']) {
      const r = await analyzeMessage(text);
      expect(r.findings.map((f) => f.code).filter((c) => c.startsWith('message-model'))).toEqual([
        'message-model-weak',
      ]);
      expect(r.verdictKey).toBe('verdict.likely-safe');
    }
  });

  it('keeps the model’s weight when the text has words', async () => {
    const r = await analyzeMessage('FREE entry! Txt WIN to 80488 now to claim ur prize, 150p/msg');
    expect(r.verdictKey).not.toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 4: UK premium numbers of eleven digits', () => {
  it('reads a 09… number written without spaces as a premium number', async () => {
    const r = await analyzeMessage(
      'Someone fancies you! To find out who, call 09058123456 now. Cost 1.50/min',
    );
    expect(r.findings.map((f) => f.code)).toContain('message-premium-number');
  });

  it('leaves an ordinary ten-digit number alone', async () => {
    const r = await analyzeMessage('Call me on 0790 123 456 when you land, I will pick you up.');
    expect(r.findings.map((f) => f.code)).not.toContain('message-premium-number');
  });
});

describe('issue 23 round 4: the sender’s own promise is not a deadline', () => {
  it('drops the urgency of "we will reply within 24 hours"', async () => {
    for (const text of [
      'Thanks for writing to Maple Internet help. Case 55120 is open; we will reply within 24 hours.',
      'Merci d’avoir écrit au soutien de Fibre Nord. Nous vous répondrons dans les 24 heures.',
    ]) {
      const r = await analyzeMessage(text);
      expect(r.findings.map((f) => f.code)).not.toContain('message-urgency');
    }
  });

  it('keeps a deadline put on the reader', async () => {
    const r = await analyzeMessage('Your account will be closed. You must reply within 24 hours to keep it.');
    expect(r.findings.map((f) => f.code)).toContain('message-urgency');
  });
});
