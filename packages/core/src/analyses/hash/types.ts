import type { Outcome } from '../../outcome.js';
import type { HttpErrorKey, NetworkErrorKey, SkipReasonKey } from '../../keys.js';
import type { HashKey } from './keys.js';

export const HASH_ALGORITHMS = ['md5', 'sha1', 'sha256'] as const;
export type HashAlgorithm = (typeof HASH_ALGORITHMS)[number];

/** Which reputation service answered. */
export const HASH_SOURCES = ['virustotal', 'cymru-mhr'] as const;
export type HashSource = (typeof HASH_SOURCES)[number];

export type HashNoteKey = Extract<HashKey, `hash.note.${string}`>;
export type HashErrorKey =
  | SkipReasonKey
  | NetworkErrorKey
  | HttpErrorKey
  | Extract<HashKey, `hash.error.virustotal-${string}` | 'hash.error.mhr-failed'>;

export type {
  MalwareHashRegistryReport,
  VirusTotalAnalysisStats,
  VirusTotalReport,
} from '../../providers/virustotal.js';
import type { MalwareHashRegistryReport, VirusTotalReport } from '../../providers/virustotal.js';

export interface HashResult {
  /** How far the analysis got (`hashOutcome` in analyze.ts, `outcome.ts`). */
  readonly outcome: Outcome;
  /** The hash, trimmed and lower-case. */
  readonly hash: string;
  readonly algorithm: HashAlgorithm;
  /** Which service answered: `virustotal` (an API key is configured), `cymru-mhr` (keyless), or null. */
  readonly source: HashSource | null;
  /**
   * VirusTotal: true when it knows the file, false only for its 404 NotFoundError. Team Cymru: true
   * when listed, false when not listed (NOT a clean bill). Null when no answer (error, offline).
   */
  readonly found: boolean | null;
  readonly virusTotal: VirusTotalReport | null;
  readonly malwareHashRegistry: MalwareHashRegistryReport | null;
  readonly noteKeys: readonly HashNoteKey[];
  /** Why no answer: `skip.offline-mode`, `error.network-unreachable`, `http-error.*`, `hash.error.*`; null when answered. */
  readonly errorKey: HashErrorKey | null;
  /** Interpolation values of the keys: `{ status }`, `{ detectionPercent }`; null when none. */
  readonly parameters: Readonly<Record<string, string | number>> | null;
  /**
   * When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps
   * the time it was computed.
   * @format date-time
   */
  readonly checkedAt: string;
}
