/**
 * DMARC (RFC 7489, with the tags of its successor DMARCbis: `np`, `t`, `psd`): the record at
 * `_dmarc.<domain>`, or at `_dmarc.<organisational domain>` when the domain has none; its tags,
 * the policy that applies to the analysed domain, and whether external report destinations agreed
 * to receive reports (`<policy domain>._report._dmarc.<destination>`, RFC 7489 §7.1).
 */
import { getDomain } from 'tldts';
import { hasErrors, isHostName, isTemporary, issue, splitTags, type MailLookup } from './lookup.js';
import type { EmailAuthRecordResultKey } from './keys.js';
import type {
  DmarcEnforcement,
  DmarcPolicy,
  DmarcReport,
  DmarcReportUri,
  DmarcTags,
  EmailAuthIssue,
  RecordResult,
} from './types.js';

export const DMARC_LIMITS = Object.freeze({
  /** More report URIs per tag than this draws a warning (receivers may ignore the rest). */
  urisPerTag: 2,
  /** External destinations whose authorisation is looked up, at most. */
  authorizationLookups: 4,
});

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

export const RECORD_RESULT_KEYS: Readonly<Record<RecordResult, EmailAuthRecordResultKey>> = {
  valid: 'email-auth.result.valid',
  invalid: 'email-auth.result.invalid',
  none: 'email-auth.result.none',
  temperror: 'email-auth.result.temperror',
};

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
  readonly issues: EmailAuthIssue[];
}

type MutableTags = { -readonly [K in keyof DmarcTags]: DmarcTags[K] };

function parseUris(value: string, tag: string, issues: EmailAuthIssue[], name: string): DmarcReportUri[] {
  const out: DmarcReportUri[] = [];
  const parts = value.split(',').map((u) => u.trim());
  if (parts.length > DMARC_LIMITS.urisPerTag) {
    issues.push(
      issue('warning', 'email-auth.dmarc.too-many-uris', { tag, max: DMARC_LIMITS.urisPerTag }, name),
    );
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
  const issues: EmailAuthIssue[] = [];
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

/** The DMARC part of a result that was not checked (offline). */
export function uncheckedDmarc(): DmarcReport {
  return {
    checked: false,
    result: null,
    resultMessageKey: null,
    valid: null,
    recordName: null,
    source: null,
    record: null,
    tags: null,
    effectivePolicy: null,
    effectivePct: null,
    enforcement: null,
    issues: [],
  };
}

async function lookupDmarc(
  name: string,
  lookup: MailLookup,
  issues: EmailAuthIssue[],
): Promise<{ status: 'temperror' | 'found' | 'none'; records: string[]; misplaced: boolean }> {
  const { answer, texts } = await lookup.txt(name);
  if (isTemporary(answer.status)) {
    issues.push(issue('error', 'email-auth.record.temperror', { status: answer.status }, name));
    return { status: 'temperror', records: [], misplaced: false };
  }
  const records = texts.filter(isDmarcRecord);
  const misplaced = texts.some((t) => !isDmarcRecord(t) && /v\s*=\s*DMARC1/i.test(t));
  if (misplaced) issues.push(issue('error', 'email-auth.record.v-not-first', { tag: 'v' }, name));
  return { status: records.length > 0 ? 'found' : 'none', records, misplaced };
}

/**
 * Checks DMARC for `domain`. `domainExists` (from the domain's own TXT answer) selects `np` for a
 * non-existent subdomain; `apexTexts` are the domain's TXT records, to spot a DMARC record
 * published at the wrong name.
 */
export async function checkDmarc(
  domain: string,
  domainExists: boolean,
  apexTexts: readonly string[],
  lookup: MailLookup,
): Promise<DmarcReport> {
  const issues: EmailAuthIssue[] = [];
  const orgDomain = organizationalDomain(domain);
  const done = (result: RecordResult, fields: Partial<DmarcReport> = {}): DmarcReport => ({
    ...uncheckedDmarc(),
    checked: true,
    result,
    resultMessageKey: RECORD_RESULT_KEYS[result],
    valid: result === 'valid',
    issues,
    ...fields,
  });
  if (apexTexts.some(isDmarcRecord)) {
    issues.push(issue('warning', 'email-auth.dmarc.record-at-apex', { name: `_dmarc.${domain}` }, domain));
  }

  let policyDomain = domain;
  let source: DmarcReport['source'] = 'domain';
  let found = await lookupDmarc(`_dmarc.${domain}`, lookup, issues);
  if (found.status === 'temperror') return done('temperror', { recordName: `_dmarc.${domain}` });
  if (found.status === 'none' && !found.misplaced && orgDomain !== null && orgDomain !== domain) {
    policyDomain = orgDomain;
    source = 'organizational-domain';
    found = await lookupDmarc(`_dmarc.${orgDomain}`, lookup, issues);
    if (found.status === 'temperror') return done('temperror', { recordName: `_dmarc.${orgDomain}`, source });
  }
  const recordName = `_dmarc.${policyDomain}`;
  if (found.records.length === 0) {
    if (found.misplaced) return done('invalid', { recordName, source });
    issues.push(issue('info', 'email-auth.record.not-found', { name: `_dmarc.${domain}` }, domain));
    return done('none', { recordName: null, source: null });
  }
  if (source === 'organizational-domain') {
    issues.push(
      issue('info', 'email-auth.dmarc.inherited', { organizationalDomain: policyDomain }, recordName),
    );
  }
  if (found.records.length > 1) {
    issues.push(issue('error', 'email-auth.record.multiple', { count: found.records.length }, recordName));
    return done('invalid', { recordName, source });
  }
  const record = found.records[0] ?? '';
  const parsed = parseDmarc(record, recordName);
  issues.push(...parsed.issues);
  const tags = await authorizeDestinations(parsed.tags, policyDomain, lookup, issues);
  if (hasErrors(issues)) return done('invalid', { recordName, source, record, tags, enforcement: 'none' });

  // Policy that applies to the analysed domain.
  const isSubdomain = source === 'organizational-domain';
  const p = tags.p ?? 'none';
  const effectivePolicy: DmarcPolicy = isSubdomain ? ((!domainExists ? tags.np : null) ?? tags.sp ?? p) : p;
  const effectivePct = tags.pct ?? 100;
  const enforcement: DmarcEnforcement =
    effectivePolicy === 'none'
      ? 'none'
      : tags.t === 'y'
        ? 'testing'
        : effectivePct < 100
          ? 'partial'
          : 'full';

  if (effectivePolicy === 'none')
    issues.push(issue('warning', 'email-auth.dmarc.policy-none', null, recordName));
  if (tags.sp === 'none' && p !== 'none')
    issues.push(issue('warning', 'email-auth.dmarc.sp-none', null, recordName));
  if (effectivePolicy !== 'none' && effectivePct < 100) {
    issues.push(issue('warning', 'email-auth.dmarc.pct-partial', { pct: effectivePct }, recordName));
  }
  if (tags.t === 'y') issues.push(issue('warning', 'email-auth.dmarc.testing', null, recordName));
  if (tags.rua.length === 0) issues.push(issue('warning', 'email-auth.dmarc.no-rua', null, recordName));
  return done('valid', { recordName, source, record, tags, effectivePolicy, effectivePct, enforcement });
}

/**
 * Marks report destinations outside the policy domain's organisational domain as external and
 * looks up their authorisation record (bounded). An unauthorised destination is a warning: the
 * policy still works, but those reports are dropped by receivers.
 */
async function authorizeDestinations(
  tags: DmarcTags,
  policyDomain: string,
  lookup: MailLookup,
  issues: EmailAuthIssue[],
): Promise<DmarcTags> {
  const ownOrg = organizationalDomain(policyDomain) ?? policyDomain;
  const external = new Set<string>();
  for (const u of [...tags.rua, ...tags.ruf]) {
    if (u.domain !== null && (organizationalDomain(u.domain) ?? u.domain) !== ownOrg) external.add(u.domain);
  }
  const checked = new Map<string, 'yes' | 'no' | 'unknown'>();
  await Promise.all(
    [...external].slice(0, DMARC_LIMITS.authorizationLookups).map(async (dest) => {
      const name = `${policyDomain}._report._dmarc.${dest}`;
      const { answer, texts } = await lookup.txt(name);
      checked.set(dest, isTemporary(answer.status) ? 'unknown' : texts.some(isDmarcRecord) ? 'yes' : 'no');
    }),
  );
  for (const dest of external) {
    const state = checked.get(dest) ?? 'unknown';
    if (state === 'no') {
      issues.push(
        issue(
          'warning',
          'email-auth.dmarc.external-destination-unauthorized',
          { destination: dest },
          `${policyDomain}._report._dmarc.${dest}`,
        ),
      );
    } else if (state === 'unknown') {
      issues.push(
        issue('info', 'email-auth.dmarc.external-destination-unknown', { destination: dest }, dest),
      );
    }
  }
  const mark = (u: DmarcReportUri): DmarcReportUri =>
    u.domain !== null && external.has(u.domain)
      ? { ...u, external: true, authorized: checked.get(u.domain) ?? 'unknown' }
      : u;
  return { ...tags, rua: tags.rua.map(mark), ruf: tags.ruf.map(mark) };
}
