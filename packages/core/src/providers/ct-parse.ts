/**
 * Defensive parsers of the two Certificate Transparency search answers (crt.sh JSON rows and Cert
 * Spotter issuance objects) into one internal shape. Hostile or broken content never throws: a body
 * that is not a JSON array is `null`; a row of the wrong shape is skipped; a name that is not a
 * syntactically valid DNS name is dropped.
 */

/** One certificate as both parsers return it. */
export interface ParsedCertificate {
  readonly id: string;
  readonly link: string | null;
  readonly issuerName: string | null;
  readonly commonName: string | null;
  /** Valid DNS names, lower case, unique, in source order. */
  readonly names: readonly string[];
  readonly notBefore: string | null;
  readonly notBeforeMs: number | null;
  readonly notAfter: string | null;
  readonly serialNumber: string | null;
  /** Certificates with the same key are one (a precertificate and its certificate). */
  readonly dedupeKey: string;
}

const NAME_RE =
  /^(?:\*\.)?(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
const NAIVE_UTC_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?$/;
const MAX_TEXT = 1024;

/** A DNS name from a certificate, normalised (lower case, no trailing dot), or null when not one. */
export function normalizeCtName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  let name = raw.trim().toLowerCase();
  if (name.endsWith('.')) name = name.slice(0, -1);
  if (name.length === 0 || name.length > 253 || !NAME_RE.test(name)) return null;
  return name;
}

function text(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const t = raw.trim();
  return t === '' ? null : t.slice(0, MAX_TEXT);
}

/** A timestamp as ISO 8601 UTC; crt.sh's naive ones (`2024-01-30T08:49:46`) are UTC. */
export function timestampOf(raw: unknown): { iso: string | null; ms: number | null } {
  if (typeof raw !== 'string' || raw.length > 64) return { iso: null, ms: null };
  const value = NAIVE_UTC_RE.test(raw) ? `${raw}Z` : raw;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return { iso: null, ms: null };
  return { iso: new Date(ms).toISOString(), ms };
}

function uniqueNames(values: readonly unknown[], max: number): string[] {
  const seen = new Set<string>();
  for (const v of values) {
    const name = normalizeCtName(v);
    if (name !== null) seen.add(name);
    if (seen.size >= max) break;
  }
  return [...seen];
}

function parseArray(body: string): unknown[] | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  return Array.isArray(data) ? (data as unknown[]) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * crt.sh `output=json` rows: `issuer_ca_id`, `issuer_name`, `common_name`, `name_value` (identities
 * joined with `\n`), `id`, `entry_timestamp`, `not_before`, `not_after`, `serial_number`.
 * `linkBase` is the crt.sh base URL (the link is `<base>?id=<id>`).
 */
export function parseCrtSh(
  body: string,
  linkBase: string,
  limits: { maxRows: number; maxNames: number },
): ParsedCertificate[] | null {
  const rows = parseArray(body);
  if (rows === null) return null;
  const out: ParsedCertificate[] = [];
  for (const row of rows.slice(0, limits.maxRows)) {
    if (!isRecord(row)) continue;
    const rawId = row.id;
    const id =
      typeof rawId === 'number' && Number.isSafeInteger(rawId) && rawId >= 0
        ? String(rawId)
        : typeof rawId === 'string' && /^\d{1,20}$/.test(rawId)
          ? rawId
          : null;
    if (id === null) continue;
    const nameValue = typeof row.name_value === 'string' ? row.name_value.split('\n') : [];
    const commonName = text(row.common_name);
    const names = uniqueNames([...nameValue, commonName], limits.maxNames);
    const serial =
      typeof row.serial_number === 'string' && /^[0-9a-fA-F]{1,128}$/.test(row.serial_number)
        ? row.serial_number.toLowerCase()
        : null;
    const caId =
      typeof row.issuer_ca_id === 'number' || typeof row.issuer_ca_id === 'string'
        ? String(row.issuer_ca_id)
        : '';
    const issuerName = text(row.issuer_name);
    const notBefore = timestampOf(row.not_before);
    const link = new URL(linkBase);
    link.search = '';
    link.searchParams.set('id', id);
    out.push({
      id,
      link: link.href,
      issuerName,
      commonName: commonName === null ? null : (normalizeCtName(commonName) ?? commonName),
      names,
      notBefore: notBefore.iso,
      notBeforeMs: notBefore.ms,
      notAfter: timestampOf(row.not_after).iso,
      serialNumber: serial,
      dedupeKey: serial === null ? `id:${id}` : `serial:${caId}|${issuerName ?? ''}|${serial}`,
    });
  }
  return out;
}

/**
 * Cert Spotter v1 issuances (with `expand=dns_names&expand=issuer`): `id`, `tbs_sha256`,
 * `not_before`, `not_after`, `dns_names[]`, `issuer { name, friendly_name }`.
 */
export function parseCertSpotter(
  body: string,
  limits: { maxRows: number; maxNames: number },
): ParsedCertificate[] | null {
  const rows = parseArray(body);
  if (rows === null) return null;
  const out: ParsedCertificate[] = [];
  for (const row of rows.slice(0, limits.maxRows)) {
    if (!isRecord(row)) continue;
    const id = typeof row.id === 'string' || typeof row.id === 'number' ? text(String(row.id)) : null;
    if (id === null) continue;
    const names = uniqueNames(
      Array.isArray(row.dns_names) ? (row.dns_names as unknown[]) : [],
      limits.maxNames,
    );
    const issuer = isRecord(row.issuer) ? row.issuer : null;
    const notBefore = timestampOf(row.not_before);
    const tbs =
      typeof row.tbs_sha256 === 'string' && /^[0-9a-f]{64}$/i.test(row.tbs_sha256) ? row.tbs_sha256 : null;
    out.push({
      id,
      link: null,
      issuerName: issuer === null ? null : (text(issuer.name) ?? text(issuer.friendly_name)),
      commonName: null,
      names,
      notBefore: notBefore.iso,
      notBeforeMs: notBefore.ms,
      notAfter: timestampOf(row.not_after).iso,
      serialNumber: null,
      dedupeKey: tbs === null ? `id:${id}` : `tbs:${tbs.toLowerCase()}`,
    });
  }
  return out;
}
