import { describe, expect, it } from 'vitest';
import { isInputError } from '../../errors.js';
import { CRITICAL_MIN_IMPACT } from '../../scoring.js';
import { MAX_MESSAGE_LENGTH, analyzeMessage } from './analyze.js';
import {
  COMBINED_SIGNALS_MIN,
  MESSAGE_FINDING_CODES,
  MESSAGE_RULES,
  THEME_CODES,
  type MessageFindingCode,
} from './rules.js';
import type { MessageAnalysisResult } from './types.js';

function codes(r: MessageAnalysisResult): string[] {
  return r.findings.map((f) => f.titleKey.slice('finding.'.length, -'.title'.length));
}

function finding(r: MessageAnalysisResult, code: MessageFindingCode) {
  return r.findings.find((f) => f.titleKey === `finding.${code}.title`);
}

interface SignalCase {
  readonly code: MessageFindingCode;
  readonly lang: 'en' | 'fr';
  readonly positive: string;
  /** Excerpt expected in `parameters.phrase` (or in `parameters.phrases`). */
  readonly phrase: string;
  readonly negative: string;
}

/** Each phrase signal: a message that shows it and an ordinary message that does not, in both languages. */
const SIGNAL_CASES: readonly SignalCase[] = [
  {
    code: 'message-urgency',
    lang: 'en',
    positive: 'Final notice: respond within 24 hours.',
    phrase: 'Final notice',
    negative: 'See you within the hour, no rush.',
  },
  {
    code: 'message-urgency',
    lang: 'fr',
    positive: 'Dernier avis : répondez d’ici 24 heures.',
    phrase: 'Dernier avis',
    negative: 'On se voit demain vers midi.',
  },
  {
    code: 'message-threat',
    lang: 'en',
    positive: 'A warrant for your arrest will be issued today.',
    phrase: 'warrant for your arrest',
    negative: 'The police closed Main Street, take the other road.',
  },
  {
    code: 'message-threat',
    lang: 'fr',
    positive: 'Un mandat d’arrêt sera émis contre vous.',
    phrase: 'mandat d’arrêt',
    negative: 'La police a fermé la rue principale, prends l’autre chemin.',
  },
  {
    code: 'message-parcel-fee',
    lang: 'en',
    positive: 'Purolator: your parcel is on hold, a redelivery fee applies.',
    phrase: 'parcel is on hold',
    negative: 'The delivery fee for the pizza was silly.',
  },
  {
    code: 'message-parcel-fee',
    lang: 'fr',
    positive: 'Votre colis est retenu : frais de douane à payer.',
    phrase: 'colis est retenu',
    negative: 'Les frais de livraison de la pizza étaient ridicules.',
  },
  {
    code: 'message-tax-refund',
    lang: 'en',
    positive: 'Canada Revenue Agency: you are eligible for a refund.',
    phrase: 'refund',
    negative: 'Did you get your refund from the store?',
  },
  {
    code: 'message-tax-refund',
    lang: 'fr',
    positive: 'Agence du revenu du Canada : vous êtes admissible à un remboursement.',
    phrase: 'vous êtes admissible',
    negative: 'As-tu eu ton remboursement du magasin ?',
  },
  {
    code: 'message-interac-transfer',
    lang: 'en',
    positive: 'INTERAC e-Transfer: click to deposit your funds.',
    phrase: 'deposit',
    negative: 'I sent you an e-transfer for the pizza.',
  },
  {
    code: 'message-interac-transfer',
    lang: 'fr',
    positive: 'Virement Interac : cliquez pour déposer les fonds.',
    phrase: 'déposer',
    negative: 'Je t’ai fait un virement Interac pour la pizza.',
  },
  {
    code: 'message-account-locked',
    lang: 'en',
    positive: 'Your account has been temporarily locked.',
    phrase: 'account has been temporarily locked',
    negative: 'I opened a bank account today.',
  },
  {
    code: 'message-account-locked',
    lang: 'fr',
    positive: 'Votre compte a été bloqué suite à une activité inhabituelle.',
    phrase: 'compte a été bloqué',
    negative: 'J’ai ouvert un compte à la banque aujourd’hui.',
  },
  {
    code: 'message-prize',
    lang: 'en',
    positive: "Congratulations, you've won an iPhone!",
    phrase: "you've won",
    negative: 'What prize did the kids get at school?',
  },
  {
    code: 'message-prize',
    lang: 'fr',
    positive: 'Félicitations, vous avez gagné un iPhone!',
    phrase: 'vous avez gagné',
    negative: 'Quel est le prix du billet?',
  },
  {
    code: 'message-crypto',
    lang: 'en',
    positive: 'Send the payment in USDT to this wallet address.',
    phrase: 'USDT',
    negative: 'I left my wallet at your place.',
  },
  {
    code: 'message-crypto',
    lang: 'fr',
    positive: 'Envoyez le paiement en cryptomonnaie.',
    phrase: 'cryptomonnaie',
    negative: 'J’ai oublié mon portefeuille chez toi.',
  },
  {
    code: 'message-guaranteed-returns',
    lang: 'en',
    positive: 'Guaranteed returns every week, double your money!',
    phrase: 'Guaranteed returns',
    negative: 'The returns desk closes at 5.',
  },
  {
    code: 'message-guaranteed-returns',
    lang: 'fr',
    positive: 'Rendement garanti chaque semaine!',
    phrase: 'Rendement garanti',
    negative: 'Le rendement de la voiture est bon.',
  },
  {
    code: 'message-gift-card',
    lang: 'en',
    positive: 'Buy 3 Apple gift cards and send me the codes.',
    phrase: 'Buy 3 Apple gift cards',
    negative: 'Thanks for the gift card, so sweet!',
  },
  {
    code: 'message-gift-card',
    lang: 'fr',
    positive: 'Achète des cartes-cadeaux et envoie-moi une photo du dos.',
    phrase: 'Achète des cartes-cadeaux',
    negative: 'Merci pour la carte-cadeau, c’est gentil!',
  },
  {
    code: 'message-verification-code',
    lang: 'en',
    positive: 'Your verification code is 482913.',
    phrase: 'verification code',
    negative: 'What is the code for the door?',
  },
  {
    code: 'message-verification-code',
    lang: 'fr',
    positive: 'Votre code de vérification est 482913.',
    phrase: 'code de vérification',
    negative: 'C’est quoi le code de la porte?',
  },
  {
    code: 'message-code-request',
    lang: 'en',
    positive: 'Sorry, I sent you a code by mistake, can you send me the code?',
    phrase: 'send me the code',
    negative: 'I will send you the address later.',
  },
  {
    code: 'message-code-request',
    lang: 'fr',
    positive: 'Désolé, peux-tu m’envoyer... envoie-moi le code que tu as reçu.',
    phrase: 'envoie-moi le code',
    negative: 'Je t’envoie l’adresse plus tard.',
  },
  {
    code: 'message-wrong-number',
    lang: 'en',
    positive: 'Hi, is this Linda? Sorry, wrong number maybe.',
    phrase: 'wrong number',
    negative: 'Is this the right bus for downtown? Asking for Mom.',
  },
  {
    code: 'message-wrong-number',
    lang: 'fr',
    // Round 10: the apology alone (« Oh désolée, mauvais numéro! ») is calm; the lure goes on.
    positive: 'Oh désolée, mauvais numéro! Mais vous avez l’air gentil, vous venez d’où?',
    phrase: 'mauvais numéro',
    negative: 'Mon numéro de porte est le 12.',
  },
  {
    code: 'message-new-number',
    lang: 'en',
    positive: 'Hey, this is my new number, save it.',
    phrase: 'new number',
    negative: 'My number is the same as before.',
  },
  {
    code: 'message-new-number',
    lang: 'fr',
    positive: 'Salut, voici mon nouveau numéro.',
    phrase: 'nouveau numéro',
    negative: 'Mon numéro n’a pas changé.',
  },
  {
    code: 'message-family-impersonation',
    lang: 'en',
    positive: 'Hi Mum, I lost my phone, can you send me money?',
    phrase: 'Hi Mum',
    negative: 'Hi Mum, see you at dinner.',
  },
  {
    code: 'message-family-impersonation',
    lang: 'fr',
    positive: 'Salut maman, c’est mon nouveau numéro, j’ai besoin d’argent.',
    phrase: 'Salut maman',
    negative: 'Salut maman, on se voit au souper.',
  },
  {
    code: 'message-job-offer',
    lang: 'en',
    positive: 'Remote job: earn $300 per day, flexible hours.',
    phrase: '$300 per day',
    negative: 'I got a job offer at the library!',
  },
  {
    code: 'message-job-offer',
    lang: 'fr',
    positive: 'Travail à domicile, 300 $ par jour, aucune expérience requise.',
    phrase: '300 $ par jour',
    negative: 'J’ai eu une offre d’emploi à la bibliothèque!',
  },
  {
    code: 'message-personal-info-request',
    lang: 'en',
    positive: 'Please confirm your SIN and date of birth.',
    phrase: 'confirm your SIN',
    negative: 'Happy birthday! What a great date of birth.',
  },
  {
    code: 'message-personal-info-request',
    lang: 'fr',
    positive: 'Veuillez confirmer votre NAS et votre date de naissance.',
    phrase: 'confirmer votre NAS',
    negative: 'Bonne fête! Quelle belle date de naissance.',
  },
];

describe('analyzeMessage: each signal', () => {
  for (const c of SIGNAL_CASES) {
    it(`${c.code} (${c.lang}): found in "${c.positive}"`, async () => {
      const r = await analyzeMessage(c.positive);
      const f = finding(r, c.code);
      expect(f, codes(r).join(', ')).toBeDefined();
      const phrases = [
        f?.parameters?.phrase,
        ...((f?.parameters?.phrases as readonly string[] | undefined) ?? []),
      ];
      expect(
        phrases.some((p) => typeof p === 'string' && p.toLowerCase().includes(c.phrase.toLowerCase())),
      ).toBe(true);
      expect(r.languagesDetected).toContain(c.lang);
    });
    it(`${c.code} (${c.lang}): not found in "${c.negative}"`, async () => {
      const r = await analyzeMessage(c.negative);
      expect(codes(r)).not.toContain(c.code);
      expect(r.verdictKey).toBe('verdict.likely-safe');
    });
  }

  it('message-callback-number: a number with "call" (en) and "appelez" (fr)', async () => {
    const en = await analyzeMessage('Call 1-888-555-0199 to avoid charges.');
    expect(finding(en, 'message-callback-number')?.parameters).toMatchObject({
      phoneNumber: '1-888-555-0199',
    });
    const fr = await analyzeMessage('Appelez le (613) 555-0199 sans tarder.');
    expect(finding(fr, 'message-callback-number')?.parameters).toMatchObject({
      phoneNumber: '(613) 555-0199',
    });
    expect(fr.languagesDetected).toEqual(['fr']);
  });

  it('message-callback-number: not for a number without a call word, nor for long digit runs', async () => {
    expect(codes(await analyzeMessage('Order 6135550199 is ready.'))).not.toContain(
      'message-callback-number',
    );
    expect(codes(await analyzeMessage('Call me, ref 12345678901234'))).not.toContain(
      'message-callback-number',
    );
  });

  it.each([
    ['$1,234.56', 'Total due: $1,234.56.'],
    ['150,00 $', 'Montant : 150,00 $.'],
    ['1 234 $', 'Solde : 1 234 $.'],
    ['CAD 20', 'Fee is CAD 20.'],
    ['50 dollars', 'It costs 50 dollars.'],
    ['$1000', 'Win $1000 today'],
  ])('message-money-amount: %s', async (amount, text) => {
    const r = await analyzeMessage(text);
    expect(finding(r, 'message-money-amount')?.parameters).toMatchObject({ amount });
  });

  it('message-money-amount: not for plain numbers or a lone dollar sign', async () => {
    const r = await analyzeMessage('Bus 12 at 3.45, platform 2, costs $ and patience');
    expect(codes(r)).not.toContain('message-money-amount');
  });
});

describe('analyzeMessage: links', () => {
  it('lists each link with the lexical verdict, and reports a shortener', async () => {
    const r = await analyzeMessage('Look: https://bit.ly/3abc and www.example.com/page');
    expect(r.links.map((l) => l.host)).toEqual(['bit.ly', 'www.example.com']);
    expect(r.links[0]?.normalizedUrl).toBe('https://bit.ly/3abc');
    expect(r.links[0]?.verdictKey).toMatch(/^verdict\./);
    expect(finding(r, 'message-link')?.parameters).toMatchObject({
      link: 'https://bit.ly/3abc',
      host: 'bit.ly',
      count: 2,
    });
    expect(finding(r, 'message-link-shortener')?.parameters).toMatchObject({ host: 'bit.ly' });
  });

  it('reports an IP-address host and a suspicious TLD', async () => {
    const ip = await analyzeMessage('Log in at http://203.0.113.7/login now');
    expect(finding(ip, 'message-link-ip-host')?.parameters).toMatchObject({ host: '203.0.113.7' });
    const tld = await analyzeMessage('Go to secure-pay.top/x');
    expect(finding(tld, 'message-link-suspicious-tld')?.parameters).toMatchObject({ host: 'secure-pay.top' });
  });

  it('reports a look-alike brand address', async () => {
    const r = await analyzeMessage('Sign in: https://paypal-secure-login.com/verify');
    expect(codes(r)).toContain('message-link-lookalike');
  });

  it('reports a link that the URL checks rate dangerous or suspicious', async () => {
    const r = await analyzeMessage('Update here: http://paypal.com.account-verify.top/login?id=1');
    expect(codes(r).some((c) => c === 'message-link-dangerous' || c === 'message-link-suspicious')).toBe(
      true,
    );
    const worst = r.findings.find(
      (f) =>
        f.titleKey === 'finding.message-link-dangerous.title' ||
        f.titleKey === 'finding.message-link-suspicious.title',
    );
    expect(worst?.parameters?.score).toBe(r.links[0]?.confidenceScore);
  });

  it('reports a message naming a brand that links elsewhere, not one linking to the brand', async () => {
    const bad = await analyzeMessage(
      'Canada Post: your parcel is on hold, track it at https://track-parcel.example.net/x',
    );
    expect(finding(bad, 'message-link-brand-mismatch')?.parameters).toMatchObject({
      brand: 'Canada Post',
      host: 'track-parcel.example.net',
      officialDomain: 'canadapost-postescanada.ca',
    });
    const good = await analyzeMessage(
      'Canada Post: track your parcel at https://www.canadapost-postescanada.ca/track',
    );
    expect(codes(good)).not.toContain('message-link-brand-mismatch');
    expect(good.verdictKey).toBe('verdict.likely-safe');
  });

  it('only hints at a brand linking elsewhere when nothing else is wrong (own short domains)', async () => {
    const r = await analyzeMessage('Canada Post: track your parcel at https://track-parcel.example.net/x');
    expect(codes(r)).not.toContain('message-link-brand-mismatch');
    expect(finding(r, 'message-link-brand-elsewhere')?.parameters).toMatchObject({
      brand: 'Canada Post',
      host: 'track-parcel.example.net',
    });
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('does not read a brand in an ordinary word ("apple pie") as a sender', async () => {
    const r = await analyzeMessage('Apple pie recipe: https://www.allrecipes.com/recipe/12682');
    expect(codes(r)).not.toContain('message-link-brand-mismatch');
  });

  it('does not take file names, decimals or abbreviations for links', async () => {
    const r = await analyzeMessage('See report.pdf and notes.txt, e.g. at 3.45 p.m. in St.John');
    expect(r.links).toEqual([]);
    expect(codes(r)).not.toContain('message-link');
  });

  it('inspects at most 20 links', async () => {
    const r = await analyzeMessage(
      Array.from({ length: 30 }, (_, i) => `https://site${i}.example.com/`).join(' '),
    );
    expect(r.links).toHaveLength(20);
    expect(finding(r, 'message-link')?.parameters).toMatchObject({ count: 30 });
  });
});

describe('analyzeMessage: calibration', () => {
  it('an ordinary message is likely safe with score 0', async () => {
    const r = await analyzeMessage('See you at 6, bring the salad');
    expect(r).toMatchObject({
      confidenceScore: 0,
      verdictKey: 'verdict.likely-safe',
      findings: [],
      links: [],
      languagesDetected: [],
    });
  });

  it.each([
    'I am at the bank, what is the code for the door?',
    'Can you pick up bread? The bank closes at 5 and my code for the gym expired lol',
    'Thanks for dinner! I sent you an e-transfer for my half.',
    'Happy birthday! Hope your day is great.',
    'Je suis à la banque, c’est quoi le code de la porte?',
    'Merci pour le souper! Je t’ai envoyé un virement Interac pour ma part.',
  ])('benign message stays likely safe: %s', async (text) => {
    const r = await analyzeMessage(text);
    expect(r.verdictKey).toBe('verdict.likely-safe');
    expect(r.confidenceScore).toBeLessThan(15);
  });

  it.each([
    [
      'en',
      'Canada Post: your package is on hold, pay the $1.99 redelivery fee within 24h: http://cpost-redelivery.top/x',
    ],
    [
      'fr',
      'Postes Canada : votre colis est en attente, payez les frais de relivraison de 1,99 $ d’ici 24 h : http://cpost-redelivery.top/x',
    ],
  ] as const)('the parcel-fee scam is dangerous (%s)', async (lang, text) => {
    const r = await analyzeMessage(text);
    expect(r.verdictKey).toBe('verdict.dangerous');
    expect(r.confidenceScore).toBeGreaterThanOrEqual(70);
    expect(codes(r)).toEqual(
      expect.arrayContaining([
        'message-parcel-fee',
        'message-urgency',
        'message-link',
        'message-money-amount',
        'message-link-brand-mismatch',
      ]),
    );
    expect(r.languagesDetected).toEqual([lang]);
    expect(r.summaryKey).toBe('message.summary.dangerous');
    expect(r.recommendedActionKey).toBe('message.action.dangerous');
    expect(r.links).toHaveLength(1);
    expect(r.links[0]).toMatchObject({ text: 'http://cpost-redelivery.top/x', host: 'cpost-redelivery.top' });
  });

  it.each([
    'Want to work from home tomorrow?',
    'Bell: your bill of $85.20 is ready. View it at https://mybell.bell.ca',
  ])('a link with an amount, or a phrase without a lure, stays likely safe: %s', async (text) => {
    const r = await analyzeMessage(text);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('the README example is dangerous', async () => {
    const r = await analyzeMessage('Canada Post: pay the $1.99 redelivery fee now http://bit.ly/x');
    expect(r.verdictKey).toBe('verdict.dangerous');
    expect(codes(r)).toEqual(
      expect.arrayContaining(['message-link-shortener', 'message-link-brand-mismatch', 'message-parcel-fee']),
    );
  });

  it('a single money amount alone is at most caution', async () => {
    const r = await analyzeMessage('It was $45.');
    expect(codes(r)).toEqual(['message-money-amount']);
    expect(['verdict.likely-safe', 'verdict.caution']).toContain(r.verdictKey);
  });

  it('several themes add the combined-signals finding and reach at least suspicious', async () => {
    const r = await analyzeMessage(
      'URGENT: your account has been suspended. Legal action will follow. Confirm your card number now.',
    );
    const f = finding(r, 'message-combined-signals');
    expect(f?.parameters?.count).toBeGreaterThanOrEqual(COMBINED_SIGNALS_MIN);
    expect(['verdict.suspicious', 'verdict.dangerous']).toContain(r.verdictKey);
  });

  it('mixes English and French', async () => {
    const r = await analyzeMessage('Final notice / Dernier avis');
    expect(r.languagesDetected).toEqual(['en', 'fr']);
  });

  it('sorts findings most severe first, and fills every key', async () => {
    const r = await analyzeMessage('Act now! Gift card payment: buy Steam cards. http://198.51.100.2/x');
    const ranks = r.findings.map((f) => ['Info', 'Low', 'Medium', 'High', 'Critical'].indexOf(f.severity));
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    expect(r.isInconclusive).toBe(false);
    expect(r.outcome).toBe('complete');
    for (const f of r.findings) {
      expect(f.descriptionKey).toBe(f.titleKey.replace(/\.title$/, '.description'));
      expect(f.sourceHintKey).toMatch(/^source\./);
    }
  });
});

describe('analyzeMessage: normalisation', () => {
  it.each([
    ['accents removed', 'Code de verification: 1234', 'message-verification-code'],
    ['zero-width characters ignored', 'Your acc\u200bount has been lo\u200dcked', 'message-account-locked'],
    ['leetspeak folded', 'Cl41m your fr33 g1ft', 'message-prize'],
    ['full-width letters folded', 'ＦＩＮＡＬ ＮＯＴＩＣＥ', 'message-urgency'],
    ['Cyrillic look-alikes folded', 'Your \u0430ccount has been l\u043ecked', 'message-account-locked'],
    ['typographic apostrophe', 'You\u2019ve won!', 'message-prize'],
  ] as const)('%s', async (_name, text, code) => {
    const r = await analyzeMessage(text);
    expect(codes(r)).toContain(code);
  });

  it('quotes the words as written (case, accents), not the normalised form', async () => {
    const r = await analyzeMessage('DERNIER AVIS : réglez maintenant');
    expect(finding(r, 'message-urgency')?.parameters?.phrase).toBe('DERNIER AVIS');
  });
});

describe('analyzeMessage: input errors', () => {
  it.each([
    ['empty', ''],
    ['blank', ' \n\t '],
    ['null', null],
    ['number', 42],
    ['object', { message: 'hi' }],
  ])('rejects %s with input.message-required', async (_name, value) => {
    const error: unknown = await analyzeMessage(value as string).catch((e: unknown) => e);
    expect(isInputError(error)).toBe(true);
    expect((error as { key: string }).key).toBe('input.message-required');
  });

  it('rejects a message over 20,000 characters with input.message-too-long', async () => {
    expect(MAX_MESSAGE_LENGTH).toBe(20_000);
    await expect(analyzeMessage('a'.repeat(MAX_MESSAGE_LENGTH))).resolves.toMatchObject({
      characterCount: 20_000,
    });
    const error: unknown = await analyzeMessage('a'.repeat(MAX_MESSAGE_LENGTH + 1)).catch((e: unknown) => e);
    expect(isInputError(error)).toBe(true);
    expect(error).toMatchObject({ key: 'input.message-too-long', params: { max: 20_000 } });
  });
});

describe('analyzeMessage: hostile content', () => {
  const ADVERSARIAL: readonly (readonly [string, string])[] = [
    ['one letter', 'a'.repeat(20_000)],
    ['dollar signs', '$'.repeat(20_000)],
    ['digits', '1'.repeat(20_000)],
    ['http:// repeated', 'http://'.repeat(2_800)],
    ['alternating digits and spaces', '1 '.repeat(10_000)],
    ['www. repeated', 'www.'.repeat(5_000)],
    ['dotted words', 'a.b'.repeat(6_666)],
    ['many domains', 'x.com '.repeat(3_333)],
    ['phone numbers with call', 'call 613-555-0199 '.repeat(1_111)],
    ['accented letters', 'é'.repeat(20_000)],
    ['emoji', '😀'.repeat(10_000)],
    ['zero-width', `${'\u200b'.repeat(19_999)}a`],
    ['lone surrogates', '\ud800'.repeat(20_000)],
    ['right-to-left', 'שלום \u202e'.repeat(3_333)],
    [
      'scam phrases repeated',
      'Act now! Your account is locked. Call 1-888-555-0199, pay $50 https://bit.ly/x '
        .repeat(250)
        .slice(0, 20_000),
    ],
    ['hyphens', 'a-'.repeat(10_000)],
    ['apostrophes', "d'".repeat(10_000)],
  ];

  for (const [name, text] of ADVERSARIAL) {
    it(`${name}: finishes in well under 100 ms and never throws`, async () => {
      expect(text.length).toBeLessThanOrEqual(20_000);
      await analyzeMessage(text); // warm-up
      let best = Infinity;
      for (let i = 0; i < 3; i += 1) {
        const t = performance.now();
        const r = await analyzeMessage(text);
        best = Math.min(best, performance.now() - t);
        expect(r.findings.length).toBeLessThanOrEqual(MESSAGE_FINDING_CODES.length);
        expect(r.links.length).toBeLessThanOrEqual(20);
        expect(r.characterCount).toBe(text.length);
      }
      expect(best).toBeLessThan(100);
    });
  }

  it('keeps every parameter excerpt to 80 characters or less', async () => {
    const r = await analyzeMessage(
      'Act now! Your account is locked. Call 1-888-555-0199, pay $50 https://bit.ly/x '
        .repeat(250)
        .slice(0, 20_000),
    );
    expect(r.findings.length).toBeGreaterThan(3);
    for (const f of r.findings) {
      for (const v of Object.values(f.parameters ?? {})) {
        for (const s of Array.isArray(v) ? v : [v])
          if (typeof s === 'string') expect(s.length).toBeLessThanOrEqual(80);
      }
    }
  });
});

describe('analyzeMessage: privacy', () => {
  it('never returns the message itself', async () => {
    const secret = 'My grandmother Marguerite keeps her spare key under the blue flowerpot by the shed';
    const text = `URGENT final notice: ${secret}. Your account has been locked, confirm your PIN at http://203.0.113.9/a now. ${secret}`;
    const r = await analyzeMessage(text);
    expect(r.findings.length).toBeGreaterThan(3);
    const json = JSON.stringify(r);
    expect(json).not.toContain(secret);
    expect(json).not.toContain('Marguerite keeps her spare key');
    expect(json).not.toContain(text);
  });
});

describe('MESSAGE_RULES', () => {
  it('gives every Critical rule an impact of at least 70 and lists known theme codes', () => {
    for (const [code, rule] of Object.entries(MESSAGE_RULES)) {
      expect(code).toMatch(/^message-[a-z-]+$/);
      if (rule.severity === 'Critical') expect(rule.scoreImpact).toBeGreaterThanOrEqual(CRITICAL_MIN_IMPACT);
    }
    for (const code of THEME_CODES) expect(MESSAGE_FINDING_CODES).toContain(code);
  });
});
