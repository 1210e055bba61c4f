/**
 * RDAP domain object (RFC 9083 §5.3) → `RegistrationRecord`. Hostile input never throws: every
 * member is type-checked, strings are cleaned and capped, lists are capped.
 */
import type { RegistrationRecord, WhoisRegistrant, WhoisRegistrar } from './types.js';

const MAX_TEXT = 200;
const MAX_STATUSES = 32;
const MAX_NAMESERVERS = 26;
const MAX_ENTITIES = 64;
const MAX_ENTITY_DEPTH = 3;

/** RDAP status (RFC 8056 §2) → EPP status code. */
const EPP_STATUS: Readonly<Record<string, string>> = {
  active: 'ok',
  inactive: 'inactive',
  associated: 'linked',
  'add period': 'addPeriod',
  'auto renew period': 'autoRenewPeriod',
  'renew period': 'renewPeriod',
  'transfer period': 'transferPeriod',
  'redemption period': 'redemptionPeriod',
  'pending create': 'pendingCreate',
  'pending delete': 'pendingDelete',
  'pending renew': 'pendingRenew',
  'pending restore': 'pendingRestore',
  'pending transfer': 'pendingTransfer',
  'pending update': 'pendingUpdate',
  'client delete prohibited': 'clientDeleteProhibited',
  'server delete prohibited': 'serverDeleteProhibited',
  'client renew prohibited': 'clientRenewProhibited',
  'server renew prohibited': 'serverRenewProhibited',
  'client transfer prohibited': 'clientTransferProhibited',
  'server transfer prohibited': 'serverTransferProhibited',
  'client update prohibited': 'clientUpdateProhibited',
  'server update prohibited': 'serverUpdateProhibited',
  'client hold': 'clientHold',
  'server hold': 'serverHold',
};

/** Placeholder values registries put in place of redacted contact data. */
const PLACEHOLDER_RE =
  /redacted|for privacy|withheld|not disclosed|non-public|data protected|gdpr|statutory masking|contact (the )?registrar|please query/i;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function arrayOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

/** Trimmed, control characters removed, capped; null when empty or not a string. */
function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = value.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ');
  const trimmed = clean.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? null : trimmed.slice(0, MAX_TEXT);
}

function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64) return null;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return null;
  return new Date(ms).toISOString();
}

function eventDate(doc: Json, ...actions: string[]): string | null {
  for (const action of actions) {
    for (const event of arrayOf(doc.events)) {
      if (!isRecord(event) || typeof event.eventAction !== 'string') continue;
      if (event.eventAction.trim().toLowerCase() !== action) continue;
      const date = isoDate(event.eventDate);
      if (date !== null) return date;
    }
  }
  return null;
}

/** RDAP statuses → EPP names, unknown ones kept (trimmed), duplicates dropped. */
export function mapStatuses(raw: unknown): string[] {
  const out: string[] = [];
  for (const value of arrayOf(raw)) {
    const status = text(value);
    if (status === null) continue;
    const key = status.toLowerCase();
    const mapped = EPP_STATUS[key] ?? (Object.values(EPP_STATUS).includes(status) ? status : key);
    if (!out.includes(mapped)) out.push(mapped);
    if (out.length >= MAX_STATUSES) break;
  }
  return out;
}

/** All entities, nested ones included (bounded), each with its roles. */
function entitiesOf(doc: Json): Json[] {
  const out: Json[] = [];
  const visit = (list: unknown, depth: number): void => {
    for (const entity of arrayOf(list)) {
      if (out.length >= MAX_ENTITIES) return;
      if (!isRecord(entity)) continue;
      out.push(entity);
      if (depth < MAX_ENTITY_DEPTH) visit(entity.entities, depth + 1);
    }
  };
  visit(doc.entities, 1);
  return out;
}

function rolesOf(entity: Json): string[] {
  return arrayOf(entity.roles)
    .filter((r): r is string => typeof r === 'string')
    .map((r) => r.trim().toLowerCase());
}

function withRole(entities: readonly Json[], role: string): Json | undefined {
  return entities.find((e) => rolesOf(e).includes(role));
}

interface VcardProperty {
  readonly name: string;
  readonly params: Json;
  readonly value: unknown;
}

/** jCard properties: `["vcard", [[name, params, type, value…], …]]`. */
function vcardOf(entity: Json | undefined): VcardProperty[] {
  if (entity === undefined) return [];
  const card = arrayOf(entity.vcardArray);
  const props = arrayOf(card[1]);
  const out: VcardProperty[] = [];
  for (const prop of props.slice(0, 200)) {
    const parts = arrayOf(prop);
    const name = parts[0];
    if (typeof name !== 'string') continue;
    out.push({ name: name.toLowerCase(), params: isRecord(parts[1]) ? parts[1] : {}, value: parts[3] });
  }
  return out;
}

/** A property's text value (the first string of an array value, e.g. `org`). */
function vcardText(card: readonly VcardProperty[], name: string): string | null {
  for (const prop of card) {
    if (prop.name !== name) continue;
    const value = Array.isArray(prop.value)
      ? (prop.value as unknown[]).find((v) => typeof v === 'string')
      : prop.value;
    const found = text(value);
    if (found !== null) return found;
  }
  return null;
}

function emailOf(value: string | null): string | null {
  if (value === null) return null;
  const email = value.replace(/^mailto:/i, '');
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

function phoneOf(card: readonly VcardProperty[]): string | null {
  const tel =
    card.find((p) => p.name === 'tel' && !JSON.stringify(p.params.type ?? '').includes('fax')) ??
    card.find((p) => p.name === 'tel');
  const value = text(tel?.value);
  if (value === null) return null;
  const phone = value.replace(/^tel:/i, '');
  return /^[+0-9 ().;=x-]{3,40}$/i.test(phone) ? phone : null;
}

function urlOf(value: string | null): string | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Country of an `adr`: the `cc` parameter (RFC 8605), else the country-name component. */
function countryOf(card: readonly VcardProperty[]): string | null {
  const adr = card.find((p) => p.name === 'adr');
  if (adr === undefined) return null;
  const cc = text(adr.params.cc);
  if (cc !== null) return cc.toUpperCase();
  const parts = arrayOf(adr.value);
  return text(parts[6]);
}

function ianaIdOf(entity: Json | undefined): string | null {
  if (entity === undefined) return null;
  for (const id of arrayOf(entity.publicIds)) {
    if (!isRecord(id) || typeof id.type !== 'string') continue;
    if (id.type.trim().toLowerCase() !== 'iana registrar id') continue;
    const value = typeof id.identifier === 'number' ? String(id.identifier) : text(id.identifier);
    if (value !== null) return value;
  }
  const handle = typeof entity.handle === 'number' ? String(entity.handle) : text(entity.handle);
  return handle !== null && /^\d{1,10}$/.test(handle) ? handle : null;
}

function registrarOf(entities: readonly Json[]): WhoisRegistrar {
  const registrar = withRole(entities, 'registrar');
  const card = vcardOf(registrar);
  const nestedAbuse =
    registrar === undefined ? undefined : withRole(entitiesOf({ entities: registrar.entities }), 'abuse');
  const abuseCard = vcardOf(nestedAbuse ?? withRole(entities, 'abuse'));
  return {
    name: notPlaceholder(vcardText(card, 'fn') ?? vcardText(card, 'org')),
    ianaId: ianaIdOf(registrar),
    url: urlOf(vcardText(card, 'url')),
    abuseEmail: emailOf(vcardText(abuseCard, 'email')),
    abusePhone: phoneOf(abuseCard),
  };
}

function notPlaceholder(value: string | null): string | null {
  return value !== null && PLACEHOLDER_RE.test(value) ? null : value;
}

/** Whether an RFC 9537 `redacted` member names registrant data. */
function redactedByRfc9537(doc: Json): boolean {
  for (const entry of arrayOf(doc.redacted).slice(0, 200)) {
    if (!isRecord(entry)) continue;
    const name = isRecord(entry.name) ? entry.name : {};
    const said = [name.type, name.description, entry.prePath, entry.postPath, entry.replacementPath]
      .filter((v): v is string => typeof v === 'string')
      .join(' ')
      .toLowerCase();
    if (said.includes('registrant')) return true;
  }
  return false;
}

function remarksSayRedacted(entity: Json): boolean {
  return arrayOf(entity.remarks).some((r) => {
    if (!isRecord(r)) return false;
    const title = text(r.title) ?? '';
    const description = arrayOf(r.description)
      .map((d) => (typeof d === 'string' ? d : ''))
      .join(' ');
    return /redacted/i.test(`${title} ${description}`.slice(0, 2000));
  });
}

function registrantOf(
  doc: Json,
  entities: readonly Json[],
): { registrant: WhoisRegistrant; redacted: boolean } {
  const entity = withRole(entities, 'registrant');
  let redacted = redactedByRfc9537(doc);
  const card = vcardOf(entity);
  const keep = (value: string | null): string | null => {
    if (value !== null && PLACEHOLDER_RE.test(value)) {
      redacted = true;
      return null;
    }
    return value;
  };
  const rawEmail = keep(vcardText(card, 'email'));
  const registrant: WhoisRegistrant = {
    name: keep(vcardText(card, 'fn')),
    organization: keep(vcardText(card, 'org')),
    country: keep(countryOf(card)),
    email: emailOf(rawEmail),
  };
  if (entity !== undefined && remarksSayRedacted(entity)) redacted = true;
  return { registrant, redacted };
}

function nameserversOf(doc: Json): string[] {
  const out: string[] = [];
  for (const ns of arrayOf(doc.nameservers)) {
    if (!isRecord(ns)) continue;
    const name = text(ns.ldhName)?.toLowerCase().replace(/\.$/, '');
    if (name === undefined || !/^[a-z0-9._-]{1,253}$/.test(name) || out.includes(name)) continue;
    out.push(name);
    if (out.length >= MAX_NAMESERVERS) break;
  }
  return out;
}

function dnssecOf(doc: Json): RegistrationRecord['dnssec'] {
  const secure = isRecord(doc.secureDNS) ? doc.secureDNS : {};
  const ds = arrayOf(secure.dsData).filter(isRecord);
  return {
    delegationSigned: typeof secure.delegationSigned === 'boolean' ? secure.delegationSigned : null,
    dsCount: Math.min(ds.length, 1000),
  };
}

/** Parses one RDAP domain object. */
export function parseDomainObject(doc: Readonly<Record<string, unknown>>): RegistrationRecord {
  const entities = entitiesOf(doc);
  const { registrant, redacted } = registrantOf(doc, entities);
  return {
    registrar: registrarOf(entities),
    createdAt: eventDate(doc, 'registration'),
    expiresAt: eventDate(doc, 'expiration', 'registrar expiration'),
    updatedAt: eventDate(doc, 'last changed'),
    statuses: mapStatuses(doc.status),
    dnssec: dnssecOf(doc),
    nameservers: nameserversOf(doc),
    registrant,
    registrantRedacted: redacted,
  };
}
