/**
 * Extortion read beside a cryptocurrency lure (issue 22): the threat that makes a Bitcoin payment a
 * ransom. Counted as `email-lure-threat` (content.ts) only when `email-lure-crypto` was read.
 *
 * - **sextortion** (round 5, moved here from content.ts in round 21): a device "hacked", a webcam
 *   recording, a video sent to every contact unless paid;
 * - **a business held to ransom** (round 21, rule R2): a website or network to be "DDoS-ed" or
 *   taken down, a stolen database to be published or sold, a "protection fee".
 *
 * - **the sextortion family** (round 22, rule S1, `sextortionClaim`): the sender's own claim to have
 *   taken over the reader's device, camera or account, beside a payment asked (crypto, a wallet, an
 *   amount to send) and a recording, the reader's contacts or a deadline, in any words: counted as
 *   `email-lure-sextortion` (analyze.ts), not only beside the phrases above.
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

/**
 * Rule S1 (round 22): the sender's own first-person claim to hold the reader's device, camera or
 * account ("I gained access to your devices", "I have full control of your phone", "I installed
 * spyware", « j'ai piraté votre téléphone », « j'ai accès à votre appareil »). A newsletter or a breach
 * notice tells of it in the third person ("a stranger claims to have hacked their device", "an
 * unauthorized party gained access"); "I recorded you" alone is a parent's recital video.
 */
const TAKEOVER_CLAIM = compileList({
  en: [
    "i(?: have|'ve| had)? (?:hacked|cracked|accessed|infected|compromised|breached|taken over|took over|(?:taken|took|gained|got) (?:full |complete |total |remote ){0,3}control (?:of|over)|(?:gained|got|obtained) (?:full |complete |total |remote ){0,3}access to) (?:all )?(?:of )?your",
    "i(?: now)? (?:have|'ve got|got) (?:full |complete |total |remote ){0,3}(?:access|control) (?:to|of|over) (?:all )?(?:of )?your",
    "i(?: have|'ve)? (?:installed|planted|put|placed) (?:a |my |some )?(?:malware|spyware|virus|trojan|keylogger|rat|malicious (?:software|program|code))",
    // Review 22b: the letters' other usual words: "a trojan virus I planted on your device", "I am a
    // hacker who has access to your operating system", "your device was infected with my malware",
    // "my spyware recorded you".
    "(?:malware|spyware|virus|trojan|keylogger|rat) (?:that |which )?i(?: have|'ve| had)? (?:installed|planted|put|placed|hid) (?:on|in|into) your",
    "i(?: am|'m) an? (?:hacker|programmer|developer|coder) (?:who|that) (?:(?:has|had|have) )?(?:hacked|cracked|infected|accessed|compromised|(?:gained |got |obtained )?(?:full |complete |total |remote ){0,3}(?:access to|control (?:of|over))) your",
    '(?:was|were|has been|have been) (?:hacked|infected|compromised|cracked) (?:by me|with my|by my)',
    'my (?:malware|spyware|virus|trojan|keylogger) (?:has |had )?(?:been (?:on|in)|recorded|captured|filmed|turned on|activated|infected)',
    "i(?: have|'ve)? (?:turned on|activated|switched on|enabled|used) your (?:camera|webcam|microphone)",
    "i(?: have|'ve) been (?:watching|monitoring|spying on) you",
  ],
  fr: [
    "j'ai (?:pirate|hacke|infecte|compromis|pris le controle (?:de|d')) (?:votre|vos|ton|tes)",
    "j'ai (?:un |le )?(?:acces|controle)(?: complet| total| a distance)? (?:a|de|sur) (?:votre|vos|ton|tes)",
    "j'ai installe (?:un|mon|des) (?:logiciels?|virus|cheval de troie|programmes?|maliciel)",
    "j'ai (?:active|allume|utilise) (?:votre|ta) (?:camera|webcam)",
    "je (?:vous|t')(?: ai)? (?:observe|surveille|espionne)s? depuis",
  ],
});
/** A payment asked in the way sextortion asks it: cryptocurrency, a wallet, an amount to send. */
const EXTORTION_PAYMENT = compileList({
  en: [
    'bitcoins?',
    'btc',
    'crypto(?:currency)?',
    '(?:bitcoin |crypto |btc )?wallet',
    'usd',
    '(?:pay|send|transfer) (?:me )?\\$ ?\\d',
  ],
  fr: ['cryptomonnaies?', 'portefeuille', '(?:payer|envoyer|virer|transferer) \\d'],
});
/** The rest of the family: a recording, the reader's contacts, a deadline. */
const EXTORTION_PARTS = [
  compileList({
    en: ['videos?', 'recordings?', 'recorded', 'webcam', 'camera', 'footage', 'filmed'],
    fr: ['videos?', 'camera', 'webcam', 'enregistrements?', 'filmee?s?'],
  }),
  compileList({
    en: [
      '(?:all |every one of |each of )?your (?:contacts|contact list|friends|family|colleagues|coworkers|co-workers|relatives)',
    ],
    fr: ['(?:tous )?vos (?:contacts|proches|amis|collegues)', 'votre (?:famille|liste de contacts)'],
  }),
  compileList({
    en: ['(?:\\d{1,3}|one|two|three|four|five|seven) (?:hours?|days?)'],
    fr: ['(?:\\d{1,3}|un|deux|trois|quatre|cinq|sept) (?:heures?|jours?)'],
  }),
];
/** A warning about such letters names them or tells the reader not to pay. */
const EXTORTION_WARNING = compileList({
  en: [
    'sextortion',
    'do not pay',
    "don't pay",
    'never pay',
    'scammers',
    'fraudsters',
    // Review 22b: a security tip's other words ("this is a bluff; never pay", "report it to the
    // Canadian Anti-Fraud Centre"); the letter says "I am not bluffing", never "it is a bluff".
    "(?:it is|it's|this is|that is) (?:just |only )?a bluff",
    'anti-fraud (?:centre|center)',
  ],
  fr: [
    'sextorsion',
    'ne payez pas',
    'ne payez jamais',
    'fraudeurs',
    'escrocs',
    "(?:c'est|il s'agit) (?:d'un |du )bluff",
    'centre antifraude',
  ],
});

/**
 * A service the reader asked for (review 22b): a remote-support technician's receipt says it ("I
 * gained access to your computer remotely as agreed … Invoice: $120 USD within 30 days", « comme
 * convenu … Facture »). The extortion letter claims an intrusion, never an agreement or an invoice.
 */
const AGREED_SERVICE = compileList({
  en: [
    'as (?:agreed|requested|discussed|arranged|you asked)',
    'at your request',
    'with your (?:permission|consent)',
    'invoice',
  ],
  fr: [
    'comme (?:convenu|demande|entendu)',
    'a votre demande',
    'avec votre (?:permission|accord|consentement)',
    'facture',
  ],
});

/**
 * Rule S1: the takeover claim beside a payment and at least one of a recording, the contacts or a
 * deadline, in a text that does not warn of such letters nor bill an agreed service (see
 * `TAKEOVER_CLAIM`, `AGREED_SERVICE`). Returns the claim.
 */
export function sextortionClaim(norm: NormalizedMessage): PhraseMatch[] {
  const claim = findAll(TAKEOVER_CLAIM, norm.folded);
  if (claim.length === 0) return [];
  const paid = findAll(EXTORTION_PAYMENT, norm.folded).length > 0 || walletAddresses(norm).length > 0;
  if (!paid || !EXTORTION_PARTS.some((part) => findAll(part, norm.folded).length > 0)) return [];
  if (findAll(AGREED_SERVICE, norm.folded).length > 0) return [];
  return findAll(EXTORTION_WARNING, norm.folded).length > 0 ? [] : claim;
}
