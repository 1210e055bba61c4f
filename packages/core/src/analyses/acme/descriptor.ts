/** The check-acme analysis, as the API, the server and the form see it (see define-analysis.ts). */
import { MINUTE_MS, defineAnalysis, lifetimes, trimInput } from '../../define-analysis.js';
import { MAX_DOMAIN_INPUT_LENGTH } from '../../input/domain.js';
import { analyzeAcme } from './analyze.js';
import { ACME_METHODS, type AcmeAnalysisResult } from './types.js';

export const acmeAnalysis = defineAnalysis({
  id: 'check-acme',
  method: 'analyzeAcme',
  family: 'report',
  input: {
    name: 'domain',
    maxLength: MAX_DOMAIN_INPUT_LENGTH,
    normalize: trimInput,
    params: [
      {
        name: 'method',
        values: ACME_METHODS,
        description:
          'ACME challenge type to diagnose (`http-01`, `dns-01`, `tls-alpn-01`); omitted = every method. Any other value: 400 `input.method-invalid`.',
        invalidKey: 'input.method-invalid',
      },
    ],
  },
  analyze: (input, ctx, params): Promise<AcmeAnalysisResult> =>
    analyzeAcme({ domain: input, method: params?.method ?? null }, ctx),
  /** 2 min: people fix what the diagnosis says and check again at once; the probes are cheap to redo. */
  cache: lifetimes(2 * MINUTE_MS),
  perMinute: 3,
});
