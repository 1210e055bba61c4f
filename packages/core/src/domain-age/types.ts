/** The domain-age report of check-url (when the registrable domain was registered, over RDAP). */
import type { HttpErrorKey, NetworkErrorKey, SkipReasonKey } from '../keys.js';
import type { DomainAgeErrorKey, DomainAgeWordKey } from './keys.js';

export const AGE_BANDS = ['new', 'recent', 'established'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export interface DomainAgeReport {
  readonly wasAttempted: boolean;
  readonly wasSuccessful: boolean;
  /** The registrable domain whose age would be looked up (null for IP hosts and non-web schemes). */
  readonly lookedUpDomain: string | null;
  /**
   * When the domain was registered (RDAP `registration` event), ISO 8601.
   * @format date-time
   */
  readonly registeredAt: string | null;
  readonly ageInDays: number | null;
  readonly ageBand: AgeBand | null;
  /** Key of the age in words (localised as `humanReadableAge`); null until the age is known. */
  readonly humanReadableAgeKey: DomainAgeWordKey | null;
  /**
   * Why the RDAP lookup gave no registration date (`whois.error.*`, `http-error.timeout` when the
   * deadline came first); `url.error.domain-age-failed` is check-url's safety net when the lookup
   * itself broke.
   */
  readonly errorMessageKey: DomainAgeErrorKey | HttpErrorKey | 'url.error.domain-age-failed' | null;
  /** Why not attempted (`error.network-unreachable`: the service's resolver health check failed). */
  readonly skipReasonKey: SkipReasonKey | NetworkErrorKey | null;
}
