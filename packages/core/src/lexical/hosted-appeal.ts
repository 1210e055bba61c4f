/**
 * `url-hosted-appeal-page` (issue 21, round 20): a page on a free or developer host (`github.io`,
 * `gitbook.io`, Weebly, Blogger…) whose customer name and path name an account-enforcement case:
 * a violation, an appeal, a restriction, a copyright claim, monetization, or an application for a
 * "verified badge" (`someone.github.io/appeal-issue-violation`,
 * `someone.github.io/page-apply-verified-badge/`, `fb-violation-appeal.github.io/req`; a lone case
 * word beside a path with no action word, `fb-violation.github.io/req`, is not read). These are the kits
 * of the "your page broke the community rules, appeal here or it will be deleted" and "apply for the
 * blue badge" scams, copied onto a free host under a throw-away account. A platform handles an
 * appeal on its own site, never on somebody's `github.io` page.
 *
 * Read on the customer's own labels and the path's first segment (`hostedAppealFinding`), as whole words (split on anything but letters):
 * two case words (`violation` and `appeal`), or one beside a word that asks the visitor to act on it
 * (`apply`, `submit`, `request`, `review`, `issue`, `here`, `now`, `form`, `help`, `center`,
 * `creator`, `confirm`, `case`, `check`, `support`), or `badge` beside `verified`. `badge` alone,
 * `verified` alone and `standards` are not case words: badge generators, "verified" demos, and
 * coding-standards pages sit on the same hosts. Pre-registered (commit 172ba7c) and chosen on the
 * fit part of `pnpm eval:url`: about thirty OpenPhish fit misses, no ordinary row of any file.
 */

/** Words of an account-enforcement case (a page names its case with one of them). */
const CASE_WORDS: ReadonlySet<string> = new Set([
  'violation',
  'violations',
  'appeal',
  'appeals',
  'restricted',
  'restriction',
  'restrictions',
  'restrication',
  'copyright',
  'infringement',
  'infringements',
  'monetization',
  'monetisation',
]);

/** Words that ask the visitor to act on the case, or say where to. */
const ACTION_WORDS: ReadonlySet<string> = new Set([
  'apply',
  'submit',
  'request',
  'review',
  'issue',
  'issues',
  'here',
  'now',
  'form',
  'help',
  'center',
  'centre',
  'creator',
  'confirm',
  'case',
  'check',
  'support',
]);

/** Words read at most (a page name is a few words; a long path is not read to its end). */
const MAX_WORDS = 40;

/**
 * The case words of a hosted page (in the order read, at most three), or null when the page names
 * no enforcement case. `customer`: the customer's own labels (the host without the platform's
 * domain, `fb-violation` of `fb-violation.github.io`); `path`: the decoded path.
 */
export function hostedAppealWords(customer: string, path: string): string[] | null {
  const words = `${customer}/${path}`.toLowerCase().split(/[^a-z]+/, MAX_WORDS);
  const cases: string[] = [];
  let action = false;
  let badge = false;
  let verified = false;
  for (const word of words) {
    if (CASE_WORDS.has(word)) {
      if (!cases.includes(word) && cases.length < 3) cases.push(word);
    } else if (ACTION_WORDS.has(word)) action = true;
    else if (word === 'badge') badge = true;
    else if (word === 'verified') verified = true;
  }
  if (cases.length >= 2 || (cases.length === 1 && (action || badge || verified))) return cases;
  if (badge && verified) return ['badge', 'verified'];
  return null;
}

/**
 * What `pathChecks` reports: the finding's parameters, or null. `hosted`: the host is a free or
 * developer hosting platform's customer page (`url-free-hosting` or `url-developer-hosting` raised).
 */
export function hostedAppealFinding(
  host: string,
  site: string,
  decodedPath: string,
  hosted: boolean,
): { words: string; platform: string } | null {
  if (!hosted || !host.endsWith(`.${site}`)) return null;
  const customer = host.slice(0, -(site.length + 1));
  // The page's own name only: the customer and the first segment of the path (a `github.io`
  // project's name). A page further in (`/community/code-of-conduct-violation-appeal/`,
  // `/en/latest/copyright-issues.html`, `/rules/violation-check.html`, a Blogger post's
  // `/2024/03/…` slug) is a project's documentation or a post about such a case (review of round 20).
  const first = /^\/*[^/]*/.exec(decodedPath)?.[0] ?? '';
  const words = hostedAppealWords(customer, first);
  return words === null ? null : { words: words.join(', '), platform: site };
}
