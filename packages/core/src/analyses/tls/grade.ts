/**
 * THE grade of the TLS analysis: the Qualys SSL Labs "SSL Server Rating Guide" 2009r (2025-05-16),
 * as restated in ANCHORS Part 1 §1, as data. Pure: it reads the collected facts and nothing else.
 *
 * 1. Category scores: protocol (30 %), key exchange (30 %), cipher (40 %); any 0 makes the total 0.
 * 2. Letter from the score (≥ 80 A, ≥ 65 B, ≥ 50 C, ≥ 35 D, ≥ 20 E, else F).
 * 3. The rules of `GRADE_RULES` in force: T and M replace the letter (T first), F sets it, caps
 *    lower it, warnings turn an A into A-; A+ needs an A, no warning and HSTS ≥ 180 days.
 *
 * Deliberate readings, each stated in docs/examples.md (check-tls):
 * - HSTS absent withholds A+ (`no-bonus`) but is no warning, as testssl.sh reads 2009r; an invalid
 *   header or a max-age under 180 days is a warning (A-).
 * - "No forward secrecy" and "no AEAD" are judged on what a modern client negotiates (Node's TLS
 *   stack) and on what is offered at all; RC4 caps on what is offered; 64-bit block ciphers (3DES)
 *   cap only when a client would negotiate one (`negotiated64BitBlock`), as SSL Labs does.
 * - Category scores are reported as computed even when T/M/F replace the letter.
 */
import type { CipherSuiteInfo } from '../../net/tls/suite-types.js';
import type { TlsGradeNoteKey } from './keys.js';
import type {
  TlsCategoryScores,
  TlsGrade,
  TlsGradeEffect,
  TlsGradeRule,
  TlsParameters,
  TlsProtocolVersion,
} from './types.js';

/** Everything the grade reads. */
export interface TlsFacts {
  /** Support of each protocol (null: undetermined). */
  readonly protocols: Readonly<Record<TlsProtocolVersion, boolean | null>>;
  /** Accepted suites with the key-exchange size seen with each (bits, RSA-equivalent for EC), if any. */
  readonly suites: readonly {
    readonly protocol: TlsProtocolVersion;
    readonly info: CipherSuiteInfo;
    readonly kxBits: number | null;
  }[];
  /** TLS 1.3 group sizes, RSA-equivalent bits. */
  readonly tls13GroupBits: readonly number[];
  /** Server key: RSA/DSA bits, or the RSA-equivalent of an EC key; null when no certificate was read. */
  readonly serverKeyBits: number | null;
  readonly rsaExponent: number | null;
  readonly certificate: {
    readonly trusted: boolean | null;
    readonly trustError: string | null;
    readonly selfSigned: boolean;
    readonly expired: boolean;
    readonly notYetValid: boolean;
    readonly hostnameMatches: boolean;
    readonly chainComplete: boolean | null;
    readonly revoked: boolean;
    /** Weakest signature hash of the leaf and the intermediates sent. */
    readonly weakSignature: 'sha1' | 'md5' | 'md2' | null;
    readonly notBefore: string | null;
    readonly notAfter: string | null;
  } | null;
  /**
   * Per protocol, whether the server picks suites by its own order (then `suites` of that protocol
   * are in that order); null or absent: not determined.
   */
  readonly serverPreference?: Readonly<Partial<Record<TlsProtocolVersion, boolean | null>>>;
  /** The suite a modern client negotiated (null when the full handshake failed). */
  readonly negotiated: CipherSuiteInfo | null;
  readonly hsts: {
    readonly present: boolean | null;
    readonly maxAge: number | null;
    readonly valid: boolean | null;
  };
  readonly secureRenegotiation: boolean | null;
  readonly compression: boolean;
}

/** Protocol scores (guide table; TLS 1.3 as 1.2). */
export const PROTOCOL_SCORES: Readonly<Record<TlsProtocolVersion, number>> = {
  SSLv2: 20,
  SSLv3: 80,
  TLSv1: 90,
  'TLSv1.1': 95,
  'TLSv1.2': 100,
  'TLSv1.3': 100,
};

/** Key-exchange score by bits (first row whose bound is above the size). */
export const KEY_EXCHANGE_SCORES: readonly { readonly below: number; readonly score: number }[] = [
  { below: 512, score: 20 },
  { below: 1024, score: 40 },
  { below: 2048, score: 80 },
  { below: 4096, score: 90 },
  { below: Infinity, score: 100 },
];
/** Anonymous key exchange scores 0; export (512-bit) key exchange 40. */
export const ANONYMOUS_KEY_EXCHANGE_SCORE = 0;
export const EXPORT_KEY_EXCHANGE_SCORE = 40;

/** Cipher score by symmetric key bits. */
export const CIPHER_SCORES: readonly { readonly below: number; readonly score: number }[] = [
  { below: 1, score: 0 },
  { below: 128, score: 20 },
  { below: 256, score: 80 },
  { below: Infinity, score: 100 },
];

export const CATEGORY_WEIGHTS = { protocol: 0.3, keyExchange: 0.3, cipher: 0.4 } as const;

export const LETTERS: readonly {
  readonly min: number;
  readonly letter: 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
}[] = [
  { min: 80, letter: 'A' },
  { min: 65, letter: 'B' },
  { min: 50, letter: 'C' },
  { min: 35, letter: 'D' },
  { min: 20, letter: 'E' },
  { min: 0, letter: 'F' },
];

/** A+ needs HSTS with at least this max-age (6 months, testssl's HSTS_MIN). */
export const HSTS_MIN_SECONDS = 180 * 86_400;

/** RSA-equivalent strength of an elliptic-curve size (NIST SP 800-57 part 1, table 2). */
export function ecToRsaBits(bits: number): number {
  if (bits >= 512) return 15_360;
  if (bits >= 384) return 7_680;
  if (bits >= 250) return 3_072;
  if (bits >= 224) return 2_048;
  if (bits >= 160) return 1_024;
  return 512;
}

const band = (table: readonly { below: number; score: number }[], bits: number): number =>
  table.find((row) => bits < row.below)?.score ?? 100;

type Derived = ReturnType<typeof derive>;

function derive(f: TlsFacts) {
  const supported = (Object.keys(f.protocols) as TlsProtocolVersion[]).filter((p) => f.protocols[p] === true);
  const offered = f.suites;
  const on = (...protocols: TlsProtocolVersion[]) => offered.filter((s) => protocols.includes(s.protocol));
  const modern = on('TLSv1.1', 'TLSv1.2', 'TLSv1.3');
  const kxSizes = [
    ...(f.serverKeyBits === null ? [] : [f.serverKeyBits]),
    ...offered.flatMap((s) => (s.kxBits === null ? [] : [s.kxBits])),
    ...f.tls13GroupBits,
  ];
  const kxBits = kxSizes.length === 0 ? null : Math.min(...kxSizes);
  const anonymous = offered.filter((s) => s.info.authentication === 'anon');
  const exported = offered.filter((s) => s.info.exportGrade);
  let keyExchange = kxBits === null ? 100 : band(KEY_EXCHANGE_SCORES, kxBits);
  if (exported.length > 0) keyExchange = Math.min(keyExchange, EXPORT_KEY_EXCHANGE_SCORE);
  if (anonymous.length > 0) keyExchange = ANONYMOUS_KEY_EXCHANGE_SCORE;
  const bits = offered.map((s) => s.info.bits);
  const cipher =
    bits.length === 0
      ? 0
      : (band(CIPHER_SCORES, Math.max(...bits)) + band(CIPHER_SCORES, Math.min(...bits))) / 2;
  const protocolScores = supported.map((p) => PROTOCOL_SCORES[p]);
  const protocol =
    protocolScores.length === 0 ? 0 : (Math.max(...protocolScores) + Math.min(...protocolScores)) / 2;
  const categoryScores: TlsCategoryScores = { protocol, keyExchange, cipher };
  const score =
    protocol === 0 || keyExchange === 0 || cipher === 0
      ? 0
      : Math.round(
          protocol * CATEGORY_WEIGHTS.protocol +
            keyExchange * CATEGORY_WEIGHTS.keyExchange +
            cipher * CATEGORY_WEIGHTS.cipher,
        );
  return { supported, offered, modern, kxBits, anonymous, exported, categoryScores, score };
}

interface GradeRuleRow {
  readonly effect: TlsGradeEffect;
  /** The rule's parameters when it applies, null when it does not. */
  readonly applies: (f: TlsFacts, d: Derived) => TlsParameters | null;
}

const yes = (condition: boolean, parameters: TlsParameters = {}): TlsParameters | null =>
  condition ? parameters : null;
const names = (list: readonly { info: CipherSuiteInfo }[]): string =>
  [...new Set(list.map((s) => s.info.name))].slice(0, 4).join(', ');
const is64BitBlock = (info: CipherSuiteInfo): boolean => ['3DES', 'DES', 'IDEA', 'RC2'].includes(info.cipher);

/**
 * The 64-bit block suites (3DES…) that a client actually negotiates on TLS 1.1 or later: SSL Labs caps
 * only then. A client gets one when the modern handshake did, when the protocol has no suite with a
 * 128-bit (or better) non-64-bit-block cipher to choose instead, or when the server's own order puts a
 * 64-bit block suite before every such suite. With the client's order (no server preference) clients
 * list 3DES last, so they never pick it while a better suite is there. An order that could not be
 * determined keeps the cap: nothing proves that no client gets 3DES.
 */
function negotiated64BitBlock(f: TlsFacts, d: Derived): Derived['offered'] {
  const blocks = d.modern.filter((s) => is64BitBlock(s.info));
  if (blocks.length === 0) return [];
  if (f.negotiated !== null && is64BitBlock(f.negotiated)) return blocks;
  const chosen: Derived['offered'][number][] = [];
  for (const protocol of ['TLSv1.1', 'TLSv1.2', 'TLSv1.3'] as const) {
    const list = d.modern.filter((s) => s.protocol === protocol);
    const own = list.filter((s) => is64BitBlock(s.info));
    if (own.length === 0) continue;
    const better = (s: (typeof list)[number]): boolean =>
      !is64BitBlock(s.info) && s.info.cipher !== 'RC4' && s.info.bits >= 128;
    const firstBetter = list.findIndex(better);
    const preference = f.serverPreference?.[protocol] ?? null;
    const taken =
      firstBetter < 0 ||
      preference === null ||
      (preference && list.findIndex((s) => is64BitBlock(s.info)) < firstBetter);
    if (taken) chosen.push(...own);
  }
  return chosen;
}

/** THE rule table (rating guide 2009r, ANCHORS Part 1 §1.5), in the order notes are listed. */
export const GRADE_RULES = {
  'tls.grade.untrusted': {
    effect: 'T',
    applies: (f) =>
      yes(f.certificate?.trusted === false && !f.certificate.selfSigned, {
        trustError: f.certificate?.trustError ?? '',
      }),
  },
  'tls.grade.expired': {
    effect: 'T',
    applies: (f) => yes(f.certificate?.expired === true, { notAfter: f.certificate?.notAfter ?? '' }),
  },
  'tls.grade.not-yet-valid': {
    effect: 'T',
    applies: (f) => yes(f.certificate?.notYetValid === true, { notBefore: f.certificate?.notBefore ?? '' }),
  },
  'tls.grade.self-signed': { effect: 'T', applies: (f) => yes(f.certificate?.selfSigned === true) },
  'tls.grade.revoked': { effect: 'T', applies: (f) => yes(f.certificate?.revoked === true) },
  'tls.grade.sha1-signature': { effect: 'T', applies: (f) => yes(f.certificate?.weakSignature === 'sha1') },
  'tls.grade.hostname-mismatch': {
    effect: 'M',
    applies: (f) => yes(f.certificate?.hostnameMatches === false),
  },
  'tls.grade.md5-signature': {
    effect: 'F',
    applies: (f) => yes(f.certificate?.weakSignature === 'md5' || f.certificate?.weakSignature === 'md2'),
  },
  'tls.grade.rsa-exponent-one': { effect: 'F', applies: (f) => yes(f.rsaExponent === 1) },
  'tls.grade.sslv2': { effect: 'F', applies: (f) => yes(f.protocols.SSLv2 === true) },
  'tls.grade.sslv3-best': {
    effect: 'F',
    applies: (_f, d) =>
      yes(
        d.supported.length > 0 &&
          d.supported.every((p) => p === 'SSLv3' || p === 'SSLv2') &&
          d.supported.includes('SSLv3'),
      ),
  },
  'tls.grade.export-suite': {
    effect: 'F',
    applies: (_f, d) => yes(d.exported.length > 0, { exportSuites: names(d.exported) }),
  },
  'tls.grade.anonymous-suite': {
    effect: 'F',
    applies: (_f, d) => yes(d.anonymous.length > 0, { anonymousSuites: names(d.anonymous) }),
  },
  'tls.grade.null-cipher': {
    effect: 'F',
    applies: (_f, d) => {
      const list = d.offered.filter((s) => s.info.bits === 0);
      return yes(list.length > 0, { nullSuites: names(list) });
    },
  },
  'tls.grade.weak-cipher': {
    effect: 'F',
    applies: (_f, d) => {
      const list = d.offered.filter((s) => s.info.bits > 0 && s.info.bits < 112 && !s.info.exportGrade);
      return yes(list.length > 0, { weakSuites: names(list) });
    },
  },
  'tls.grade.key-exchange-insecure': {
    effect: 'F',
    applies: (_f, d) => yes(d.kxBits !== null && d.kxBits < 1024, { keyExchangeBits: d.kxBits ?? 0 }),
  },
  'tls.grade.key-exchange-weak': {
    effect: 'cap-B',
    applies: (_f, d) =>
      yes(d.kxBits !== null && d.kxBits >= 1024 && d.kxBits < 2048, { keyExchangeBits: d.kxBits ?? 0 }),
  },
  'tls.grade.sslv3': { effect: 'cap-B', applies: (f) => yes(f.protocols.SSLv3 === true) },
  'tls.grade.poodle-sslv3': {
    effect: 'cap-C',
    applies: (f, d) =>
      yes(
        f.protocols.SSLv3 === true && d.offered.some((s) => s.protocol === 'SSLv3' && s.info.mode === 'CBC'),
      ),
  },
  'tls.grade.tls10-tls11': {
    effect: 'cap-B',
    applies: (f) => {
      const list = (['TLSv1', 'TLSv1.1'] as const).filter((p) => f.protocols[p] === true);
      return yes(list.length > 0, { oldProtocols: list.join(', ') });
    },
  },
  'tls.grade.no-tls12': {
    effect: 'cap-C',
    applies: (f, d) => yes(d.supported.length > 0 && f.protocols['TLSv1.2'] === false),
  },
  'tls.grade.rc4': {
    effect: 'cap-B',
    applies: (_f, d) => yes(d.offered.some((s) => s.info.cipher === 'RC4')),
  },
  'tls.grade.rc4-modern': {
    effect: 'cap-C',
    applies: (_f, d) => yes(d.modern.some((s) => s.info.cipher === 'RC4')),
  },
  'tls.grade.sweet32': {
    effect: 'cap-C',
    applies: (f, d) => {
      const list = negotiated64BitBlock(f, d);
      return yes(list.length > 0, { blockSuites: names(list) });
    },
  },
  'tls.grade.compression': { effect: 'cap-C', applies: (f) => yes(f.compression) },
  'tls.grade.no-forward-secrecy': {
    effect: 'cap-B',
    applies: (f, d) =>
      yes(
        d.offered.length > 0 &&
          (!d.offered.some((s) => s.info.forwardSecrecy) || f.negotiated?.forwardSecrecy === false),
      ),
  },
  'tls.grade.no-aead': {
    effect: 'cap-B',
    applies: (_f, d) => yes(d.offered.length > 0 && !d.offered.some((s) => s.info.aead)),
  },
  'tls.grade.chain-incomplete': {
    effect: 'cap-B',
    applies: (f) => yes(f.certificate?.chainComplete === false),
  },
  'tls.grade.no-tls13': { effect: 'warning', applies: (f) => yes(f.protocols['TLSv1.3'] === false) },
  'tls.grade.hsts-short': {
    effect: 'warning',
    applies: (f) =>
      yes(f.hsts.valid === true && f.hsts.maxAge !== null && f.hsts.maxAge < HSTS_MIN_SECONDS, {
        maxAge: f.hsts.maxAge ?? 0,
      }),
  },
  'tls.grade.hsts-invalid': {
    effect: 'warning',
    applies: (f) => yes(f.hsts.present === true && f.hsts.valid === false),
  },
  'tls.grade.no-secure-renegotiation': {
    effect: 'warning',
    applies: (f) => yes(f.secureRenegotiation === false),
  },
  'tls.grade.hsts-missing': { effect: 'no-bonus', applies: (f) => yes(f.hsts.present === false) },
} as const satisfies Record<TlsGradeNoteKey, GradeRuleRow>;

const ORDER: readonly TlsGrade[] = ['A+', 'A', 'A-', 'B', 'C', 'D', 'E', 'F'];
const worse = (a: TlsGrade, b: TlsGrade): TlsGrade => (ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b);

export interface TlsGradeOutcome {
  /** Null when trust could not be determined and the rules leave the grade open. */
  readonly grade: TlsGrade | null;
  readonly score: number;
  readonly categoryScores: TlsCategoryScores;
  readonly rules: readonly TlsGradeRule[];
}

/**
 * The grade with every certificate trust issue ignored (SSL Labs' "if trust issues are ignored"):
 * the certificate is taken as trusted, valid now, not revoked, for this name, and a SHA-1 signature
 * no longer counts (an MD5 or MD2 one stays F: that rule is not a trust rule).
 */
export function gradeIgnoringTrust(facts: TlsFacts): TlsGrade | null {
  const c = facts.certificate;
  if (c === null) return gradeTls(facts).grade;
  return gradeTls({
    ...facts,
    certificate: {
      ...c,
      trusted: true,
      trustError: null,
      selfSigned: false,
      expired: false,
      notYetValid: false,
      hostnameMatches: true,
      revoked: false,
      weakSignature: c.weakSignature === 'sha1' ? null : c.weakSignature,
    },
  }).grade;
}

/** Grades the facts (pure). */
export function gradeTls(facts: TlsFacts): TlsGradeOutcome {
  const d = derive(facts);
  const rules: TlsGradeRule[] = [];
  for (const [noteKey, row] of Object.entries(GRADE_RULES) as [TlsGradeNoteKey, GradeRuleRow][]) {
    const parameters = row.applies(facts, d);
    if (parameters !== null) {
      rules.push({
        noteKey,
        effect: row.effect,
        parameters: Object.keys(parameters).length > 0 ? parameters : null,
      });
    }
  }
  const has = (effect: TlsGradeEffect): boolean => rules.some((r) => r.effect === effect);
  const base = { score: d.score, categoryScores: d.categoryScores, rules };
  if (has('T')) return { ...base, grade: 'T' };
  if (has('M')) return { ...base, grade: 'M' };
  if (has('F')) return { ...base, grade: 'F' };
  // Trust undetermined: no better grade can be given honestly.
  if (facts.certificate?.trusted == null) return { ...base, grade: null };
  let grade: TlsGrade = LETTERS.find((row) => d.score >= row.min)?.letter ?? 'F';
  if (has('cap-B')) grade = worse(grade, 'B');
  if (has('cap-C')) grade = worse(grade, 'C');
  if (grade === 'A') {
    if (has('warning')) grade = 'A-';
    else if (facts.hsts.valid === true && (facts.hsts.maxAge ?? 0) >= HSTS_MIN_SECONDS) grade = 'A+';
  }
  return { ...base, grade };
}
