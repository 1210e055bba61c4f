/**
 * The calm category of government sites (issue 21, round 17), read by `CALM_CATEGORIES` in
 * `calm-categories.ts`: a page under a registry that only a government can register names in. Written
 * down before it was measured (BENCHMARKS.md, "Issue 21, round 17 (links17)") and kept under the
 * evidence rule's budget (0.2 point of recall or less on the fit part of each phishing file of
 * `pnpm eval:url`); figures in `docs/url.md`.
 */
import { onlyOf, type CalmInput } from './calm-hosted.js';
import { underDomains } from './domain-set.js';
import { PAGE_CONTEXT } from './page-paths.js';

/**
 * Registries whose names only a government (or its agencies) can hold: the United States' `.gov`
 * and `.mil`, the Government of Canada's `gc.ca` and `canada.ca`, the provinces' and territories'
 * own domains, and a few national registries that vet their registrants. Government second levels
 * that the phishing feeds show hosting kits on hacked sites (`go.th`, `go.id`, `gob.pe`, `gov.ph`)
 * are left out: a name there says who registered it, not that the page is still theirs, and the
 * address is all this check reads.
 */
export const GOVERNMENT_REGISTRIES: readonly string[] = [
  'gov',
  'mil',
  'gc.ca',
  'canada.ca',
  'gov.ab.ca',
  'gov.bc.ca',
  'gov.mb.ca',
  'gnb.ca',
  'gov.nl.ca',
  'gov.ns.ca',
  'gov.nt.ca',
  'gov.nu.ca',
  'gov.on.ca',
  'gov.pe.ca',
  'gouv.qc.ca',
  'gov.sk.ca',
  'gov.yk.ca',
  'gov.uk',
  'gouv.fr',
  'europa.eu',
  'gov.au',
  'govt.nz',
];

/** The host is, or is under, one of `GOVERNMENT_REGISTRIES`. */
export const onGovernmentRegistry = underDomains(GOVERNMENT_REGISTRIES);

/** What a government page may hold: page context (plain http, a long or numbered path…) and the model. */
const GOVERNMENT_PAGE_CONTEXT: readonly string[] = [...PAGE_CONTEXT, 'url-model-phishing'];

export const GOVERNMENT_CALM_CATEGORIES: readonly {
  readonly name: string;
  readonly test: (c: CalmInput) => boolean;
}[] = [
  {
    // A government's own page (`apod.nasa.gov/apod/ap181223.html`, `www2.gov.bc.ca/gov/content/…`):
    // the model reads old page names and numbered paths as phishing, so any model score is
    // outweighed (`MODEL_SIGN_CALM`); a brand, a lure word, a kit's path or a victim's address in it
    // keeps the link as scored.
    name: 'government-site',
    test: ({ codes, url: parse }) => {
      if (!onlyOf(codes, GOVERNMENT_PAGE_CONTEXT)) return false;
      const url = parse();
      return url !== null && onGovernmentRegistry(url.hostname);
    },
  },
];
