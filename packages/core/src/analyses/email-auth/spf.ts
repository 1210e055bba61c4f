/**
 * SPF (RFC 7208): finds the domain's `v=spf1` record, parses it, and walks every branch of the
 * evaluation as if no mechanism matched (the worst case a receiver meets), following include and
 * redirect recursively through the limited resolver. No sender IP is known, so nothing is matched:
 * the result says whether the *configuration* works (`pass-config`) or would fail every message
 * (`permerror`), not whether some message would pass.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { DnsAnswer } from '../../net/dns/types.js';
import { recordsOf } from '../../net/dns/types.js';
import { SPF_LIMITS, SpfAbort, SpfLimitedResolver } from './limited-resolver.js';
import { hasErrors, isHostName, isTemporary, issue, txtTexts, type MailLookup } from './lookup.js';
import type { EmailAuthKey, EmailAuthPartResultKey } from './keys.js';
import type {
  EmailAuthIssue,
  IssueParameters,
  SpfAll,
  SpfNode,
  SpfNodeStatus,
  SpfOutcome,
  SpfQualifier,
  SpfReport,
  SpfResult,
} from './types.js';

// ---------------------------------------------------------------- parsing

export const SPF_MECHANISMS = ['all', 'include', 'a', 'mx', 'ptr', 'ip4', 'ip6', 'exists'] as const;
export type SpfMechanismName = (typeof SPF_MECHANISMS)[number];

export interface SpfMechanism {
  readonly kind: 'mechanism';
  readonly text: string;
  readonly qualifier: SpfQualifier;
  readonly name: SpfMechanismName;
  /** Domain-spec (macros not expanded), null when the mechanism has none. */
  readonly domainSpec: string | null;
}

export interface SpfModifier {
  readonly kind: 'modifier';
  readonly text: string;
  readonly name: string;
  readonly value: string;
}

export type SpfTerm = SpfMechanism | SpfModifier;

export interface ParsedSpf {
  readonly terms: readonly SpfTerm[];
  readonly issues: readonly EmailAuthIssue[];
}

const OUTCOMES: Readonly<Record<SpfQualifier, SpfOutcome>> = {
  '+': 'pass',
  '-': 'fail',
  '~': 'softfail',
  '?': 'neutral',
};

/** Is `text` a `v=spf1` record (version tag followed by a space or the end, any case)? */
export function isSpfRecord(text: string): boolean {
  return /^v=spf1(?: |$)/i.test(text);
}

const MACRO_RE = /%(?:\{([a-z])(\d*)(r?)([.\-+,/_=]*)\}|[%_-])/gi;
/** Macro letters that need the message (sender, IP, HELO…): only `d` is known to this analysis. */
const SENDER_MACROS = new Set(['s', 'l', 'o', 'i', 'p', 'h', 'c', 'r', 't', 'v']);

interface MacroCheck {
  readonly valid: boolean;
  readonly hasMacro: boolean;
  /** Contains a macro other than `%{d}`, `%%`, `%_`, `%-`. */
  readonly needsSender: boolean;
}

function checkMacros(spec: string): MacroCheck {
  let hasMacro = false;
  let needsSender = false;
  for (const m of spec.matchAll(MACRO_RE)) {
    hasMacro = true;
    const letter = m[1]?.toLowerCase();
    if (letter !== undefined && !SENDER_MACROS.has(letter) && letter !== 'd') {
      return { valid: false, hasMacro, needsSender };
    }
    if (letter !== undefined && SENDER_MACROS.has(letter)) needsSender = true;
  }
  const rest = spec.replace(MACRO_RE, '');
  // A lone % is not a macro; only visible ASCII characters are allowed (RFC 7208 §7.1).
  const valid = !rest.includes('%') && /^[\x21-\x7e]*$/.test(spec);
  return { valid, hasMacro, needsSender };
}

/** Expands the macros that do not need a message (`%{d}` with transformers, `%%`, `%_`, `%-`). */
export function expandDomainMacros(spec: string, domain: string): string | null {
  if (checkMacros(spec).needsSender) return null;
  return spec.replace(
    MACRO_RE,
    (whole, letter: string | undefined, digits: string, reverse: string, delims: string) => {
      if (letter === undefined) return whole === '%%' ? '%' : whole === '%_' ? ' ' : '%20';
      let parts = domain.split(new RegExp(`[${(delims || '.').replace(/[-\\\]^]/g, '\\$&')}]`));
      if (reverse !== '') parts = parts.reverse();
      const keep = digits === '' ? parts.length : Number(digits);
      if (keep > 0) parts = parts.slice(-keep);
      return parts.join('.');
    },
  );
}

/** Domain-spec syntax (RFC 7208 §7.1): macro-string ending in `.toplabel` or a macro. */
function isValidDomainSpec(spec: string): boolean {
  if (spec === '') return false;
  const macros = checkMacros(spec);
  if (!macros.valid) return false;
  if (!macros.hasMacro) return isHostName(spec);
  // Ends with a macro, or its literal tail after the last macro ends with ".toplabel".
  if (/%\{[a-z]\d*r?[.\-+,/_=]*\}\.?$/i.test(spec)) return true;
  const tail = spec.replace(MACRO_RE, 'x');
  return /\.[a-z0-9-]*[a-z][a-z0-9-]*\.?$/i.test(tail);
}

function parseMechanism(text: string, issues: EmailAuthIssue[], domain: string): SpfMechanism | null {
  let body = text;
  let qualifier: SpfQualifier = '+';
  const first = body[0] ?? '';
  if (first === '+' || first === '-' || first === '~' || first === '?') {
    qualifier = first;
    body = body.slice(1);
  } else if (!/[a-z0-9]/i.test(first)) {
    issues.push(issue('error', 'email-auth.spf.bad-qualifier', { term: text }, domain));
    return null;
  }
  const nameMatch = /^[a-z0-9][a-z0-9_.-]*/i.exec(body);
  const name = (nameMatch?.[0] ?? '').toLowerCase();
  const rest = body.slice(name.length);
  if (!(SPF_MECHANISMS as readonly string[]).includes(name)) {
    issues.push(issue('error', 'email-auth.spf.unknown-mechanism', { term: text }, domain));
    return null;
  }
  const mech = name as SpfMechanismName;
  const invalid = (): null => {
    issues.push(issue('error', 'email-auth.spf.invalid-term', { term: text }, domain));
    return null;
  };
  const badMacro = (spec: string): boolean => {
    if (spec.includes('%') && !checkMacros(spec).valid) {
      issues.push(issue('error', 'email-auth.spf.invalid-macro', { term: text }, domain));
      return true;
    }
    return false;
  };
  let domainSpec: string | null = null;
  switch (mech) {
    case 'all':
      if (rest !== '') return invalid();
      break;
    case 'include':
    case 'exists': {
      if (!rest.startsWith(':')) return invalid();
      domainSpec = rest.slice(1);
      if (badMacro(domainSpec)) return null;
      if (!isValidDomainSpec(domainSpec)) return invalid();
      break;
    }
    case 'a':
    case 'mx': {
      const m = /^(?::([^/]+))?(?:\/(\d{1,2}))?(?:\/\/(\d{1,3}))?$/.exec(rest);
      if (!m) return invalid();
      if (m[2] !== undefined && Number(m[2]) > 32) return invalid();
      if (m[3] !== undefined && Number(m[3]) > 128) return invalid();
      domainSpec = m[1] ?? null;
      if (domainSpec !== null && badMacro(domainSpec)) return null;
      if (domainSpec !== null && !isValidDomainSpec(domainSpec)) return invalid();
      break;
    }
    case 'ptr': {
      if (rest !== '' && !rest.startsWith(':')) return invalid();
      domainSpec = rest === '' ? null : rest.slice(1);
      if (domainSpec !== null && badMacro(domainSpec)) return null;
      if (domainSpec !== null && !isValidDomainSpec(domainSpec)) return invalid();
      break;
    }
    case 'ip4':
    case 'ip6': {
      const m = /^:([^/]+)(?:\/(\d{1,3}))?$/.exec(rest);
      if (!m) return invalid();
      const address = m[1] ?? '';
      const max = mech === 'ip4' ? 32 : 128;
      const okAddress = mech === 'ip4' ? isIPv4(address) : isIPv6(address);
      if (!okAddress || (m[2] !== undefined && Number(m[2]) > max)) return invalid();
      break;
    }
  }
  return { kind: 'mechanism', text, qualifier, name: mech, domainSpec };
}

/**
 * Parses one `v=spf1` record. Syntax errors (RFC 7208 permerror) are `error` issues; terms after
 * `all` (valid but never evaluated) and an ignored `redirect=` are warnings.
 */
export function parseSpf(record: string, domain: string): ParsedSpf {
  const issues: EmailAuthIssue[] = [];
  const terms: SpfTerm[] = [];
  const tokens = record
    .slice('v=spf1'.length)
    .split(/[ \t]+/)
    .filter((t) => t !== '');
  const seenModifiers = new Set<string>();
  let sawAll = false;
  for (const text of tokens) {
    const modifier = /^([a-z][a-z0-9_.-]*)=(.*)$/i.exec(text);
    if (modifier) {
      const name = (modifier[1] ?? '').toLowerCase();
      const value = modifier[2] ?? '';
      if (name === 'redirect' || name === 'exp') {
        if (seenModifiers.has(name)) {
          issues.push(issue('error', 'email-auth.spf.duplicate-modifier', { modifier: name }, domain));
          continue;
        }
        seenModifiers.add(name);
        if (value.includes('%') && !checkMacros(value).valid) {
          issues.push(issue('error', 'email-auth.spf.invalid-macro', { term: text }, domain));
          continue;
        }
        if (!isValidDomainSpec(value)) {
          issues.push(issue('error', 'email-auth.spf.invalid-term', { term: text }, domain));
          continue;
        }
      } else if (value.includes('%') && !checkMacros(value).valid) {
        // Unknown modifiers are ignored (RFC 7208 §6), but their macro-string must still parse.
        issues.push(issue('error', 'email-auth.spf.invalid-macro', { term: text }, domain));
        continue;
      }
      terms.push({ kind: 'modifier', text, name, value });
      continue;
    }
    const mechanism = parseMechanism(text, issues, domain);
    if (mechanism === null) continue;
    if (sawAll) {
      issues.push(issue('warning', 'email-auth.spf.terms-after-all', { term: text }, domain));
    }
    if (mechanism.name === 'all') sawAll = true;
    terms.push(mechanism);
  }
  if (sawAll && seenModifiers.has('redirect')) {
    issues.push(issue('warning', 'email-auth.spf.redirect-ignored', null, domain));
  }
  return { terms, issues };
}

// ---------------------------------------------------------------- evaluation

interface MutableNode {
  domain: string;
  via: SpfNode['via'];
  record: string | null;
  status: SpfNodeStatus;
  children: MutableNode[];
}

interface EvalState {
  readonly resolver: SpfLimitedResolver;
  readonly issues: EmailAuthIssue[];
  readonly macros: string[];
  usesPtr: boolean;
}

/** A condition that makes the whole evaluation a permerror (stops it, like RFC 7208). */
class SpfPermError extends Error {
  constructor() {
    super('SPF permerror');
    this.name = 'SpfPermError';
  }
}

function selectSpf(answer: DnsAnswer): string[] {
  return txtTexts(answer).filter(isSpfRecord);
}

/**
 * Fetches the SPF record of an include/redirect target through the limited resolver (the term was
 * already charged). No record, or several, is a permerror (RFC 7208 §5.2, §6.1).
 */
async function fetchTarget(
  target: string,
  via: 'include' | 'redirect',
  node: MutableNode,
  state: EvalState,
): Promise<string> {
  const [answer] = await state.resolver.query(target, ['TXT']);
  const records = answer ? selectSpf(answer) : [];
  if (records.length !== 1) {
    node.status = records.length === 0 ? 'none' : 'permerror';
    const key: EmailAuthKey =
      records.length > 1
        ? 'email-auth.record.multiple'
        : via === 'include'
          ? 'email-auth.spf.include-no-record'
          : 'email-auth.spf.redirect-no-record';
    state.issues.push(issue('error', key, { target, count: records.length }, target));
    throw new SpfPermError();
  }
  return records[0] ?? '';
}

/** Evaluates one record (already fetched) and returns the `all` that ends it, if any. */
async function evaluateRecord(
  node: MutableNode,
  chain: readonly string[],
  state: EvalState,
): Promise<SpfAll | null> {
  const domain = node.domain;
  const parsed = parseSpf(node.record ?? '', domain);
  state.issues.push(...parsed.issues);
  if (hasErrors(parsed.issues)) {
    node.status = 'permerror';
    throw new SpfPermError();
  }
  for (const term of parsed.terms) {
    const text = term.kind === 'mechanism' ? (term.domainSpec ?? '') : term.value;
    if (text.includes('%{') && !state.macros.includes(term.text)) state.macros.push(term.text);
  }
  let own: SpfAll | null = null;
  for (const term of parsed.terms) {
    if (term.kind !== 'mechanism') continue;
    const spec = term.domainSpec;
    const target = spec === null ? domain : expandDomainMacros(spec, domain);
    switch (term.name) {
      case 'all':
        own = { qualifier: term.qualifier, outcome: OUTCOMES[term.qualifier], source: 'record', domain };
        break;
      case 'ip4':
      case 'ip6':
        break;
      case 'ptr':
        state.resolver.charge(domain);
        state.usesPtr = true;
        state.issues.push(issue('warning', 'email-auth.spf.ptr-used', { term: term.text }, domain));
        break;
      case 'include': {
        state.resolver.charge(domain);
        if (target === null) {
          node.children.push({
            domain: spec ?? '',
            via: 'include',
            record: null,
            status: 'not-followed',
            children: [],
          });
          break;
        }
        await followTarget(target.toLowerCase(), 'include', node, chain, state);
        break;
      }
      case 'a':
      case 'mx':
      case 'exists': {
        state.resolver.charge(domain);
        if (target === null) break; // needs the sender: only a receiver can look it up
        const types =
          term.name === 'a'
            ? (['A', 'AAAA'] as const)
            : term.name === 'mx'
              ? (['MX'] as const)
              : (['A'] as const);
        const answers = await state.resolver.query(target, types);
        if (term.name === 'mx') {
          const hosts = answers[0] ? recordsOf(answers[0], 'MX').length : 0;
          if (hosts > SPF_LIMITS.mxHosts) {
            state.issues.push(
              issue(
                'error',
                'email-auth.spf.mx-too-many-hosts',
                { target, count: hosts, limit: SPF_LIMITS.mxHosts },
                domain,
              ),
            );
            node.status = 'permerror';
            throw new SpfPermError();
          }
        }
        break;
      }
    }
    if (own !== null) break; // later mechanisms are never evaluated
  }
  if (own !== null) return own;
  const redirect = parsed.terms.find((t): t is SpfModifier => t.kind === 'modifier' && t.name === 'redirect');
  if (redirect === undefined) return null;
  state.resolver.charge(domain);
  const target = expandDomainMacros(redirect.value, domain);
  if (target === null) {
    node.children.push({
      domain: redirect.value,
      via: 'redirect',
      record: null,
      status: 'not-followed',
      children: [],
    });
    return null;
  }
  const all = await followTarget(target.toLowerCase(), 'redirect', node, chain, state);
  return all === null ? null : { ...all, source: 'redirect' };
}

async function followTarget(
  target: string,
  via: 'include' | 'redirect',
  parent: MutableNode,
  chain: readonly string[],
  state: EvalState,
): Promise<SpfAll | null> {
  const child: MutableNode = { domain: target, via, record: null, status: 'ok', children: [] };
  parent.children.push(child);
  if (chain.includes(target)) {
    child.status = 'permerror';
    const key: EmailAuthKey =
      via === 'include' ? 'email-auth.spf.include-loop' : 'email-auth.spf.redirect-loop';
    state.issues.push(issue('error', key, { target }, parent.domain));
    throw new SpfPermError();
  }
  try {
    child.record = await fetchTarget(target, via, child, state);
    return await evaluateRecord(child, [...chain, target], state);
  } catch (e) {
    if (child.status === 'ok')
      child.status = e instanceof SpfAbort && e.kind === 'temperror' ? 'temperror' : 'permerror';
    throw e;
  }
}

function freeze(node: MutableNode): SpfNode {
  return {
    domain: node.domain,
    via: node.via,
    record: node.record,
    status: node.status,
    children: node.children.map(freeze),
  };
}

const RESULT_KEYS: Readonly<Record<SpfResult, EmailAuthPartResultKey<'spf'>>> = {
  'pass-config': 'email-auth.spf.result.pass-config',
  permerror: 'email-auth.spf.result.permerror',
  temperror: 'email-auth.spf.result.temperror',
  none: 'email-auth.spf.result.none',
};

/** The SPF part of a result that was not checked (offline). */
export function uncheckedSpf(): SpfReport {
  return {
    checked: false,
    result: null,
    resultMessageKey: null,
    valid: null,
    record: null,
    records: [],
    recordBytes: null,
    all: null,
    lookups: { limit: SPF_LIMITS.lookups, count: 0 },
    voidLookups: { limit: SPF_LIMITS.voidLookups, count: 0 },
    macros: [],
    usesPtr: false,
    tree: null,
    issues: [],
  };
}

/**
 * Checks the SPF configuration of `domain` from its TXT answer (`rootAnswer`, already fetched, not
 * counted as a lookup), following includes and redirects through `lookup`.
 */
export async function checkSpf(
  domain: string,
  rootAnswer: DnsAnswer,
  lookup: MailLookup,
): Promise<SpfReport> {
  const resolver = new SpfLimitedResolver(lookup);
  const state: EvalState = { resolver, issues: [], macros: [], usesPtr: false };
  const report = (result: SpfResult, fields: Partial<SpfReport> = {}): SpfReport => ({
    ...uncheckedSpf(),
    checked: true,
    result,
    resultMessageKey: RESULT_KEYS[result],
    valid: result === 'pass-config',
    lookups: { limit: SPF_LIMITS.lookups, count: resolver.lookupCount },
    voidLookups: { limit: SPF_LIMITS.voidLookups, count: resolver.voidCount },
    macros: [...state.macros],
    usesPtr: state.usesPtr,
    issues: [...state.issues],
    ...fields,
  });

  if (isTemporary(rootAnswer.status)) {
    state.issues.push(issue('error', 'email-auth.record.temperror', { status: rootAnswer.status }, domain));
    return report('temperror');
  }
  const texts = txtTexts(rootAnswer);
  if (texts.some((t) => /^spf2\.0\//i.test(t))) {
    state.issues.push(issue('warning', 'email-auth.spf.sender-id-record', null, domain));
  }
  const records = texts.filter(isSpfRecord);
  if (records.length === 0) {
    state.issues.push(issue('info', 'email-auth.record.not-found', { name: domain }, domain));
    return report('none');
  }
  if (records.length > 1) {
    state.issues.push(issue('error', 'email-auth.record.multiple', { count: records.length }, domain));
    return report('permerror', { records });
  }
  const record = records[0] ?? '';
  const recordBytes = Buffer.byteLength(record, 'utf8');
  if (recordBytes > SPF_LIMITS.recordBytes) {
    state.issues.push(
      issue(
        'warning',
        'email-auth.spf.record-too-long',
        { bytes: recordBytes, limit: SPF_LIMITS.recordBytes },
        domain,
      ),
    );
  }
  const root: MutableNode = { domain, via: 'root', record, status: 'ok', children: [] };
  let result: SpfResult = 'pass-config';
  let all: SpfAll | null = null;
  try {
    all = (await evaluateRecord(root, [domain], state)) ?? {
      qualifier: null,
      outcome: 'neutral',
      source: 'default',
      domain: null,
    };
  } catch (e) {
    if (e instanceof SpfAbort) {
      result = e.kind === 'temperror' ? 'temperror' : 'permerror';
      const key: EmailAuthKey =
        e.kind === 'temperror'
          ? 'email-auth.record.temperror'
          : e.kind === 'lookup-limit'
            ? 'email-auth.spf.lookup-limit'
            : 'email-auth.spf.void-lookup-limit';
      const params: IssueParameters =
        e.kind === 'temperror'
          ? { status: e.status ?? 'error' }
          : { limit: e.kind === 'lookup-limit' ? SPF_LIMITS.lookups : SPF_LIMITS.voidLookups };
      state.issues.push(issue('error', key, params, e.domain));
    } else if (e instanceof SpfPermError) {
      result = 'permerror';
    } else {
      throw e;
    }
    if (root.status === 'ok') root.status = result === 'temperror' ? 'temperror' : 'permerror';
  }
  if (all !== null) {
    if (all.qualifier === '+')
      state.issues.push(issue('warning', 'email-auth.spf.all-pass', null, all.domain));
    else if (all.qualifier === '?')
      state.issues.push(issue('warning', 'email-auth.spf.all-neutral', null, all.domain));
    else if (all.qualifier === null)
      state.issues.push(issue('warning', 'email-auth.spf.no-all', null, domain));
  }
  const unexpanded = state.macros.filter((t) => checkMacros(t.slice(t.search(/[:=]/) + 1)).needsSender);
  if (unexpanded.length > 0) {
    state.issues.push(
      issue('info', 'email-auth.spf.macro-not-expanded', { terms: unexpanded.join(' ') }, domain),
    );
  }
  return report(result, { record, records, recordBytes, all, tree: freeze(root) });
}
