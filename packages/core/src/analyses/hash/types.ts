import type { Outcome } from '../../outcome.js';
import type { HttpErrorKey, SkipReasonKey } from '../../keys.js';
import type { HashKey } from './keys.js';

export const HASH_ALGORITHMS = ['md5', 'sha1', 'sha256'] as const;
export type HashAlgorithm = (typeof HASH_ALGORITHMS)[number];

/** Which reputation service answered. */
export const HASH_SOURCES = ['virustotal', 'cymru-mhr'] as const;
export type HashSource = (typeof HASH_SOURCES)[number];

export type HashNoteKey = Extract<HashKey, `hash.note.${string}`>;
export type HashErrorKey =
  | SkipReasonKey
  | HttpErrorKey
  | Extract<HashKey, `hash.error.virustotal-${string}` | 'hash.error.mhr-failed'>;

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
  /** ISO 8601 UTC; null when absent. */
  readonly lastAnalysisDate: string | null;
  readonly meaningfulName: string | null;
  /** File names seen on submission (bounded). */
  readonly names: readonly string[];
  readonly typeDescription: string | null;
  /** Bytes. */
  readonly size: number | null;
  readonly firstSubmissionDate: string | null;
  readonly lastSubmissionDate: string | null;
  readonly timesSubmitted: number | null;
  /** VirusTotal community reputation score (negative is bad). */
  readonly reputation: number | null;
  /** `popular_threat_classification.suggested_threat_label`, e.g. `trojan.emotet/generic`. */
  readonly popularThreatLabel: string | null;
  readonly tags: readonly string[];
}

/** What the Team Cymru Malware Hash Registry said (present when it answered). */
export interface MalwareHashRegistryReport {
  /** The DNS name asked (the hash under `hash.cymru.com`). */
  readonly queriedName: string;
  /** True when the registry lists the hash (A 127.0.0.2): ≥ 5 % of its antivirus engines detect it. */
  readonly listed: boolean;
  /** Last time the registry saw the file (ISO 8601 UTC), when listed and given. */
  readonly lastSeen: string | null;
  /** Percentage (0–100) of the registry's antivirus engines that detect the file, when listed. */
  readonly detectionPercent: number | null;
}

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
  /** Why no answer: `skip.offline-mode`, `http-error.*`, `hash.error.*`; null when answered. */
  readonly errorKey: HashErrorKey | null;
  /** Interpolation values of the keys: `{ status }`, `{ detectionPercent }`; null when none. */
  readonly parameters: Readonly<Record<string, string | number>> | null;
}
