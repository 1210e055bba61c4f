/**
 * A small in-memory stand-in for `@secapi/server`'s `Service`, for the router's unit tests: same input
 * rules as core (InputError keys and limits), canned results built with core's own helpers, and a
 * counting limiter per partition that answers 429 in plain text like the server's.
 */
import type { RequestHandler } from 'express';
import {
  InputError,
  MESSAGE_RULES,
  URL_RULES,
  makeFinding,
  type MessageAnalysisResult,
  type UrlAnalysisResult,
} from '@secapi/core';
import { messageResult, urlResult } from '@secapi/test-kit';
import type { FormService } from '../src/router.js';

export interface FakeService extends FormService {
  readonly calls: { url: string[]; message: string[] };
  readonly hits: Record<string, number>;
  /** Requests allowed per partition before the limiter answers 429. */
  limit: number;
  /** When set, the next analysis rejects with this (an unexpected failure). */
  failWith: Error | undefined;
}

export function createFakeService(): FakeService {
  const calls = { url: [] as string[], message: [] as string[] };
  const hits: Record<string, number> = {};
  const fake: FakeService = {
    calls,
    hits,
    limit: Infinity,
    failWith: undefined,
    analyzeUrl(input: string): Promise<UrlAnalysisResult> {
      calls.url.push(input);
      if (fake.failWith !== undefined) return Promise.reject(fake.failWith);
      if (input.trim() === '') return Promise.reject(new InputError('input.url-required'));
      if (input.length > 2048) return Promise.reject(new InputError('input.url-too-long', { max: 2048 }));
      const findings = [
        makeFinding('url-dangerous-scheme', URL_RULES, { scheme: 'javascript' }),
        makeFinding('url-ip-host', URL_RULES, { host: input.slice(0, 40) }),
      ];
      return Promise.resolve(
        urlResult({
          input,
          findings,
          normalizedUrl: `http://normalized.example/${encodeURIComponent(input)}`,
          analyzedHost: input,
          isInconclusive: false,
          redirectsSkipReasonKey: 'skip.not-implemented',
        }),
      );
    },
    analyzeMessage(message: string): Promise<MessageAnalysisResult> {
      calls.message.push(message);
      if (fake.failWith !== undefined) return Promise.reject(fake.failWith);
      if (message.trim() === '') return Promise.reject(new InputError('input.message-required'));
      if (message.length > 20_000)
        return Promise.reject(new InputError('input.message-too-long', { max: 20_000 }));
      const findings = [makeFinding('message-urgency', MESSAGE_RULES, { phrase: 'act now' })];
      return Promise.resolve(
        messageResult({
          characterCount: message.length,
          findings,
          links: [
            {
              text: 'http://pay-now.example.top/"><b>x</b>',
              normalizedUrl: 'http://pay-now.example.top/%22%3E%3Cb%3Ex%3C/b%3E',
              host: 'pay-now.example.top',
              confidenceScore: 45,
              verdictKey: 'verdict.suspicious',
            },
          ],
        }),
      );
    },
    limiter(partition: string): RequestHandler {
      return (_req, res, next) => {
        hits[partition] = (hits[partition] ?? 0) + 1;
        if ((hits[partition] ?? 0) > fake.limit) {
          res.status(429).type('text/plain').send('Too many requests.');
          return;
        }
        next();
      };
    },
  };
  return fake;
}
