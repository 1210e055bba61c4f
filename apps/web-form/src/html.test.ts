import { describe, expect, it } from 'vitest';
import { escapeHtml, markup } from './html.js';

describe('markup', () => {
  it('escapes every interpolated string, in content and in attributes', () => {
    const evil = `"><script>alert('x')</script>&`;
    const out = markup`<p title="${evil}">${evil}</p>`.value;
    expect(out).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</p>',
    );
  });

  it('keeps nested fragments, joins arrays and drops null, undefined and false', () => {
    const items = ['a<', 'b'].map((s) => markup`<li>${s}</li>`);
    expect(markup`<ul>${items}</ul>${null}${undefined}${false}${0}`.value).toBe(
      '<ul><li>a&lt;</li><li>b</li></ul>0',
    );
  });

  it('escapeHtml leaves ordinary text alone', () => {
    expect(escapeHtml('Vérifier un lien : « ok »')).toBe('Vérifier un lien : « ok »');
  });
});
