// The URL mix of the command-line benchmark (bench/cli.mjs) and of the cold-memo figure of
// bench/analyses.mjs: ordinary sites, look-alikes, shorteners, IP hosts, long paths, a few refused
// lines. Seeded, so every run reads the same URLs; nearly every line is a different URL.
import { mulberry32 } from '../scripts/lib/seeded.mjs';

const SITES = ['canada.ca', 'github.com', 'wikipedia.org', 'cbc.ca', 'desjardins.com', 'amazon.ca'];
const WORDS = [
  'login',
  'verify',
  'account',
  'secure',
  'update',
  'refund',
  'parcel',
  'billing',
  'docs',
  'news',
];
const TLDS = ['com', 'ca', 'top', 'xyz', 'info', 'net', 'org', 'shop'];
const BRANDS = ['paypal', 'interac', 'canadapost', 'netflix', 'apple', 'microsoft', 'rbc', 'td'];

export function urls(n) {
  const r = mulberry32(24);
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const out = [];
  for (let i = 0; i < n; i++) {
    const k = r();
    if (k < 0.4) out.push(`https://www.${pick(SITES)}/${pick(WORDS)}/${String(i)}?ref=${pick(WORDS)}`);
    else if (k < 0.65)
      out.push(
        `http://${pick(BRANDS)}.${pick(WORDS)}-${pick(WORDS)}.example${String(i % 997)}.${pick(TLDS)}/${pick(WORDS)}`,
      );
    else if (k < 0.75) out.push(`https://bit.ly/${Math.floor(r() * 1e9).toString(36)}`);
    else if (k < 0.82)
      out.push(`http://${String(11 + (i % 200))}.${String(i % 250)}.7.9:8080/${pick(WORDS)}.php`);
    else if (k < 0.9)
      out.push(`https://${pick(WORDS)}-${pick(BRANDS)}.${pick(TLDS)}/${'a/'.repeat(1 + (i % 30))}index.html`);
    else if (k < 0.999) out.push(`${pick(BRANDS)}-${pick(WORDS)}.${pick(TLDS)}`);
    else out.push('ftp://not a url'); // refused: its own error record, the run goes on
  }
  return out;
}
