// Throughput of the pure analyses, against the BUILT packages (run `pnpm build` first):
//   node bench/analyses.mjs
// Prints ops/s for analyzeMessage and lexical analyzeUrl / inspectUrl on mixes of realistic inputs
// (a few inputs repeated, and inputs that all differ: the cold-memo figures),
// and the worst time of any adversarial 20,000-character message (and 2,048-character URL).
import { analyzeMessage, analyzeUrl, createContext } from '../packages/core/dist/index.js';
import { inspectUrl } from '../packages/core/dist/url.js';
import { urls as urlMix } from './url-mix.mjs';

const ctx = createContext({ offline: true });

const urls = [
  'https://www.google.com/',
  'paypal.com.secure-login.example.top/verify?account=1',
  'http://bit.ly/3xYz',
  'https://xn--pypal-4ve.com/',
  'http://192.168.0.1:8080/admin',
  'https://rbc-royalbank-secure.com/login',
  'https://github.com/remusao/tldts/blob/master/README.md',
  'https://canada.ca/en/revenue-agency.html',
];
const messages = [
  'See you at 6, bring the salad!',
  'Canada Post: your package is on hold, pay the $1.99 redelivery fee within 24h: http://cpost-redelivery.top/x',
  "Postes Canada : votre colis est retenu. Payez les frais de 2,99 $ d'ici 24 heures : https://bit.ly/colis",
  'CRA: You have a pending tax refund of $486.20. Deposit via Interac e-Transfer: http://cra-refund.xyz',
  'Hi mum, this is my new number, can you send me the verification code you just got?',
  'Your meeting with Dr. Martin is confirmed for Tuesday 10:30. Reply C to cancel.',
];

// Real-length texts (about 60 to 300 characters), a third of them with a link: the mix of issue 23.
const realLength = [
  'Hey! Are we still on for Saturday? I can pick up the cake on the way if you want, just tell me what time works for you and Sam.',
  'TD Alert: A purchase of $64.90 was made on your TD Visa ending in 1182 at METRO #233 on Nov 4. Not you? Call 1-800-555-0100.',
  'Your Uber code is 7710. Never share this code. Reply STOP ALL to unsubscribe.',
  'Canada Post: your parcel 7315 2280 4491 1062 will be delivered today. Track it at canadapost-postescanada.ca/track',
  'Hi, is this Daniel? It is Grace from the charity golf day, we talked about the vineyard investment, do you remember me?',
  'Home Hardware: your points of 12,400 expire tonight, redeem them now at homehardware-points.florist/claim before midnight',
  "Salut! J'arrive vers 19 h, tu veux que j'apporte du vin ou du dessert? Dis-moi si Léa vient aussi, je vais acheter en conséquence.",
  'You may be entitled to up to $9,200 after your accident last year. Call our claims team at 1-877-555-0139 today, no fee unless you win.',
  'Sephora: Beauty Insider days start now, 20% off everything online. Shop sephora.com/event Reply STOP to opt out.',
  'Rappel : rendez-vous chez Clinique Dentaire St-Denis le 14 mars à 10 h 30. Pour annuler, appelez le 514 555-0188.',
  'You have received $1,850.00 from a friend. Reply OK to accept the transfer to your account within 24 hours.',
  'Vous avez gagné un bon de 500 € chez notre partenaire! Réclamez-le avant ce soir : cadeaux-gagnants.top/r?id=88',
];

// The same texts with a different link host in each copy, and 20,000 different URLs: the mixes
// above repeat a few inputs, so the per-host memos of the URL inspection answer nearly every look-up;
// these two show the speed when they do not (a batch of different links).
const DISTINCT = 20_000;
const LINK_HOST = /\b([a-z][a-z0-9-]*)\.(florist|top|ca|com)\b/;
const distinctRealLength = Array.from({ length: DISTINCT }, (_, i) =>
  realLength[i % realLength.length].replace(
    LINK_HOST,
    (_m, label, tld) => `${label}-${i.toString(36)}.${tld}`,
  ),
);
const distinctUrls = urlMix(DISTINCT + 100)
  .filter((u) => !u.startsWith('ftp:'))
  .slice(0, DISTINCT);

async function opsPerSecond(name, fn, inputs, seconds = 2) {
  for (let i = 0; i < 2000; i++) await fn(inputs[i % inputs.length]); // warm-up
  const end = performance.now() + seconds * 1000;
  const cpu0 = process.cpuUsage();
  let ops = 0;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i++) await fn(inputs[(ops + i) % inputs.length]);
    ops += 100;
  }
  const cpu = process.cpuUsage(cpu0);
  const rate = ops / seconds;
  // Per CPU-second too: on a shared, loaded machine the wall-clock rate mostly measures waiting.
  const perCpu = ops / Math.max(1e-6, (cpu.user + cpu.system) / 1e6);
  console.log(
    `${name.padEnd(34)} ${Math.round(rate).toLocaleString('en-CA').padStart(10)} ops/s  ${Math.round(perCpu).toLocaleString('en-CA').padStart(10)} ops per CPU-s`,
  );
  return rate;
}

function worst(name, fn, inputs) {
  let max = 0;
  let which = '';
  for (const [label, input] of inputs) {
    fn(input); // warm
    const t0 = performance.now();
    for (let i = 0; i < 5; i++) fn(input);
    const ms = (performance.now() - t0) / 5;
    if (ms > max) [max, which] = [ms, label];
  }
  console.log(`${name.padEnd(34)} ${max.toFixed(2).padStart(10)} ms  (${which})`);
}

console.log(`node ${process.version}, ${new Date().toISOString()}`);
await opsPerSecond('analyzeMessage (mixed)', (m) => analyzeMessage(m, ctx), messages);
await opsPerSecond('analyzeMessage (real-length, 1/3 link)', (m) => analyzeMessage(m, ctx), realLength);
await opsPerSecond(
  'analyzeMessage (real-length, new links)',
  (m) => analyzeMessage(m, ctx),
  distinctRealLength,
);
await opsPerSecond('analyzeUrl lexical (mixed)', (u) => analyzeUrl(u, ctx), urls);
await opsPerSecond('analyzeUrl lexical (20,000 different)', (u) => analyzeUrl(u, ctx), distinctUrls);
await opsPerSecond('inspectUrl (sync, mixed)', (u) => inspectUrl(u), urls);

const N = 20_000;
const adversarialMessages = [
  ['a × 20000', 'a'.repeat(N)],
  ['$ × 20000', '$'.repeat(N)],
  ['1 × 20000', '1'.repeat(N)],
  ['"1 " × 10000', '1 '.repeat(N / 2)],
  ['http:// × 2857', 'http://'.repeat(Math.floor(N / 7))],
  ['www.a. × 3333', 'www.a.'.repeat(Math.floor(N / 6))],
  ['"$1,000.00 " × 1818', '$1,000.00 '.repeat(Math.floor(N / 11))],
  ['"verify code call " × 1111', 'verify code call '.repeat(Math.floor(N / 18))],
  ['"a." × 10000', 'a.'.repeat(N / 2)],
  ['emoji and zero-width', '😀\u200b'.repeat(N / 3)],
  ['"click:http:/a.co " × 1176', 'click:http:/a.co '.repeat(Math.floor(N / 17))],
  ['"call +44 20 7946 0321 " × 909', 'call +44 20 7946 0321 '.repeat(Math.floor(N / 22))],
  ['"txt WIN to 84425 150p/msg " × 769', 'txt WIN to 84425 150p/msg '.repeat(Math.floor(N / 26))],
  ['"été arrêté " × 1818', 'été arrêté '.repeat(Math.floor(N / 11))],
  ['"( 1-2 " × 2857', '( 1-2 '.repeat(Math.floor(N / 7))],
  ['"xx1234 ending 5678 " × 1052', 'xx1234 ending 5678 '.repeat(Math.floor(N / 19))],
  ['"long time no see we met at the " × 645', 'long time no see we met at the '.repeat(Math.floor(N / 31))],
  ['"then $9.99/week free spins " × 740', 'then $9.99/week free spins '.repeat(Math.floor(N / 27))],
  ['"Shop: a.shop.ca " × 1250', 'Shop: a.shop.ca '.repeat(Math.floor(N / 16))],
];
// analyzeMessage is async; measure its synchronous work by awaiting inside a sync-looking wrapper.
const syncMessage = (m) => {
  let r;
  analyzeMessage(m, ctx).then((x) => (r = x));
  return r;
};
worst('worst 20,000-char message', syncMessage, adversarialMessages);
const adversarialUrls = [
  ['long path', `https://example.com/${'a/'.repeat(1000)}`],
  ['many labels', `https://${'a.'.repeat(120)}com/`],
  ['many hyphens', `https://${'a-'.repeat(100)}a.com/${'%41'.repeat(500)}`],
  ['long query', `https://example.com/?${'url=http://x&'.repeat(150)}`],
];
worst('worst 2,048-char URL (inspectUrl)', (u) => inspectUrl(u), adversarialUrls);
