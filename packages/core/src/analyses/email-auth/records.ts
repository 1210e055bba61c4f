/**
 * The smaller mail records: MX (RFC 5321, null MX RFC 7505), MTA-STS (RFC 8461, the TXT record
 * only: the HTTPS policy fetch is a later step), SMTP TLS reporting (RFC 8460) and BIMI
 * (draft-brand-indicators-for-message-identification).
 */
import type { DnsAnswer } from '../../net/dns/types.js';
import { recordsOf } from '../../net/dns/types.js';
import type { NetworkErrorKey, SkipReasonKey } from '../../keys.js';
import { RECORD_RESULT_KEYS } from './dmarc.js';
import { hasErrors, isTemporary, issue, splitTags, txtTexts } from './lookup.js';
import type { EmailAuthPartResultKey } from './keys.js';
import type {
  BimiReport,
  EmailAuthIssue,
  MtaStsReport,
  MxReport,
  MxResult,
  RecordResult,
  TlsRptReport,
} from './types.js';

// ---------------------------------------------------------------- MX

const MX_RESULT_KEYS: Readonly<Record<MxResult, EmailAuthPartResultKey<'mx'>>> = {
  ok: 'email-auth.mx.result.ok',
  'null-mx': 'email-auth.mx.result.null-mx',
  none: 'email-auth.mx.result.none',
  invalid: 'email-auth.mx.result.invalid',
  temperror: 'email-auth.mx.result.temperror',
};

export function uncheckedMx(): MxReport {
  return {
    checked: false,
    result: null,
    resultMessageKey: null,
    hosts: [],
    count: 0,
    nullMx: false,
    issues: [],
  };
}

export function checkMx(domain: string, answer: DnsAnswer): MxReport {
  const issues: EmailAuthIssue[] = [];
  const done = (result: MxResult, fields: Partial<MxReport> = {}): MxReport => ({
    ...uncheckedMx(),
    checked: true,
    result,
    resultMessageKey: MX_RESULT_KEYS[result],
    issues,
    ...fields,
  });
  if (isTemporary(answer.status)) {
    issues.push(issue('error', 'email-auth.record.temperror', { status: answer.status }, domain));
    return done('temperror');
  }
  const hosts = recordsOf(answer, 'MX')
    .map((r) => ({ preference: r.data.preference, exchange: r.data.exchange.replace(/\.$/, '') }))
    .sort((a, b) => a.preference - b.preference || a.exchange.localeCompare(b.exchange));
  if (hosts.length === 0) {
    issues.push(issue('info', 'email-auth.mx.implicit', null, domain));
    return done('none');
  }
  const isNull = (h: { preference: number; exchange: string }): boolean => h.exchange === '';
  if (hosts.some(isNull)) {
    if (hosts.length > 1) {
      issues.push(issue('error', 'email-auth.mx.null-mx-with-others', null, domain));
      return done('invalid', { hosts, count: hosts.length, nullMx: true });
    }
    issues.push(issue('info', 'email-auth.mx.null-mx', null, domain));
    return done('null-mx', { hosts, count: 1, nullMx: true });
  }
  return done('ok', { hosts, count: hosts.length });
}

// ---------------------------------------------------------------- TXT records with `v=` first

interface TaggedRecord {
  readonly result: RecordResult;
  readonly record: string | null;
  readonly tags: ReadonlyMap<string, string>;
  readonly issues: EmailAuthIssue[];
}

/**
 * Finds the one record whose first tag is `v=<version>` in a TXT answer and splits its tags.
 * Several records, a syntax error or a duplicate tag make it invalid; `required` tags must be present.
 */
function readTagged(
  name: string,
  answer: DnsAnswer,
  version: string,
  known: readonly string[],
  required: readonly string[],
): TaggedRecord {
  const issues: EmailAuthIssue[] = [];
  const tags = new Map<string, string>();
  if (isTemporary(answer.status)) {
    issues.push(issue('error', 'email-auth.record.temperror', { status: answer.status }, name));
    return { result: 'temperror', record: null, tags, issues };
  }
  const re = new RegExp(`^v\\s*=\\s*${version}\\s*(?:;|$)`, 'i');
  const texts = txtTexts(answer);
  const records = texts.filter((t) => re.test(t));
  if (texts.some((t) => !re.test(t) && new RegExp(`v\\s*=\\s*${version}`, 'i').test(t))) {
    issues.push(issue('error', 'email-auth.record.v-not-first', { tag: 'v' }, name));
  }
  if (records.length === 0) {
    if (hasErrors(issues)) return { result: 'invalid', record: null, tags, issues };
    issues.push(issue('info', 'email-auth.record.not-found', { name }, name));
    return { result: 'none', record: null, tags, issues };
  }
  if (records.length > 1) {
    issues.push(issue('error', 'email-auth.record.multiple', { count: records.length }, name));
    return { result: 'invalid', record: null, tags, issues };
  }
  const record = records[0] ?? '';
  for (const { tag: rawTag, value } of splitTags(record)) {
    const tag = rawTag.toLowerCase();
    if (value === null) {
      issues.push(issue('error', 'email-auth.record.syntax-error', { text: rawTag }, name));
    } else if (tags.has(tag)) {
      issues.push(issue('error', 'email-auth.record.duplicate-tag', { tag }, name));
    } else {
      if (!known.includes(tag)) issues.push(issue('warning', 'email-auth.record.unknown-tag', { tag }, name));
      tags.set(tag, value);
    }
  }
  for (const tag of required) {
    if (!tags.has(tag)) issues.push(issue('error', 'email-auth.record.missing-tag', { tag }, name));
  }
  return { result: hasErrors(issues) ? 'invalid' : 'valid', record, tags, issues };
}

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- MTA-STS

export function uncheckedMtaSts(skipReasonKey: SkipReasonKey | NetworkErrorKey): MtaStsReport {
  return {
    checked: false,
    result: null,
    resultMessageKey: null,
    record: null,
    id: null,
    policy: { fetched: false, url: null, skipReasonKey },
    issues: [],
  };
}

/**
 * `_mta-sts.<domain>` TXT: `v=STSv1; id=<1–32 letters or digits>`. The policy itself
 * (`https://mta-sts.<domain>/.well-known/mta-sts.txt`) is not fetched yet: `policy.fetched` is
 * false with `skip.not-implemented`.
 */
export function checkMtaSts(domain: string, answer: DnsAnswer): MtaStsReport {
  const name = `_mta-sts.${domain}`;
  const read = readTagged(name, answer, 'STSv1', ['v', 'id'], ['id']);
  const id = read.tags.get('id') ?? null;
  let result = read.result;
  if (id !== null && !/^[a-z0-9]{1,32}$/i.test(id)) {
    read.issues.push(issue('error', 'email-auth.mta-sts.invalid-id', { id }, name));
    result = 'invalid';
  }
  return {
    checked: true,
    result,
    resultMessageKey: RECORD_RESULT_KEYS[result],
    record: read.record,
    id: result === 'valid' ? id : null,
    policy: {
      fetched: false,
      url: read.record !== null ? `https://mta-sts.${domain}/.well-known/mta-sts.txt` : null,
      skipReasonKey: read.record !== null ? 'skip.not-implemented' : 'skip.not-applicable',
    },
    issues: read.issues,
  };
}

// ---------------------------------------------------------------- TLS-RPT

export function uncheckedTlsRpt(): TlsRptReport {
  return { checked: false, result: null, resultMessageKey: null, record: null, rua: [], issues: [] };
}

/** `_smtp._tls.<domain>` TXT: `v=TLSRPTv1; rua=mailto:…,https://…`. */
export function checkTlsRpt(domain: string, answer: DnsAnswer): TlsRptReport {
  const name = `_smtp._tls.${domain}`;
  const read = readTagged(name, answer, 'TLSRPTv1', ['v', 'rua'], ['rua']);
  const rua: string[] = [];
  let result = read.result;
  const value = read.tags.get('rua');
  if (value !== undefined) {
    for (const uri of value.split(',').map((u) => u.trim())) {
      const ok = /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(uri) || isHttpsUrl(uri);
      if (ok) rua.push(uri);
      else {
        read.issues.push(issue('error', 'email-auth.record.invalid-uri', { tag: 'rua', uri }, name));
        result = 'invalid';
      }
    }
  }
  return {
    checked: true,
    result,
    resultMessageKey: RECORD_RESULT_KEYS[result],
    record: read.record,
    rua,
    issues: read.issues,
  };
}

// ---------------------------------------------------------------- BIMI

export function uncheckedBimi(): BimiReport {
  return {
    checked: false,
    result: null,
    resultMessageKey: null,
    record: null,
    location: null,
    authority: null,
    dmarcEnforced: null,
    issues: [],
  };
}

/**
 * `default._bimi.<domain>` TXT: `v=BIMI1; l=<https SVG>; a=<https mark certificate>`. An empty
 * `l=` declines BIMI. Mailbox providers show the logo only under DMARC enforcement
 * (`dmarcEnforced`: quarantine or reject for all mail).
 */
export function checkBimi(domain: string, answer: DnsAnswer, dmarcEnforced: boolean): BimiReport {
  const name = `default._bimi.${domain}`;
  const read = readTagged(name, answer, 'BIMI1', ['v', 'l', 'a', 'avp'], ['l']);
  let result = read.result;
  const location = read.tags.get('l') ?? null;
  const authority = read.tags.get('a') ?? null;
  if (location !== null && location !== '' && !isHttpsUrl(location)) {
    read.issues.push(issue('error', 'email-auth.record.invalid-value', { tag: 'l', value: location }, name));
    result = 'invalid';
  }
  if (authority !== null && authority !== '' && !isHttpsUrl(authority)) {
    read.issues.push(issue('error', 'email-auth.record.invalid-value', { tag: 'a', value: authority }, name));
    result = 'invalid';
  }
  if (result === 'valid') {
    if (location === '') read.issues.push(issue('info', 'email-auth.bimi.declined', null, name));
    else if (authority === null || authority === '')
      read.issues.push(issue('warning', 'email-auth.bimi.no-certificate', null, name));
    if (!dmarcEnforced && location !== '')
      read.issues.push(issue('warning', 'email-auth.bimi.requires-enforcement', null, name));
  }
  return {
    checked: true,
    result,
    resultMessageKey: RECORD_RESULT_KEYS[result],
    record: read.record,
    location,
    authority,
    dmarcEnforced: read.record !== null ? dmarcEnforced : null,
    issues: read.issues,
  };
}
