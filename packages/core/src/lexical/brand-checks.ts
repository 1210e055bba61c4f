/**
 * The brand checks on the host: a brand's own domain (`url-official-domain`), a brand's `.com` name
 * under a country's second-level domain, look-alikes (homograph, substitution, typo) of the
 * registrable label or of a subdomain label, and a brand's name in the domain or a subdomain.
 */
import { BRAND_SERVICE_DOMAINS, HOSTED_ACCOUNT_BRAND_WORDS } from '../data/index.js';
import {
  brandOfComLabel,
  brandOfDomain,
  brandOfToken,
  findBrandInWords,
  findLabelLookalike,
  findPieceLookalike,
  officialBrand,
} from './brand-match.js';
import type { Brand } from '../data/index.js';
import type { Findings } from './findings-set.js';
import type { LexicalCode } from './rules.js';
import { accountLabel, suspiciousTlds, type HostView, type Hosting } from './host-checks.js';
import {
  findBrandInside,
  findBrandMisspelt,
  labelLetters,
  lureWordsIn,
  maskOrdinaryWords,
} from './host-words.js';
import { lettersWords, unicodeSkeleton } from './text.js';
import { shortExchangeAtStart } from './short-exchange.js';
import { hyphenSplitBrand } from './hyphen-split.js';
import { subdomainMisspelling } from './subdomain-misspelt.js';
import { walletKitName } from './wallet-kit.js';
import { brandInPlaceName, placeEnding } from './brand-among-words.js';

/** Brand labels this long or longer: a misspelling is `url-brand-misspelt`, not a mere typo. */
const LONG_BRAND_LABEL = 10;
/**
 * From this length two edits make a misspelt brand too; below it, a two-letter neighbour of a long
 * name (`myetherwalett`) stays a typo (legitimate crypto sites have such near-names), while a name
 * garbled further (`GARBLED_LABEL_LENGTH`, three edits or more) is misspelt.
 */
const LONG_GARBLE_LABEL = 14;

const serviceDomains = new Set(BRAND_SERVICE_DOMAINS);
/** What follows a brand's name in the account name of its documentation on a developer platform. */
const DOCS_ACCOUNT = /^-(?:docs|dev|developers|api|apidocs|sdk|oss|labs|engineering)$/;
const hostedAccountWords = new Map(Object.entries(HOSTED_ACCOUNT_BRAND_WORDS));
/** Words of a customer's label read for `HOSTED_ACCOUNT_BRAND_WORDS`. */
const MAX_ACCOUNT_WORDS = 8;

/** A brand of `HOSTED_ACCOUNT_BRAND_WORDS` named as a whole word (`meta-ads-appeal`), or null. */
function hostedAccountBrand(account: string): { brand: Brand; word: string } | null {
  const words = account.split(/[^a-z]+/, MAX_ACCOUNT_WORDS);
  for (const word of words) {
    const domain = hostedAccountWords.get(word);
    const brand = domain === undefined ? null : brandOfDomain(domain);
    if (brand !== null) return { brand, word };
  }
  return null;
}

/** Subdomain labels compared with brands piece by piece. */
const MAX_LOOKALIKE_LABELS = 8;

/**
 * Runs the brand checks; returns whether the host is a brand's own site (`trusted`: its official
 * domain, not on tunnel or hosting), which silences the checks that only mean something elsewhere.
 */
export function brandChecks(view: HostView, where: Hosting, findings: Findings): boolean {
  const { registrableDomain, publicSuffix, unicodeHost, subdomainLabels, registrableLabel, tld, siteDomain } =
    view;
  const { tunnel, hosting, devHosting } = where;
  const official = registrableDomain === null ? null : officialBrand(registrableDomain, publicSuffix);
  const trusted = official !== null && tunnel === null && hosting === null && devHosting === null;
  if (official !== null && trusted && registrableDomain !== null) {
    findings.add('url-official-domain', { brand: official.name, domain: registrableDomain });
  }
  // The registrable label itself is only compared with brands when it is not a brand's own domain.
  const suffixLabels = publicSuffix.split('.');
  // `<brand>.com.<cc>`: the brand's `.com` name under a country's second-level domain (roblox.com.ge).
  // A misspelt `.com` name there says the same (`robloxx.com.es`).
  const comUnderCountry =
    official === null &&
    suffixLabels.length === 2 &&
    (suffixLabels[1] ?? '').length === 2 &&
    ['com', 'net', 'org', 'co'].includes(suffixLabels[0] ?? '');
  const disguised = comUnderCountry
    ? (brandOfComLabel(registrableLabel) ?? misspeltComBrand(registrableLabel))
    : null;
  if (disguised !== null && registrableDomain !== null) {
    findings.add('url-brand-suffix-disguise', {
      brand: disguised.name,
      domain: registrableDomain,
      officialDomain: disguised.domains[0],
      suffix: publicSuffix,
    });
  } else if (
    official === null &&
    registrableDomain !== null &&
    !serviceDomains.has(registrableDomain) &&
    // The platform's own name (`myshopify.com` of a shop on it) is not a look-alike of its brand.
    registrableDomain !== hosting &&
    registrableDomain !== devHosting
  ) {
    const nearLabel = findLabelLookalike(registrableLabel);
    // A brand's exact name glued inside the label says more than the whole label being a near miss
    // of another brand label ("kkinstagram" holds "instagram").
    const lookalike = nearLabel?.kind === 'typo' && holdsBrand(registrableLabel) ? null : nearLabel;
    const piece = lookalike === null ? findPieceLookalike(registrableLabel, false) : null;
    if (piece !== null && piece.kind !== 'name') {
      const params = {
        brand: piece.brand.name,
        domain: registrableDomain,
        officialDomain: piece.brand.domains[0],
        piece: piece.piece,
        part: 'domain',
      };
      if (piece.kind === 'homograph') findings.add('url-homograph', { ...params, unicode: unicodeHost });
      else if (piece.kind === 'lookalike') findings.add('url-brand-lookalike', params);
      // A misspelt brand beside other words (`whatsap-support`) is no accidental near-name.
      else if (registrableLabel.includes('-'))
        findings.add('url-brand-misspelt', { ...params, distance: piece.distance });
      else findings.add(typoCode(piece.label), { ...params, distance: piece.distance });
    } else if (lookalike !== null) {
      const params = {
        brand: lookalike.brand.name,
        domain: registrableDomain,
        officialDomain: lookalike.brand.domains[0],
      };
      if (lookalike.kind === 'homograph') findings.add('url-homograph', { ...params, unicode: unicodeHost });
      else if (lookalike.kind === 'lookalike') findings.add('url-brand-lookalike', params);
      else if (
        lookalike.label.length >= LONG_BRAND_LABEL &&
        (lookalike.distance === 1 || lookalike.label.length >= LONG_GARBLE_LABEL || lookalike.distance > 2)
      )
        findings.add('url-brand-misspelt', {
          ...params,
          piece: registrableLabel,
          part: 'domain',
          distance: lookalike.distance,
        });
      else findings.add('url-brand-typo', { ...params, distance: lookalike.distance });
    } else {
      const inLabel = findBrandInWords(lettersWords(unicodeSkeleton(registrableLabel)), 1, true);
      // The brand's exact name as the whole label under another TLD: under a country-code TLD
      // (amazon.co.jp, google.fr) it is usually the brand's own site, under another TLD often one
      // of its defensive registrations (uniswap.exchange), so only a weak hint
      // (`url-brand-other-tld`); it still counts in full under a TLD of `SUSPICIOUS_TLDS` (paypal.tk).
      // Only the brand's own name counts here, not a misspelling kept among its tokens ("metamsk").
      const exactName =
        inLabel !== null &&
        inLabel.token === registrableLabel &&
        !suspiciousTlds.has(tld) &&
        inLabel.brand.domains.some((d) => d.startsWith(`${registrableLabel}.`));
      if (exactName && tld.length !== 2) {
        findings.add('url-brand-other-tld', {
          brand: inLabel.brand.name,
          domain: registrableDomain,
          officialDomain: inLabel.brand.domains[0],
          tld,
        });
      } else if (inLabel !== null && !exactName) {
        addNamedBrand(view, where, findings, inLabel, 'domain');
      } else if (piece !== null) {
        findings.add('url-brand-in-domain', {
          brand: piece.brand.name,
          domain: registrableDomain,
          officialDomain: piece.brand.domains[0],
          piece: piece.piece,
        });
      } else if (inLabel === null && !gluedBrand(registrableLabel, registrableDomain, 'domain', findings)) {
        const exchange = shortExchangeAtStart(registrableLabel); // round 20: `bybitgum.com`
        if (exchange !== null)
          addGlued(findings, 'url-brand-in-domain', exchange, registrableDomain, registrableLabel);
      }
    }
  }
  if (!trusted && official === null) splitBrand(view, findings);
  if (!trusted) {
    const inSubdomain = findBrandInWords(lettersWords(unicodeSkeleton(subdomainLabels.join('.'))), 1, true);
    // On developer hosting the first label is an account name: `microsoft.github.io` is Microsoft's.
    // So is a brand's documentation account (`binance-docs.github.io`, `stripe-dev.github.io`).
    const accountName = subdomainLabels[subdomainLabels.length - 1] ?? '';
    const isAccountName =
      inSubdomain !== null &&
      devHosting !== null &&
      (accountName === inSubdomain.token ||
        (accountName.startsWith(inSubdomain.token) &&
          DOCS_ACCOUNT.test(accountName.slice(inSubdomain.token.length))));
    // The brand's own product name under its own domain (`onedrive.live.com`) names no one else.
    const ownBrand = inSubdomain !== null && official !== null && inSubdomain.brand === official;
    if (inSubdomain !== null && !isAccountName && !ownBrand) {
      addNamedBrand(view, where, findings, inSubdomain, 'subdomain');
    } else if (inSubdomain === null) {
      const labels = subdomainLabels.slice(-MAX_LOOKALIKE_LABELS);
      const account = accountLabel(view.host, hosting ?? devHosting);
      // A customer's name on a free-hosting platform naming a brand whose name is an everyday word.
      const hosted = hosting !== null && account !== null ? hostedAccountBrand(account) : null;
      if (hosted !== null) {
        findings.add('url-brand-in-subdomain', {
          brand: hosted.brand.name,
          domain: siteDomain,
          officialDomain: hosted.brand.domains[0],
          piece: hosted.word,
        });
      }
      for (const label of hosted === null ? labels : []) {
        const onPlatform = label === account ? { developer: devHosting !== null } : null;
        if (gluedBrand(label, siteDomain, 'subdomain', findings, onPlatform)) break;
      }
    }
    if (!findings.has('url-brand-lookalike') && !findings.has('url-homograph')) {
      // The labels nearest the registrable domain (hostile hosts have up to 127 labels).
      for (const label of subdomainLabels.slice(-MAX_LOOKALIKE_LABELS)) {
        const whole = findLabelLookalike(label);
        const m =
          whole !== null && whole.kind !== 'typo'
            ? { kind: whole.kind, brand: whole.brand, piece: label }
            : findPieceLookalike(label, false);
        if (m === null || m.kind === 'typo' || m.kind === 'name') continue;
        const params = {
          brand: m.brand.name,
          domain: siteDomain,
          officialDomain: m.brand.domains[0],
          piece: m.piece,
          part: 'subdomain',
        };
        if (m.kind === 'homograph') findings.add('url-homograph', { ...params, unicode: unicodeHost });
        else findings.add('url-brand-lookalike', params);
        break;
      }
    }
    // Round 21: a brand misspelt as a whole subdomain label (`amazom.<site>`; `subdomain-misspelt.ts`).
    if (official === null && tunnel === null && hosting === null && devHosting === null) {
      subdomainMisspeltCheck(view, findings);
      hyphenSplitCheck(view, findings); // `sb1-sec.<site>`: `hyphen-split.ts`
    }
    walletKitCheck(view, where, findings);
  }

  return trusted;
}

/**
 * `url-brand-in-domain` / `-in-subdomain` for a brand named in the host, or, round 22, the information
 * `url-brand-word-in-name` when the label is a place's name (`robin-hood-pub`;
 * `brand-among-words.ts`) on a site of its own under an ordinary ending.
 */
function addNamedBrand(
  view: HostView,
  where: Hosting,
  findings: Findings,
  match: { readonly brand: Brand; readonly token: string },
  part: 'domain' | 'subdomain',
): void {
  const { brand, token } = match;
  const labels = part === 'domain' ? [view.registrableLabel] : view.subdomainLabels;
  const place =
    where.tunnel === null &&
    where.hosting === null &&
    where.devHosting === null &&
    !suspiciousTlds.has(view.tld) &&
    placeEnding(view.tld) &&
    labels.some((label) => brandInPlaceName(label, token));
  const officialDomain = brand.domains[0];
  if (place) {
    const domain = part === 'domain' ? (view.registrableDomain ?? view.host) : view.host;
    findings.add('url-brand-word-in-name', { brand: brand.name, domain, officialDomain, piece: token, part });
  } else if (part === 'domain') {
    const domain = view.registrableDomain ?? view.host;
    findings.add('url-brand-in-domain', { brand: brand.name, domain, officialDomain, piece: token });
  } else {
    findings.add('url-brand-in-subdomain', {
      brand: brand.name,
      domain: view.siteDomain,
      officialDomain,
      piece: token,
    });
  }
}

/** Brand findings a wallet kit's misspelt name adds nothing to. */
const BRAND_NAMED: readonly LexicalCode[] = [
  'url-brand-misspelt',
  'url-brand-in-domain',
  'url-brand-in-subdomain',
  'url-brand-lookalike',
  'url-brand-word-in-name',
];

/** `url-brand-split` for a brand's name cut by hyphens (`hyphen-split.ts`). */
function hyphenSplitCheck(view: HostView, findings: Findings): void {
  if (findings.has('url-brand-split') || BRAND_NAMED.some((code) => findings.has(code))) return;
  const split = hyphenSplitBrand(view.ownLabels);
  if (split === null) return;
  findings.add('url-brand-split', {
    brand: split.brand.name,
    domain: view.siteDomain,
    officialDomain: split.brand.domains[0],
    shown: split.shown,
  });
}

/** `url-brand-misspelt` for a brand misspelt as a subdomain label (`subdomain-misspelt.ts`). */
function subdomainMisspeltCheck(view: HostView, findings: Findings): void {
  if (view.privateSuffix !== null || BRAND_NAMED.some((code) => findings.has(code))) return;
  const m = subdomainMisspelling(view.subdomainLabels);
  if (m === null) return;
  findings.add('url-brand-misspelt', {
    brand: m.brand.name,
    domain: view.siteDomain,
    officialDomain: m.brand.domains[0],
    piece: m.piece,
    part: 'subdomain',
    distance: m.distance,
  });
}

/** `url-brand-misspelt` for a wallet's short name misspelt beside a kit word (`wallet-kit.ts`). */
function walletKitCheck(view: HostView, where: Hosting, findings: Findings): void {
  if (BRAND_NAMED.some((code) => findings.has(code))) return;
  const kit = walletKitName(view.ownLabels, accountLabel(view.host, where.hosting ?? where.devHosting));
  if (kit === null) return;
  findings.add('url-brand-misspelt', {
    brand: kit.brand.name,
    domain: view.siteDomain,
    officialDomain: kit.brand.domains[0],
    piece: kit.piece,
    part: kit.label === view.registrableLabel ? 'domain' : 'subdomain',
    distance: kit.distance,
  });
}

/** A brand whose `.com` label is one or two letters off `label` (`robloxx`, `paypall`), or null. */
function misspeltComBrand(label: string): Brand | null {
  const near = findLabelLookalike(label);
  if (near === null || near.kind === 'homograph') return null;
  return near.brand.domains.some((d) => d === `${near.label}.com`) ? near.brand : null;
}

/** Shortest brand token read across a dot (`s.team` is 5 letters). */
const MIN_SPLIT_TOKEN = 5;

/**
 * `url-brand-split`: a brand's name cut by a dot into two labels, the first letters in one label
 * and the rest at the start of the next (`pay.pal-secure.net`), or a brand's own short domain run
 * on by a hyphen into another name (`s.team-gift.com`, `paypal.com-help.top`): a reader's eye
 * sees the brand, the name checks of each label do not.
 */
function splitBrand(view: HostView, findings: Findings): void {
  const { ownLabels, siteDomain } = view;
  const labels = ownLabels.slice(-MAX_LOOKALIKE_LABELS);
  for (let i = 0; i + 1 < labels.length; i++) {
    const head = labels[i] ?? '';
    const next = labels[i + 1] ?? '';
    const hyphen = next.indexOf('-');
    const tail = hyphen > 0 ? next.slice(0, hyphen) : next;
    if (head === 'www' || head.includes('-') || head.length === 0 || tail.length < 2) continue;
    const joined = `${head}${tail}`;
    const cut =
      tail.length >= 3 &&
      joined.length >= MIN_SPLIT_TOKEN &&
      brandOfToken(head) === null &&
      brandOfToken(tail) === null
        ? brandOfToken(joined)
        : null;
    const brand = cut ?? (hyphen > 0 ? brandOfDomain(`${head}.${tail}`) : null);
    if (brand === null) continue;
    findings.add('url-brand-split', {
      brand: brand.name,
      domain: siteDomain,
      officialDomain: brand.domains[0],
      shown: `${head}.${tail}`,
    });
    return;
  }
}

/** A brand token glued to at least two more letters ("kkinstagram"; not the plural "metamasks"). */
function holdsBrand(label: string): boolean {
  const letters = maskOrdinaryWords(labelLetters(label));
  const inside = findBrandInside(letters);
  return inside !== null && letters.length - inside.token.length >= 2;
}

function typoCode(brandLabel: string): 'url-brand-misspelt' | 'url-brand-typo' {
  return brandLabel.length >= LONG_BRAND_LABEL ? 'url-brand-misspelt' : 'url-brand-typo';
}

/** A brand's name found glued inside `label` (`gluedBrand`, or a short exchange name at its start). */
function addGlued(
  findings: Findings,
  code: 'url-brand-in-domain' | 'url-brand-in-subdomain',
  found: { readonly brand: Brand; readonly token: string },
  domain: string,
  label: string,
): void {
  findings.add(code, {
    brand: found.brand.name,
    domain,
    officialDomain: found.brand.domains[0],
    piece: found.token,
    label,
  });
}

/**
 * A brand's name glued inside one label to other letters (`tiktokshopworld`, `whatsappcc`:
 * `url-brand-in-domain` or `-in-subdomain`), or misspelt inside it (`steamcommunlty`, `metamaskk`:
 * `url-brand-misspelt`). An account name on developer hosting (`facebookresearch.github.io`) only
 * counts with a lure word beside the brand. Returns whether a finding was added.
 */
function gluedBrand(
  label: string,
  domain: string,
  part: 'domain' | 'subdomain',
  findings: Findings,
  /** Set when `label` is a customer's name on a hosting platform (developer hosting or other). */
  account: { readonly developer: boolean } | null = null,
): boolean {
  // On developer hosting a brand in the account name is often its own (`facebookresearch.github.io`).
  const isAccountName = account?.developer === true;
  const masked = maskOrdinaryWords(labelLetters(unicodeSkeleton(label)));
  const found = findBrandInside(masked);
  // Glued to two letters or more: a brand's name with an `s` is a near name, left to the typo check.
  const inside = found !== null && masked.length - found.token.length >= 2 ? found : null;
  if (inside !== null) {
    if (isAccountName && lureWordsIn(masked.replace(inside.token, '_')).lures === 0) return false;
    addGlued(
      findings,
      part === 'domain' ? 'url-brand-in-domain' : 'url-brand-in-subdomain',
      inside,
      domain,
      label,
    );
    return true;
  }
  // Customers' names on hosting platforms are read with one more edit ("mutemask" for "metamask").
  const misspelt = findBrandMisspelt(masked, account === null ? 0 : 1);
  if (misspelt === null) return false;
  findings.add('url-brand-misspelt', {
    brand: misspelt.brand.name,
    domain,
    officialDomain: misspelt.brand.domains[0],
    piece: misspelt.found,
    part,
    distance: misspelt.distance,
  });
  return true;
}
