/**
 * A shop's or a programme's name on someone else's domain (issue 22, round 7). Brand-imitation spam
 * of 2025–26 borrows names no brand table lists ("Harbor Freight Customer Team", "Pandora Member
 * Perks", "AARP Membership Offer") and sends them from throwaway
 * domains that share no word with the name. A real company's customer, member or rewards mail comes
 * from its own domain (DMARC alignment asks for it) or one of its subdomains: the name's own words
 * are in the sending host. So a display name with a customer-programme word (customer team or care,
 * member perks, rewards, giveaway, sweepstakes, survey, notice…) whose other words (4 letters or
 * more) appear nowhere in the From host is shown and weighs a little. A person's name, a platform
 * sending for a shop ("Ottawa Public Library" via a booking service) or an organisation without such
 * a word is not read; nor is a brand the brand table knows (its own finding weighs more).
 */
import type { EmailFindings } from './collect.js';

/** The words of a customer programme in a display name. */
const PROGRAMME =
  /\b(?:customer (?:team|care|service|services|support|rewards?|notice)|members?(?: (?:perks|services|rewards|benefits|survey|panel|offer|care))?|membership|rewards?|perks|giveaway|sweepstakes?|survey|promotions?|notice|updates?|helpline|affiliate|partner|winners?|claims?|gift|deals?|savings)\b/giu;

/**
 * Words of a name that say nothing of whose it is: function words, and words naming a kind of
 * organisation, service or offer (team, club, centre, insurance, offer…), which any company's name
 * may carry. Product words ("fire", "jewelry"…) are not listed: round 8 removed four that moved no
 * message of any set.
 */
const COMMON = new Set([
  'team',
  'care',
  'service',
  'services',
  'support',
  'your',
  'from',
  'with',
  'the',
  'and',
  'official',
  'online',
  'exclusive',
  'special',
  'limited',
  'free',
  'program',
  'programme',
  'club',
  'insurance',
  'policy',
  'offer',
  'center',
  'centre',
]);

/** Shortest word of the name looked for in the host. */
const MIN_WORD = 4;

/** Letters and digits, lower case, accents dropped. */
const squash = (s: string): string =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The name's own words (programme and common words left out), squashed. */
function ownWords(name: string): string[] {
  return name
    .replace(PROGRAMME, ' ')
    .split(/[^\p{L}\p{N}'’]+/u)
    .map(squash)
    .filter((w) => w.length >= MIN_WORD && !COMMON.has(w));
}

/**
 * Adds `email-sender-name-elsewhere` for a customer-programme name none of whose words is in the
 * From host (see the file's comment). `known`: the sender is a listed brand's official domain or
 * claims a listed brand (other findings say it).
 */
export function nameElsewhere(
  name: string | null,
  fromDomain: string | null,
  known: boolean,
  out: EmailFindings,
): void {
  if (known || name === null || fromDomain === null) return;
  const shown = name.slice(0, 120);
  PROGRAMME.lastIndex = 0;
  if (!PROGRAMME.test(shown)) return;
  const words = ownWords(shown);
  if (words.length === 0) return;
  const host = squash(fromDomain);
  if (words.some((w) => host.includes(w) || host.includes(w.slice(0, MIN_WORD + 1)))) return;
  out.add('email-sender-name-elsewhere', { displayName: shown, domain: fromDomain });
}
