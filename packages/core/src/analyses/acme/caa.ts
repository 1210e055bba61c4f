/**
 * The CAA check (Let's Debug's `caaChecker`, RFC 8659): `walkCaa` asks the DNS port from the name up
 * to (not including) its public suffix until a record set is found; `evaluateCaa` is the pure
 * judgement over that set: unknown critical tags, `issue`/`issuewild` naming Let's Encrypt, and the
 * `accounturi` and `validationmethods` parameters (RFC 8657).
 */
import { recordsOf, type DnsAnswer } from '../../net/dns/types.js';
import { problem, type Finding } from './problems.js';
import type { AcmeCaa, AcmeCaaRecord, AcmeMethod } from './types.js';

/** Let's Encrypt's CAA issuer domain. */
export const LETS_ENCRYPT_CAA = 'letsencrypt.org';
/** Tags a CA must understand (RFC 8659 §4) plus the registered contact tags (RFC 8659 §4.5, IANA). */
const KNOWN_TAGS = new Set(['issue', 'issuewild', 'iodef', 'contactemail', 'contactphone']);

/** The names asked, from `base` up to the label under `suffix`. */
export function caaNames(base: string, suffix: string): string[] {
  const labels = base.split('.');
  const suffixLabels = suffix.split('.').length;
  const out: string[] = [];
  for (let i = 0; labels.length - i > suffixLabels; i++) out.push(labels.slice(i).join('.'));
  return out;
}

export interface CaaWalk {
  readonly caa: AcmeCaa;
  /** The name whose lookup failed (SERVFAIL, timeout…), or null. */
  readonly failedAt: string | null;
  readonly failedStatus: string | null;
}

/** Asks each name in turn; the first with CAA records ends the walk; a failed lookup ends it too. */
export async function walkCaa(
  names: readonly string[],
  ask: (name: string) => Promise<DnsAnswer>,
): Promise<CaaWalk> {
  const asked: string[] = [];
  for (const name of names) {
    asked.push(name);
    const answer = await ask(name);
    if (answer.status === 'ok') {
      const records: AcmeCaaRecord[] = recordsOf(answer, 'CAA').map((r) => ({
        name,
        flags: r.data.flags,
        tag: r.data.tag.toLowerCase(),
        value: r.data.value,
      }));
      if (records.length > 0) {
        return { caa: { namesChecked: asked, foundAt: name, records }, failedAt: null, failedStatus: null };
      }
      continue;
    }
    if (answer.status === 'nodata' || answer.status === 'nxdomain') continue;
    return {
      caa: { namesChecked: asked, foundAt: null, records: [] },
      failedAt: name,
      failedStatus: answer.status,
    };
  }
  return { caa: { namesChecked: asked, foundAt: null, records: [] }, failedAt: null, failedStatus: null };
}

/** One `issue`/`issuewild` value: the issuer domain (empty: nobody) and its parameters. */
export interface IssueValue {
  readonly issuer: string;
  readonly parameters: ReadonlyMap<string, string>;
  /** False when the value does not follow RFC 8659 §4.2's grammar. */
  readonly wellFormed: boolean;
}

const ISSUER_RE = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;
const PARAM_KEY_RE = /^[a-z0-9]+$/i;
const PARAM_VALUE_RE = /^[\x21-\x3a\x3c-\x7e]*$/;

export function parseIssueValue(value: string): IssueValue {
  const [head = '', ...rest] = value.split(';');
  const issuer = head.trim().toLowerCase();
  let wellFormed = issuer === '' || ISSUER_RE.test(issuer);
  const parameters = new Map<string, string>();
  for (const part of rest) {
    const text = part.trim();
    if (text === '') continue;
    const eq = text.indexOf('=');
    if (eq <= 0) {
      wellFormed = false;
      continue;
    }
    const key = text.slice(0, eq).trim().toLowerCase();
    const val = text.slice(eq + 1).trim();
    if (!PARAM_KEY_RE.test(key) || !PARAM_VALUE_RE.test(val)) wellFormed = false;
    parameters.set(key, val);
  }
  return { issuer, parameters, wellFormed };
}

/**
 * The judgement over the set that applies: Fatal `caa-critical-unknown` for a critical tag no CA
 * understands; for the property that applies (`issuewild` for a wildcard when present, else
 * `issue`; none present: not restricted), Fatal `caa-issuance-not-allowed` when no value names
 * Let's Encrypt, or for each method its `validationmethods` leaves out; Info
 * `caa-requires-account-uri`; Warning `caa-possibly-invalid` for a value outside the grammar.
 */
export function evaluateCaa(
  records: readonly AcmeCaaRecord[],
  wildcard: boolean,
  methods: readonly AcmeMethod[],
): Finding[] {
  const out: Finding[] = [];
  if (records.length === 0) return out;
  const at = records[0]?.name ?? '';
  for (const r of records) {
    if ((r.flags & 128) !== 0 && !KNOWN_TAGS.has(r.tag)) {
      out.push(problem('caa-critical-unknown', 'caa-unknown-critical-tag', { name: r.name, tag: r.tag }));
    }
  }
  if (out.length > 0) return out;
  const wild = records.filter((r) => r.tag === 'issuewild');
  const relevant = wildcard && wild.length > 0 ? wild : records.filter((r) => r.tag === 'issue');
  if (relevant.length === 0) return out;
  const values = relevant.map((r) => ({ record: r, parsed: parseIssueValue(r.value) }));
  for (const v of values) {
    if (!v.parsed.wellFormed) {
      out.push(problem('caa-possibly-invalid', 'caa-malformed-value', { name: at, value: v.record.value }));
    }
  }
  const ours = values.filter((v) => v.parsed.issuer === LETS_ENCRYPT_CAA);
  if (ours.length === 0) {
    const issuers = [...new Set(values.map((v) => v.parsed.issuer).filter((i) => i !== ''))];
    out.push(
      issuers.length === 0
        ? problem('caa-issuance-not-allowed', 'caa-no-issuance', { name: at })
        : problem('caa-issuance-not-allowed', 'caa-other-ca', { name: at, issuers: issuers.join(', ') }),
    );
    return out;
  }
  // A method is allowed when one Let's Encrypt value allows it (no list: every method).
  const allowedBy = (m: AcmeMethod): boolean =>
    ours.some((v) => {
      const list = v.parsed.parameters.get('validationmethods');
      if (list === undefined) return true;
      return list
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .includes(m);
    });
  const refused = methods.filter((m) => !allowedBy(m));
  for (const m of refused) {
    const list = ours.map((v) => v.parsed.parameters.get('validationmethods') ?? '').join(' | ');
    out.push(
      problem('caa-issuance-not-allowed', 'caa-method-not-allowed', { name: at, method: m, allowed: list }, [
        m,
      ]),
    );
  }
  const account = ours.find((v) => v.parsed.parameters.has('accounturi'));
  if (account !== undefined) {
    out.push(
      problem('caa-requires-account-uri', 'caa-account-uri', {
        name: at,
        accountUri: account.parsed.parameters.get('accounturi') ?? '',
      }),
    );
  }
  return out;
}
