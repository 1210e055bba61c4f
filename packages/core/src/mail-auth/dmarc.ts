/**
 * DMARC records (RFC 7489, with the tags of its successor DMARCbis: `np`, `t`, `psd`), below the
 * analyses: check-email-auth grades a domain's record, check-email reads the From domain's policy.
 *
 * - `discoverDmarc`: the policy discovery of RFC 7489 §6.6.3, `_dmarc.<domain>`, then
 *   `_dmarc.<organisational domain>` when the domain has none (tldts, ICANN section of the PSL);
 *   a lookup that failed stops the discovery (`temperror`): never read as "no record".
 * - `parseDmarc`: the tags of one `v=DMARC1` record, with the problems found.
 * - `dmarcPolicyFor`: the policy that applies to the domain (`p`, `sp`, `np`), its `pct` and how
 *   strongly it is enforced.
 *
 * The issue keys are email-auth keys (`email-auth.record.*`, `email-auth.dmarc.*`);
 * `analyses/email-auth/keys.ts` checks at compile time that each is in EMAIL_AUTH_KEYS.
 */
import { getDomain } from 'tldts';
import type { DnsStatus } from '../net/dns/types.js';
import { isHostName, isTemporary, splitTags, type MailLookup } from './lookup.js';
import type {
  DmarcEnforcement,
  DmarcPolicy,
  DmarcReportUri,
  DmarcTags,
  IssueParameters,
  IssueSeverity,
} from './types.js';

/** The issue keys `parseDmarc` emits. */
export type DmarcRecordIssueKey =
  | 'email-auth.record.syntax-error'
  | 'email-auth.record.duplicate-tag'
  | 'email-auth.record.unknown-tag'
  | 'email-auth.record.invalid-value'
  | 'email-auth.record.missing-tag'
  | 'email-auth.record.invalid-uri'
  | 'email-auth.dmarc.obsolete-tag'
  | 'email-auth.dmarc.too-many-uris'
  | 'email-auth.dmarc.unsupported-uri-scheme';

/** One problem of a record (the shape of email-auth's `EmailAuthIssue`). */
export interface DmarcIssue {
  readonly severity: IssueSeverity;
  readonly messageKey: DmarcRecordIssueKey;
  readonly parameters: IssueParameters | null;
  readonly domain: string | null;
}

function issue(
  severity: IssueSeverity,
  messageKey: DmarcRecordIssueKey,
  parameters: IssueParameters | null,
  domain: string,
): DmarcIssue {
  return { severity, messageKey, parameters, domain };
}

/** More report URIs per tag than this draws a warning (receivers may ignore the rest). */
export const DMARC_URIS_PER_TAG = 2;

const POLICIES: readonly DmarcPolicy[] = ['none', 'quarantine', 'reject'];
const KNOWN_TAGS = new Set([
  'v',
  'p',
  'sp',
  'np',
  'pct',
  'rua',
  'ruf',
  'adkim',
  'aspf',
  'fo',
  'rf',
  'ri',
  't',
  'psd',
]);
/** Tags RFC 7489 had and DMARCbis removed (still honoured by most receivers). */
const OBSOLETE_TAGS = new Set(['pct', 'rf', 'ri']);

/** Does `text` start with the `v=DMARC1` tag (RFC 7489: the first tag must be `v`)? */
export function isDmarcRecord(text: string): boolean {
  return /^v\s*=\s*DMARC1\s*(?:;|$)/i.test(text);
}

/** Organisational domain (ICANN section of the Public Suffix List), null for a public suffix. */
export function organizationalDomain(domain: string): string | null {
  return getDomain(domain, { allowPrivateDomains: false, extractHostname: false, validateHostname: false });
}

interface ParsedDmarc {
  readonly tags: DmarcTags;
  readonly issues: DmarcIssue[];
}

type MutableTags = { -readonly [K in keyof DmarcTags]: DmarcTags[K] };

function parseUris(value: string, tag: string, issues: DmarcIssue[], name: string): DmarcReportUri[] {
  const out: DmarcReportUri[] = [];
  const parts = value.split(',').map((u) => u.trim());
  if (parts.length > DMARC_URIS_PER_TAG) {
    issues.push(issue('warning', 'email-auth.dmarc.too-many-uris', { tag, max: DMARC_URIS_PER_TAG }, name));
  }
  for (const raw of parts) {
    const uri = raw.replace(/!\d+[kmgt]?$/i, '');
    const m = /^([a-z][a-z0-9+.-]*):(.+)$/i.exec(uri);
    if (!m) {
      issues.push(issue('error', 'email-auth.record.invalid-uri', { tag, uri: raw }, name));
      continue;
    }
    const scheme = (m[1] ?? '').toLowerCase();
    if (scheme !== 'mailto') {
      issues.push(issue('warning', 'email-auth.dmarc.unsupported-uri-scheme', { tag, uri: raw }, name));
      out.push({ uri, scheme, domain: null, external: false, authorized: null });
      continue;
    }
    const address = decodeURIComponentSafe((m[2] ?? '').split('?')[0] ?? '');
    const at = address.lastIndexOf('@');
    const mailDomain =
      at > 0
        ? address
            .slice(at + 1)
            .toLowerCase()
            .replace(/\.$/, '')
        : '';
    if (at <= 0 || !isHostName(mailDomain)) {
      issues.push(issue('error', 'email-auth.record.invalid-uri', { tag, uri: raw }, name));
      continue;
    }
    out.push({ uri, scheme, domain: mailDomain, external: false, authorized: null });
  }
  return out;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Parses a `v=DMARC1` record's tags. `name` is where it was found (for issues). */
export function parseDmarc(record: string, name: string): ParsedDmarc {
  const issues: DmarcIssue[] = [];
  const tags: MutableTags = {
    p: null,
    sp: null,
    np: null,
    pct: null,
    adkim: null,
    aspf: null,
    fo: null,
    rf: null,
    ri: null,
    t: null,
    psd: null,
    rua: [],
    ruf: [],
  };
  const seen = new Set<string>();
  for (const { tag: rawTag, value } of splitTags(record)) {
    const tag = rawTag.toLowerCase();
    if (value === null || !/^[a-z0-9]+$/i.test(rawTag)) {
      issues.push(
        issue(
          'error',
          'email-auth.record.syntax-error',
          { text: value === null ? rawTag : `${rawTag}=${value}` },
          name,
        ),
      );
      continue;
    }
    if (seen.has(tag)) {
      issues.push(issue('error', 'email-auth.record.duplicate-tag', { tag }, name));
      continue;
    }
    seen.add(tag);
    if (!KNOWN_TAGS.has(tag)) {
      issues.push(issue('warning', 'email-auth.record.unknown-tag', { tag }, name));
      continue;
    }
    if (OBSOLETE_TAGS.has(tag)) issues.push(issue('info', 'email-auth.dmarc.obsolete-tag', { tag }, name));
    const lower = value.toLowerCase();
    const invalid = (): void => {
      issues.push(issue('error', 'email-auth.record.invalid-value', { tag, value }, name));
    };
    switch (tag) {
      case 'v':
        break;
      case 'p':
      case 'sp':
      case 'np':
        if ((POLICIES as readonly string[]).includes(lower)) tags[tag] = lower as DmarcPolicy;
        else invalid();
        break;
      case 'pct':
        if (/^\d{1,3}$/.test(value) && Number(value) <= 100) tags.pct = Number(value);
        else invalid();
        break;
      case 'adkim':
      case 'aspf':
        if (lower === 'r' || lower === 's') tags[tag] = lower;
        else invalid();
        break;
      case 't':
        if (lower === 'y' || lower === 'n') tags.t = lower;
        else invalid();
        break;
      case 'psd':
        if (lower === 'y' || lower === 'n' || lower === 'u') tags.psd = lower;
        else invalid();
        break;
      case 'fo': {
        const items = lower.split(':').map((s) => s.trim());
        if (items.every((i) => ['0', '1', 'd', 's'].includes(i))) tags.fo = items;
        else invalid();
        break;
      }
      case 'rf': {
        const items = lower.split(':').map((s) => s.trim());
        if (items.every((i) => i === 'afrf' || i === 'iodef')) tags.rf = items;
        else invalid();
        break;
      }
      case 'ri':
        if (/^\d{1,10}$/.test(value) && Number(value) <= 4_294_967_295) tags.ri = Number(value);
        else invalid();
        break;
      case 'rua':
      case 'ruf':
        tags[tag] = parseUris(value, tag, issues, name);
        break;
    }
  }
  if (!seen.has('p')) issues.push(issue('warning', 'email-auth.record.missing-tag', { tag: 'p' }, name));
  return { tags, issues };
}

/** One `_dmarc` name asked during the discovery. */
export interface DmarcLookupStep {
  /** `_dmarc.<domain>` or `_dmarc.<organisational domain>`. */
  readonly name: string;
  /** The DNS answer's status (`ok`, `nxdomain`, `nodata`, `servfail`, `timeout`…). */
  readonly dnsStatus: DnsStatus;
  /** `temperror`: the lookup failed (nothing can be said); `found`: ≥ 1 `v=DMARC1` record; `none`: none. */
  readonly status: 'found' | 'none' | 'temperror';
  /** The `v=DMARC1` records found (texts of the TXT records, strings joined). */
  readonly records: readonly string[];
  /** A TXT record mentions `v=DMARC1` but not as its first tag. */
  readonly misplaced: boolean;
}

export interface DmarcDiscovery {
  /** The names asked, in order (one or two). */
  readonly steps: readonly DmarcLookupStep[];
  /**
   * `found`: records at `policyDomain`; `none`: no record at either name (every lookup answered);
   * `temperror`: a lookup failed (the last step), so whether a record exists is unknown.
   */
  readonly outcome: 'found' | 'none' | 'temperror';
  /** Where the discovery stopped: the domain, or its organisational domain. */
  readonly policyDomain: string;
  readonly source: 'domain' | 'organizational-domain';
}

async function lookupStep(name: string, lookup: MailLookup): Promise<DmarcLookupStep> {
  const { answer, texts } = await lookup.txt(name);
  if (isTemporary(answer.status))
    return { name, dnsStatus: answer.status, status: 'temperror', records: [], misplaced: false };
  const records = texts.filter(isDmarcRecord);
  const misplaced = texts.some((t) => !isDmarcRecord(t) && /v\s*=\s*DMARC1/i.test(t));
  return {
    name,
    dnsStatus: answer.status,
    status: records.length > 0 ? 'found' : 'none',
    records,
    misplaced,
  };
}

/**
 * The DMARC policy discovery of RFC 7489 §6.6.3 for `domain` (lower case, no trailing dot): the
 * domain's own record, else (when it has none and no misplaced one) its organisational domain's.
 */
export async function discoverDmarc(domain: string, lookup: MailLookup): Promise<DmarcDiscovery> {
  const first = await lookupStep(`_dmarc.${domain}`, lookup);
  const orgDomain = organizationalDomain(domain);
  if (first.status !== 'none' || first.misplaced || orgDomain === null || orgDomain === domain)
    return { steps: [first], outcome: first.status, policyDomain: domain, source: 'domain' };
  const second = await lookupStep(`_dmarc.${orgDomain}`, lookup);
  return {
    steps: [first, second],
    outcome: second.status,
    policyDomain: orgDomain,
    source: 'organizational-domain',
  };
}

export interface DmarcPolicyReading {
  readonly effectivePolicy: DmarcPolicy;
  /** `pct` (100 when absent). */
  readonly effectivePct: number;
  readonly enforcement: DmarcEnforcement;
}

/**
 * The policy that applies to the analysed domain: `p` for the domain's own record; for a record
 * inherited from the organisational domain, `np` when the domain does not exist, else `sp`, else `p`.
 */
export function dmarcPolicyFor(
  tags: DmarcTags,
  inherited: boolean,
  domainExists: boolean,
): DmarcPolicyReading {
  const p = tags.p ?? 'none';
  const effectivePolicy: DmarcPolicy = inherited ? ((!domainExists ? tags.np : null) ?? tags.sp ?? p) : p;
  const effectivePct = tags.pct ?? 100;
  const enforcement: DmarcEnforcement =
    effectivePolicy === 'none'
      ? 'none'
      : tags.t === 'y'
        ? 'testing'
        : effectivePct < 100
          ? 'partial'
          : 'full';
  return { effectivePolicy, effectivePct, enforcement };
}
