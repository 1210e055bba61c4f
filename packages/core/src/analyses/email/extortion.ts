/**
 * Extortion read beside a cryptocurrency lure (issue 22): the threat that makes a Bitcoin payment a
 * ransom. Counted as `email-lure-threat` (content.ts) only when `email-lure-crypto` was read.
 *
 * - **sextortion** (round 5, moved here from content.ts in round 21): a device "hacked", a webcam
 *   recording, a video sent to every contact unless paid;
 * - **a business held to ransom** (round 21, rule R2): a website or network to be "DDoS-ed" or
 *   taken down, a stolen database to be published or sold, a "protection fee".
 *
 * A bank's or a newsletter's warning about such scams names no wallet: `walletAddresses` finds the
 * address a ransom is paid to, and scam-request.ts adds `email-scam-request` for a wallet written
 * beside such a threat, outside list mail.
 */
import { compileList, findAll, type PhraseMatch } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';

const SEXTORTION = compileList({
  en: [
    '(?:hacked|accessed|infected|compromised) your (?:device|computer|phone|operating system|webcam|camera)',
    'recorded (?:you|a video of you)',
    '(?:send|share|forward) (?:the|this|that) (?:video|recording|footage|clip) to (?:all )?your (?:contacts|friends|family|colleagues)',
    'adult (?:websites?|videos?|sites?)',
  ],
  fr: [
    'pirate votre (?:appareil|ordinateur|telephone|systeme|webcam|camera)',
    'enregistre (?:une|des) videos? de vous',
    '(?:envoie|envoyer|enverrai|partagerai) (?:la|cette|les|ces) videos? a (?:tous )?vos (?:contacts|amis|proches|collegues)',
    'sites? (?:pour adultes|pornographiques?)',
  ],
});

/** Rule R2: a business's site or data held to ransom (see the file's comment). */
const RANSOM = compileList({
  en: [
    '(?:your|the) (?:network|website|site|servers?|systems?|services?|company) will be (?:ddos(?:-?ed)?|attacked|taken (?:down|offline)|shut down|brought down)',
    '(?:ddos|denial of service) attacks? (?:on|against) (?:your|the)',
    '(?:the|our) attacks? will (?:start|begin|continue)',
    '(?:copied|stolen|downloaded|exfiltrated|encrypted|dumped) (?:all )?(?:of )?your (?:customer |client |company |private |personal |user |users )?(?:database|data|files|records|emails)',
    "(?:we|i)(?: will|'ll| are going to) (?:publish|leak|release|sell|expose|dump) (?:your|the|all your|all of your) (?:customer |client |company |private |personal |user |stolen )?(?:database|data|files|records|documents|emails)",
    'protection fee',
  ],
  fr: [
    '(?:votre|le) (?:reseau|site(?: web)?|serveurs?|systemes?|entreprise) (?:sera|seront) (?:attaques?|mis hors ligne|mis hors service|paralyses?)',
    'attaques? (?:ddos|par deni de service) (?:contre|sur) (?:votre|vos)',
    '(?:copie|vole|telecharge|chiffre|exfiltre) (?:toutes? )?(?:votre|vos) (?:base de donnees|bases de donnees|donnees|fichiers|dossiers)',
    '(?:nous publierons|je publierai|nous allons publier|nous divulguerons|nous vendrons|nous allons vendre|nous allons divulguer) (?:votre|vos|la|les) (?:base de donnees|donnees|fichiers|documents|dossiers)',
    'frais de protection',
  ],
});

/**
 * The extortion threats of the text: sextortion's, or else a ransom's when a wallet to pay is written
 * (see the file's comment). Without the wallet the ransom's words are an exchange's data export ("you
 * downloaded your data"), a marketplace's "buyer protection fee", a host's incident report ("a DDoS
 * attack on your site was mitigated") beside a word on Bitcoin (review b, round 21).
 */
export function extortionThreats(norm: NormalizedMessage): PhraseMatch[] {
  const sex = findAll(SEXTORTION, norm.folded);
  if (sex.length > 0) return sex;
  return walletAddresses(norm).length > 0 ? findAll(RANSOM, norm.folded) : [];
}

/**
 * Cryptocurrency wallet addresses: Bitcoin bech32 (`bc1…`, its own alphabet), legacy Bitcoin (`1…`,
 * `3…` in base58: no `0`; letters and digits both, so that no number is one) and Ethereum
 * (`0x` + 40 hex digits), standing alone (not inside a link's path or query). Read on the
 * lower-cased text (the same offsets as the original).
 */
const WALLET =
  /(?<![a-z0-9/=?&._%+-])(?:bc1[02-9ac-hj-np-z]{25,62}|[13](?=[1-9a-z]{0,33}[a-z])(?=[1-9a-z]{0,33}[1-9])[1-9a-z]{25,33}|0x[0-9a-f]{40})(?![a-z0-9/=?&_%+-])/g;

/** The wallet addresses written in the text (at most three). */
export function walletAddresses(norm: NormalizedMessage): PhraseMatch[] {
  const out: PhraseMatch[] = [];
  const text = norm.text.slice(0, 50_000);
  for (const m of text.matchAll(WALLET)) {
    out.push({ start: m.index, end: m.index + m[0].length, lang: 'en' });
    if (out.length >= 3) break;
  }
  return out;
}
