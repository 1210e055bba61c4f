import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';

describe('inspectUrl options', () => {
  it('runs the URL model by default and not with { model: false }; every other finding is the same', () => {
    const url = 'http://paypa1-secure-login.example-verify.top/signin';
    const withModel = inspectUrl(url);
    const without = inspectUrl(url, { model: false });
    const modelCodes = withModel.findings.map((f) => f.code).filter((c) => c.startsWith('url-model-'));
    expect(modelCodes.length).toBe(1);
    expect(without.findings.some((f) => f.code.startsWith('url-model-'))).toBe(false);
    expect(without.findings.map((f) => f.code)).toEqual(
      withModel.findings.map((f) => f.code).filter((c) => !c.startsWith('url-model-')),
    );
    expect(without.normalizedUrl).toBe(withModel.normalizedUrl);
  });
});
