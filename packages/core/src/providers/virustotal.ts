/**
 * VirusTotal API v3 `GET files/<hash>` (header `x-apikey`): only the hash and the operator's key are
 * sent. The key goes in that header and nowhere else: never in a URL, a result, a log or an error.
 */
import type { HttpErrorKey } from '../keys.js';
import type { HttpPort } from '../net/http/types.js';
import { providerPorts } from './provider-ports.js';

/**
 * VirusTotal's own error keys (hash area: the texts are check-hash's); `analyses/hash/keys.ts`
 * spreads this list into HASH_KEYS.
 */
export const VIRUSTOTAL_ERROR_KEYS = [
  'hash.error.virustotal-key-rejected',
  'hash.error.virustotal-quota',
  'hash.error.virustotal-status',
  'hash.error.virustotal-invalid-response',
] as const satisfies readonly `hash.${string}`[];
export type VirusTotalErrorKey = HttpErrorKey | (typeof VIRUSTOTAL_ERROR_KEYS)[number];

/** VirusTotal `last_analysis_stats`: how many engines put the file in each category. */
export interface VirusTotalAnalysisStats {
  readonly malicious: number;
  readonly suspicious: number;
  readonly undetected: number;
  readonly harmless: number;
  readonly timeout: number;
  readonly confirmedTimeout: number;
  readonly failure: number;
  readonly typeUnsupported: number;
}

/** What VirusTotal knows of the file (present when it answered 200). */
export interface VirusTotalReport {
  /** SHA-256 (VirusTotal's object id), MD5 and SHA-1 of the file, lower-case hex; null when absent. */
  readonly sha256: string | null;
  readonly md5: string | null;
  readonly sha1: string | null;
  /** The file's page on virustotal.com (built from the SHA-256). */
  readonly link: string | null;
  readonly lastAnalysisStats: VirusTotalAnalysisStats;
  /** Engines that gave a verdict (sum of the stats). */
  readonly enginesTotal: number;
  /**
   * ISO 8601 UTC; null when absent.
   * @format date-time
   */
  readonly lastAnalysisDate: string | null;
  readonly meaningfulName: string | null;
  /** File names seen on submission (bounded). */
  readonly names: readonly string[];
  readonly typeDescription: string | null;
  /** Bytes. */
  readonly size: number | null;
  /**
   * ISO 8601 UTC; null when absent.
   * @format date-time
   */
  readonly firstSubmissionDate: string | null;
  /**
   * ISO 8601 UTC; null when absent.
   * @format date-time
   */
  readonly lastSubmissionDate: string | null;
  readonly timesSubmitted: number | null;
  /** VirusTotal community reputation score (negative is bad). */
  readonly reputation: number | null;
  /** `popular_threat_classification.suggested_threat_label`, e.g. `trojan.emotet/generic`. */
  readonly popularThreatLabel: string | null;
  readonly tags: readonly string[];
}

/** What the Team Cymru Malware Hash Registry said (providers/cymru-mhr.ts) (present when it answered). */
export interface MalwareHashRegistryReport {
  /** The DNS name asked (the hash under `hash.cymru.com`). */
  readonly queriedName: string;
  /** True when the registry lists the hash (A 127.0.0.2): ≥ 5 % of its antivirus engines detect it. */
  readonly listed: boolean;
  /**
   * Last time the registry saw the file (ISO 8601 UTC), when listed and given.
   * @format date-time
   */
  readonly lastSeen: string | null;
  /**
   * Percentage (0–100) of the registry's antivirus engines that detect the file, when listed.
   * @number
   * @minimum 0
   * @maximum 100
   */
  readonly detectionPercent: number | null;
}

export const VIRUSTOTAL_LIMITS = Object.freeze({
  /** A file object with every engine's result is a few hundred KiB. */
  maxBodyBytes: 4 * 1024 * 1024,
  timeoutMs: 10_000,
  maxNames: 20,
  maxTags: 20,
  maxText: 256,
});

export type VirusTotalOutcome =
  | { readonly kind: 'found'; readonly report: VirusTotalReport }
  | { readonly kind: 'not-found' }
  | {
      readonly kind: 'error';
      readonly errorKey: VirusTotalErrorKey;
      readonly parameters: Readonly<Record<string, number>> | null;
    };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

function int(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t === '' ? null : t.slice(0, VIRUSTOTAL_LIMITS.maxText);
}

function hex(value: unknown, length: number): string | null {
  return typeof value === 'string' && value.length === length && /^[0-9a-fA-F]+$/.test(value)
    ? value.toLowerCase()
    : null;
}

/** Epoch seconds → ISO 8601 UTC. */
export function epochToIso(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 32_503_680_000)
    return null;
  return new Date(Math.floor(value) * 1000).toISOString();
}

function texts(value: unknown, max: number): string[] {
  if (!Array.isArray(value)) return [];
  const out = new Set<string>();
  for (const v of value as unknown[]) {
    const t = text(v);
    if (t !== null) out.add(t);
    if (out.size >= max) break;
  }
  return [...out];
}

function statsOf(value: unknown): VirusTotalAnalysisStats {
  const s = isRecord(value) ? value : {};
  return {
    malicious: count(s.malicious),
    suspicious: count(s.suspicious),
    undetected: count(s.undetected),
    harmless: count(s.harmless),
    timeout: count(s.timeout),
    confirmedTimeout: count(s['confirmed-timeout']),
    failure: count(s.failure),
    typeUnsupported: count(s['type-unsupported']),
  };
}

export function reportOf(body: unknown): VirusTotalReport | null {
  if (!isRecord(body) || !isRecord(body.data) || !isRecord(body.data.attributes)) return null;
  const a = body.data.attributes;
  const sha256 = hex(a.sha256, 64) ?? hex(body.data.id, 64);
  const stats = statsOf(a.last_analysis_stats);
  const threat = isRecord(a.popular_threat_classification) ? a.popular_threat_classification : {};
  return {
    sha256,
    md5: hex(a.md5, 32),
    sha1: hex(a.sha1, 40),
    link: sha256 === null ? null : `https://www.virustotal.com/gui/file/${sha256}`,
    lastAnalysisStats: stats,
    enginesTotal: (Object.values(stats) as number[]).reduce((sum, n) => sum + n, 0),
    lastAnalysisDate: epochToIso(a.last_analysis_date),
    meaningfulName: text(a.meaningful_name),
    names: texts(a.names, VIRUSTOTAL_LIMITS.maxNames),
    typeDescription: text(a.type_description),
    size: typeof a.size === 'number' && Number.isSafeInteger(a.size) && a.size >= 0 ? a.size : null,
    firstSubmissionDate: epochToIso(a.first_submission_date),
    lastSubmissionDate: epochToIso(a.last_submission_date),
    timesSubmitted: int(a.times_submitted),
    reputation: int(a.reputation),
    popularThreatLabel: text(threat.suggested_threat_label),
    tags: texts(a.tags, VIRUSTOTAL_LIMITS.maxTags),
  };
}

function errorCodeOf(body: unknown): string | null {
  return isRecord(body) && isRecord(body.error) && typeof body.error.code === 'string'
    ? body.error.code
    : null;
}

export async function lookUpVirusTotal(
  http: HttpPort,
  baseUrl: string,
  apiKey: string,
  hash: string,
  signal: AbortSignal,
): Promise<VirusTotalOutcome> {
  const url = new URL(`files/${hash}`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const result = await http.request(url.href, {
    method: 'GET',
    headers: { 'x-apikey': apiKey, accept: 'application/json' },
    maxRedirects: 0,
    maxBodyBytes: VIRUSTOTAL_LIMITS.maxBodyBytes,
    timeoutMs: VIRUSTOTAL_LIMITS.timeoutMs,
    signal,
    provider: 'virustotal',
    allowPorts: providerPorts(url.href),
  });
  const response = result.response;
  if (response === null) {
    return {
      kind: 'error',
      errorKey: `http-error.${result.error?.code ?? 'connection-failed'}`,
      parameters: null,
    };
  }
  const status = response.status;
  const body = response.bodyTruncated ? undefined : parseJson(response.body);
  if (status === 200) {
    const report = reportOf(body);
    return report === null
      ? { kind: 'error', errorKey: 'hash.error.virustotal-invalid-response', parameters: null }
      : { kind: 'found', report };
  }
  if (status === 404 && errorCodeOf(body) === 'NotFoundError') return { kind: 'not-found' };
  if (status === 401 || status === 403) {
    return { kind: 'error', errorKey: 'hash.error.virustotal-key-rejected', parameters: { status } };
  }
  if (status === 429)
    return { kind: 'error', errorKey: 'hash.error.virustotal-quota', parameters: { status } };
  return { kind: 'error', errorKey: 'hash.error.virustotal-status', parameters: { status } };
}
