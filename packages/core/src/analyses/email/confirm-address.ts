/**
 * A sign-up's "confirm your email address" (issue 22, round 11): a service asks a new member to
 * prove the address is theirs by clicking a link to the service itself. The credential lure list
 * reads the phrase as a credential request; said by the sender about its own site, with every link
 * at home or through a click tracker and nothing else of weight, it is the sign-up's subject and
 * weighs nothing. A "verify your email" that links elsewhere (a kit), comes from a free mailbox,
 * or stands beside any other finding of weight keeps its weight.
 */
import type { EmailFindings } from './collect.js';
import { isTracking } from './links.js';
import type { OwnSiteLink } from './notice.js';
import { ODD_SITE } from './notice.js';
import type { EmailFindingCode } from './rules.js';

/** An address confirmation, not a password, account or identity request (folded text). */
const CONFIRM_ADDRESS =
  /^(?:please )?(?:confirm|verify|validate|confirme[rz]?|v[eé]rifie[rz]?|valide[rz]?) (?:your |votre )?(?:e-?mail|courriel|adresse (?:courriel|e-?mail|[eé]lectronique|de courriel))(?: address| adress)?$/i;

const isTrackedHost = (host: string | null | undefined): boolean =>
  host !== null && host !== undefined && isTracking(host);

const CREDENTIAL: ReadonlySet<EmailFindingCode> = new Set(['email-lure-credential']);

export function addressConfirmation(
  ownSite: string | null,
  links: readonly OwnSiteLink[],
  hosts: readonly (string | null)[],
  out: EmailFindings,
): void {
  if (ownSite === null || links.length === 0) return;
  const lure = out.list.find((f) => f.code === 'email-lure-credential' && f.scoreImpact > 0);
  if (lure === undefined) return;
  if (out.list.some((f) => f.scoreImpact > 0 && f.code !== 'email-lure-credential')) return;
  const raw = lure.parameters?.phrases;
  const phrases = Array.isArray(raw) ? raw.map(String) : [String(lure.parameters?.phrase ?? '')];
  if (phrases.length === 0 || !phrases.every((p) => CONFIRM_ADDRESS.test(p.trim().replace(/\s+/g, ' '))))
    return;
  if (
    links.some(
      (l, k) =>
        (l.site !== ownSite && !isTrackedHost(hosts[k])) ||
        l.score >= 40 ||
        l.codes.some((c) => ODD_SITE.has(c)),
    )
  )
    return;
  out.demote(CREDENTIAL);
}
