/**
 * THE grade table of the email-auth analysis (one place, no number elsewhere). Points out of 100,
 * after the common denominator of published mail graders (internet.nl, DMARCguard, MailParse):
 * SPF ending in -all/~all within the lookup limits, DMARC at quarantine/reject with reports, a DKIM
 * key, then MTA-STS, TLS-RPT, DNSSEC and BIMI as light extras. Each component picks exactly one
 * row; a row may add a note (`gradeNoteKeys`, in table order) and a cap (the grade cannot be better).
 *
 * A temporary failure (SERVFAIL, timeout) is never graded as a missing record: when SPF, DMARC or
 * DKIM could not be checked the grade is `null` (`gradeStatus: 'unknown'`); when only an extra
 * could not, the grade is computed without its points and marked `provisional`.
 */
import type { EmailAuthGradeNoteKey } from './keys.js';
import type {
  BimiReport,
  DkimReport,
  DmarcReport,
  DnssecReport,
  EmailAuthGrade,
  EmailAuthGradeStatus,
  MtaStsReport,
  MxReport,
  SpfReport,
  TlsRptReport,
} from './types.js';

type Letter = Exclude<EmailAuthGrade, 'A+'>;

interface GradeRow {
  readonly points: number;
  readonly note: EmailAuthGradeNoteKey | null;
  readonly cap: Letter | null;
}

const row = (
  points: number,
  note: EmailAuthGradeNoteKey | null = null,
  cap: Letter | null = null,
): GradeRow => ({
  points,
  note,
  cap,
});

export const GRADE_TABLE = Object.freeze({
  spf: {
    /** `-all` (or reached through redirect), valid, within 10 lookups / 2 void lookups. */
    'fail-all': row(30),
    'softfail-all': row(27, 'email-auth.grade.spf-softfail'),
    /** `?all`, or no `all` and no redirect (default neutral). */
    'weak-all': row(10, 'email-auth.grade.spf-weak-all', 'B'),
    /** `+all`: anyone may send as the domain. */
    'pass-all': row(0, 'email-auth.grade.spf-all-pass', 'F'),
    /** Several records, syntax error, limits exceeded, loop… */
    permerror: row(0, 'email-auth.grade.spf-permerror', 'D'),
    none: row(0, 'email-auth.grade.spf-missing', 'D'),
  },
  dmarc: {
    reject: row(40),
    quarantine: row(35, 'email-auth.grade.dmarc-quarantine'),
    /** quarantine/reject with pct < 100 or t=y. */
    partial: row(20, 'email-auth.grade.dmarc-partial', 'B'),
    /** p=none: monitoring only. */
    none: row(10, 'email-auth.grade.dmarc-policy-none', 'C'),
    invalid: row(0, 'email-auth.grade.dmarc-invalid', 'D'),
    missing: row(0, 'email-auth.grade.dmarc-missing', 'D'),
  },
  /** Deducted from a valid DMARC record without `rua=` (nobody sees the reports). */
  dmarcNoRua: row(-5, 'email-auth.grade.dmarc-no-rua'),
  dkim: {
    /** An RSA key ≥ 2048 bits or an ed25519 key. */
    strong: row(20),
    '1024': row(14, 'email-auth.grade.dkim-1024'),
    /** Only keys < 1024 bits, which verifiers reject (RFC 8301). */
    weak: row(0, 'email-auth.grade.dkim-weak', 'C'),
    revoked: row(0, 'email-auth.grade.dkim-revoked'),
    /** No known selector, but `_domainkey.<domain>` exists: keys under other names. */
    'selector-unknown': row(10, 'email-auth.grade.dkim-selector-unknown'),
    /** No known selector (not proof of absence: no cap). */
    'not-found': row(0, 'email-auth.grade.dkim-not-found'),
    /** Non-sending domain (SPF `v=spf1 -all` and DMARC p=reject): nothing to sign. */
    'not-needed': row(20),
  },
  extras: {
    mtaSts: row(3, 'email-auth.grade.mta-sts-missing'),
    tlsRpt: row(2, 'email-auth.grade.tls-rpt-missing'),
    dnssec: row(3, 'email-auth.grade.dnssec-missing'),
    bimi: row(2, 'email-auth.grade.bimi-missing'),
  },
} as const);

/** Lowest score of each letter, best first. */
export const GRADE_BANDS: readonly (readonly [Letter, number])[] = [
  ['A', 80],
  ['B', 65],
  ['C', 50],
  ['D', 35],
  ['F', 0],
];
/** A+ needs this score, SPF `-all`, DMARC p=reject for all mail, and no cap. */
export const A_PLUS_MIN_SCORE = 95;

const LETTER_ORDER: readonly Letter[] = ['A', 'B', 'C', 'D', 'F'];

export interface GradeInput {
  readonly spf: SpfReport;
  readonly dmarc: DmarcReport;
  readonly dkim: DkimReport;
  readonly mx: MxReport;
  readonly mtaSts: MtaStsReport;
  readonly tlsRpt: TlsRptReport;
  readonly bimi: BimiReport;
  readonly dnssec: DnssecReport;
}

export interface GradeOutcome {
  readonly grade: EmailAuthGrade | null;
  readonly score: number | null;
  readonly gradeStatus: EmailAuthGradeStatus;
  readonly gradeNoteKeys: EmailAuthGradeNoteKey[];
  readonly nonSending: boolean;
}

/** A domain that declares it sends no mail: SPF exactly `v=spf1 -all` and DMARC p=reject. */
export function isNonSending(input: Pick<GradeInput, 'spf' | 'dmarc'>): boolean {
  const spf = input.spf.record?.trim().replace(/\s+/g, ' ').toLowerCase();
  return (
    spf === 'v=spf1 -all' && input.dmarc.effectivePolicy === 'reject' && input.dmarc.enforcement === 'full'
  );
}

function spfRow(spf: SpfReport): keyof typeof GRADE_TABLE.spf {
  if (spf.result === 'none') return 'none';
  if (spf.result !== 'pass-config') return 'permerror';
  switch (spf.all?.qualifier) {
    case '-':
      return 'fail-all';
    case '~':
      return 'softfail-all';
    case '+':
      return 'pass-all';
    default:
      return 'weak-all';
  }
}

function dmarcRow(dmarc: DmarcReport): keyof typeof GRADE_TABLE.dmarc {
  if (dmarc.result === 'none') return 'missing';
  if (dmarc.result !== 'valid') return 'invalid';
  if (dmarc.enforcement === 'none' || dmarc.effectivePolicy === 'none') return 'none';
  if (dmarc.enforcement !== 'full') return 'partial';
  return dmarc.effectivePolicy === 'reject' ? 'reject' : 'quarantine';
}

function dkimRow(dkim: DkimReport, nonSending: boolean): keyof typeof GRADE_TABLE.dkim {
  if (nonSending && dkim.found !== true) return 'not-needed';
  const bits = dkim.keys
    .filter((k) => k.status === 'valid' || k.status === 'weak')
    .map((k) => (k.keyType === 'ed25519' ? Infinity : (k.keyBits ?? 0)));
  const best = Math.max(-1, ...bits);
  if (best >= 2048) return 'strong';
  if (best >= 1024) return '1024';
  if (best >= 0) return 'weak';
  if (dkim.result === 'revoked') return 'revoked';
  return dkim.domainKeyNodeExists === true ? 'selector-unknown' : 'not-found';
}

function letterFor(score: number): Letter {
  return GRADE_BANDS.find(([, min]) => score >= min)?.[0] ?? 'F';
}

/** Applies the table to the parts of a result. */
export function gradeEmailAuth(input: GradeInput): GradeOutcome {
  const nonSending = isNonSending(input);
  const { spf, dmarc, dkim } = input;
  if (spf.result === 'temperror' || dmarc.result === 'temperror' || dkim.result === 'temperror') {
    return {
      grade: null,
      score: null,
      gradeStatus: 'unknown',
      gradeNoteKeys: ['email-auth.grade.unknown-temperror'],
      nonSending,
    };
  }
  const notes: EmailAuthGradeNoteKey[] = [];
  const caps: Letter[] = [];
  let score = 0;
  const apply = (r: GradeRow): void => {
    score += r.points;
    if (r.note !== null) notes.push(r.note);
    if (r.cap !== null) caps.push(r.cap);
  };
  const spfKey = spfRow(spf);
  const dmarcKey = dmarcRow(dmarc);
  apply(GRADE_TABLE.spf[spfKey]);
  apply(GRADE_TABLE.dmarc[dmarcKey]);
  if (dmarc.result === 'valid' && dmarc.tags !== null && dmarc.tags.rua.length === 0)
    apply(GRADE_TABLE.dmarcNoRua);
  apply(GRADE_TABLE.dkim[dkimRow(dkim, nonSending)]);

  let provisional = false;
  const extra = (earned: boolean, temporary: boolean, r: GradeRow): void => {
    if (earned) score += r.points;
    else if (r.note !== null) notes.push(r.note);
    if (temporary) provisional = true;
  };
  const { mtaSts, tlsRpt, bimi, dnssec, mx } = input;
  extra(mtaSts.result === 'valid', mtaSts.result === 'temperror', GRADE_TABLE.extras.mtaSts);
  extra(tlsRpt.result === 'valid', tlsRpt.result === 'temperror', GRADE_TABLE.extras.tlsRpt);
  extra(dnssec.authenticated === true, dnssec.authenticated === null, GRADE_TABLE.extras.dnssec);
  extra(
    bimi.result === 'valid' && bimi.location !== '' && bimi.dmarcEnforced === true,
    bimi.result === 'temperror',
    GRADE_TABLE.extras.bimi,
  );
  if (mx.result === 'temperror') provisional = true;

  score = Math.max(0, Math.min(100, score));
  const cap = caps.reduce<Letter>(
    (worst, c) => (LETTER_ORDER.indexOf(c) > LETTER_ORDER.indexOf(worst) ? c : worst),
    'A',
  );
  const band = letterFor(score);
  const letter = LETTER_ORDER.indexOf(cap) > LETTER_ORDER.indexOf(band) ? cap : band;
  let grade: EmailAuthGrade = letter;
  if (score >= A_PLUS_MIN_SCORE && caps.length === 0) {
    if (spfKey === 'fail-all' && dmarcKey === 'reject') grade = 'A+';
    else notes.push('email-auth.grade.a-plus-needs-reject');
  }
  if (provisional) notes.unshift('email-auth.grade.provisional');
  return {
    grade,
    score,
    gradeStatus: provisional ? 'provisional' : 'final',
    gradeNoteKeys: notes,
    nonSending,
  };
}
