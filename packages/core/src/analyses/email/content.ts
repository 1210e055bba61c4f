/**
 * Signals in what the email says and how it is built: lures in English and French (the phrase
 * lists shared with the message analysis, `lexical/phrases/`), text hidden from the reader,
 * zero-width characters inside words and "mathematical bold" letters that dodge filters, forms and
 * password fields, image-only bodies (a QR code cannot be read from text), risky attachments.
 */
import {
  compileList,
  compileSignal,
  evaluateSignal,
  findAll,
  indexText,
  type CompiledSignal,
  type PhraseMatch,
} from '../../lexical/phrases/matcher.js';
import { excerptOf, normalizeMessage, type NormalizedMessage } from '../../lexical/phrases/normalize.js';
import {
  ACCOUNT_LOCKED,
  CALLBACK,
  CREDENTIAL_LURE,
  CRYPTO,
  GIFT_CARD,
  INFO_REQUEST,
  INTERAC,
  INVOICE_LURE,
  PARCEL_FAILED,
  PARCEL_FEE,
  PERSONAL_INFO,
  PRIZE,
  TAX_REFUND,
  THREAT,
  URGENCY,
} from '../../lexical/phrases/phrases.js';
import type { EmailFindings } from './collect.js';
import { extortionThreats } from './extortion.js';
import type { HtmlScan } from './html.js';
import { foreignLures } from './foreign-lures.js';
import { modernLures } from './modern-lures.js';
import { hasNegation, isNever, negations } from './negation.js';
import type { ParsedAttachment } from './parse.js';
import type { EmailFindingCode } from './rules.js';
import type { AttachmentRisk, EmailAttachment } from './types.js';

const LURES: readonly (readonly [EmailFindingCode, CompiledSignal])[] = [
  ['email-lure-credential', compileSignal(CREDENTIAL_LURE)],
  ['email-lure-account', compileSignal(ACCOUNT_LOCKED)],
  ['email-lure-gift-card', compileSignal(GIFT_CARD)],
  ['email-lure-callback', compileSignal(CALLBACK)],
  ['email-lure-parcel', compileSignal(PARCEL_FEE)],
  ['email-lure-tax-refund', compileSignal(TAX_REFUND)],
  ['email-lure-prize', compileSignal(PRIZE)],
  ['email-lure-invoice', compileSignal(INVOICE_LURE)],
  ['email-lure-interac', compileSignal(INTERAC)],
  ['email-lure-threat', compileSignal(THREAT)],
  ['email-lure-urgency', compileSignal(URGENCY)],
  ['email-lure-crypto', compileSignal(CRYPTO)],
];
/**
 * The wording of bank and auction-site phishing of the 2000s, which the shared account phrases
 * (written for texts) do not cover: an account "suspended" or "could not be verified", records to
 * "update and verify", failed log-in attempts. Email only; counted as `email-lure-account`.
 */
const CLASSIC_ACCOUNT = compileList({
  en: [
    'suspended your (?:online banking |internet banking |online |account )?(?:access|account)',
    'restore (?:your )?(?:online banking |internet banking |online |account )?access',
    '(?:confirm|verify|validate) your (?:online banking |internet banking |online |bank |banking )?account (?:information|details|records|data|info)',
    '(?:confirm|verify|validate|update) your (?:internet banking|online banking|banking) (?:account|profile|access)',
    'account (?:information|records|details) (?:needs?|has) to be (?:updated|verified|confirmed)',
    'update and (?:verify|confirm) your (?:account|personal|billing) (?:information|records|details)',
    '(?:could|can) ?not (?:verify|confirm) your (?:current |account )?(?:information|identity|details)',
    'failure to (?:update|verify|confirm) (?:your )?(?:records|account|information|details)',
    'too many (?:failed|unsuccessful|invalid) (?:log-?in|sign-?in|login) attempts',
    'accessed by an unauthori[sz]ed (?:third party|person|user)',
  ],
  fr: [
    '(?:confirmer|confirmez|verifier|verifiez) vos (?:informations|coordonnees|donnees)(?: de compte| bancaires| personnelles)?',
    'vos (?:informations|coordonnees) (?:doivent|doit) etre (?:mises? a jour|verifiees?|confirmees?)',
    'trop de tentatives de connexion',
  ],
});
/**
 * Mailbox and password lures of 2020s mail (issue 22, round 5), which the shared credential phrases
 * (written for texts) do not cover: a mailbox "deactivated" or over its storage limit, incoming
 * messages "on hold", "keep your current password", a sign-in "with your email and password".
 * Email only; counted as `email-lure-credential`.
 */
const MAILBOX_LURE = compileList({
  en: [
    'mailbox (?:is|has been|will be|would be) (?:almost |now )?(?:deactivated|suspended|disabled|terminated|closed|deleted|blocked)',
    '(?:email|e-mail) account (?:is|has been|will be|would be) (?:almost |now )?(?:deactivated|suspended|disabled|terminated|closed|deleted|blocked)',
    '(?:exceeded|reached|exceeds) (?:its|your|the) (?:mailbox |email |e-mail |email account )?(?:storage|mailbox|quota)(?: storage)? (?:limit|quota|capacity)',
    '(?:incoming|pending|undelivered) (?:messages|emails|e-mails|mails) (?:are|have been|were|is) (?:currently )?(?:on hold|held|suspended|blocked|pending|queued)',
    'keep (?:using )?(?:your |the )?(?:current|same|existing) password',
    '(?:with|using|enter) your (?:work |office |corporate |business )?(?:email|e-mail) (?:address )?(?:and|&) (?:your )?password',
    'sign in with your (?:work |office |corporate |business )?(?:email|e-mail|microsoft|office 365|outlook|webmail) (?:credentials|password)',
    '(?:confirm|verify|validate) your (?:email|e-mail|mailbox) (?:identity|ownership|credentials|account)',
    'verify (?:your |the )?mailbox',
  ],
  fr: [
    'boite (?:aux lettres|de reception|courriel) (?:sera|a ete|est|va etre) (?:desactivee|suspendue|fermee|supprimee|bloquee)',
    'compte (?:de )?(?:messagerie|courriel) (?:sera|a ete|est|va etre) (?:desactive|suspendu|ferme|supprime|bloque)',
    '(?:depasse|atteint) (?:sa|votre|la) (?:limite|capacite|quota) de stockage',
    '(?:conserver|garder) (?:votre|le) mot de passe actuel',
    'messages (?:entrants )?(?:sont|ont ete) (?:bloques|suspendus|en attente|retenus)',
    'avec votre (?:adresse )?(?:courriel|e-?mail) et (?:votre )?mot de passe',
  ],
});
/**
 * Round 19 (rule Z): the reader's own mailbox at its limit (not "the shared mailbox", not "my inbox"),
 * beside a link only (review): a person relaying a bounce ("it said your mailbox has reached its limit")
 * gives nothing to click. Round 20: not "mailbox|inbox exceeded", `CREDENTIAL_LURE`'s (email.md).
 */
const MAILBOX_FULL = compileList({
  en: [
    'your (?:(?:mailbox|inbox|mail box|e-?mail account) (?:has )?reached|(?:mail box|e-?mail account) (?:has )?exceeded) (?:its|the|your) (?:limit|quota|capacity|size limit|maximum)',
  ],
  fr: [
    'votre boite (?:de courriel |aux lettres |de reception |de messagerie )?a (?:atteint|depasse) (?:sa|la) (?:limite|capacite)',
  ],
});
/**
 * Miracle-cure and diet-pill spam (issue 22, round 5): doctors "stunned", a pill that "melts belly
 * fat", pounds lost in days, a "risk-free trial", a cure for nerve pain or tinnitus "Big Pharma"
 * hides. Written from the kinds of health spam, in English and French; email only.
 */
const HEALTH_SPAM = compileList({
  en: [
    'doctors? (?:are |were )?(?:stunned|baffled|shocked|speechless|furious)',
    'miracle (?:pill|cure|drink|gummies|formula|supplement|trick|fruit|root|mineral|remedy|tonic)',
    'melts? (?:away )?(?:belly |stomach |body |your )?fat',
    '\\d{1,3} ?(?:lbs|pounds|kg|kilos) in (?:just |only )?\\d{1,2} (?:days|weeks)',
    'risk[- ]?free trial',
    'male enhancement',
    'skinny (?:pill|shot|jab|hack)',
    '(?:weird|bizarre|strange|simple|odd) (?:\\d+[- ]second )?(?:trick|ritual|hack) (?:that |to )?(?:melts|burns|reverses|cures|fixes|restores|ends|eliminates|stops)',
    'big pharma',
    'erectile dysfunction',
    '(?:reverses?|cures?|eliminates?|ends) (?:your )?(?:type 2 )?(?:diabetes|neuropathy|tinnitus|nerve pain|joint pain|arthritis|hair loss|toenail fungus|sciatica|dementia)',
    '(?:blood sugar|tinnitus|neuropathy|nerve pain|toenail fungus|prostate|belly fat) (?:secret|trick|breakthrough|miracle|remedy|hack|formula|ritual)',
    'truth about (?:keto|neuropathy|tinnitus|diabetes|blood sugar|nerve pain|belly fat)',
    'keto (?:pills?|gummies|diet pills?|burn|boost|blast)',
    '(?:natural|cheap|herbal) (?:ozempic|viagra|wegovy)',
    'glp-?1 (?:drops|gummies|patch|pills?)',
    // Round 16 (rule G): the 2025-26 words of the same spam. In the spam's own shapes only ("the
    // 1-word dementia test", "causes 35% more nerve damage", "vanish toenail fungus"): a clinic, a
    // pharmacy or a family writes "her dementia test", "diabetes causes nerve damage", "get rid of
    // toenail fungus" and "senior moments" too.
    '(?:word|second|minute) dementia test',
    '(?:causes?|causing|linked to) \\d{1,3} ?% (?:more )?nerve damage',
    '(?:vanish|banish|zap|wipe out) (?:your |the |stubborn |ugly )?(?:toe)?nail fungus',
    'flush(?:es)? (?:out )?(?:belly |body |stubborn )?fat',
    'revives? your (?:ed|erection|libido|manhood)',
    '(?:stamina|performance) in the (?:sack|bedroom)',
  ],
  fr: [
    'perdre \\d{1,3} ?(?:kg|kilos|livres) en \\d{1,2} (?:jours|semaines)',
    'les medecins (?:sont )?(?:stupefaits|choques|sans voix|furieux)',
    '(?:pilule|remede|traitement|boisson) miracle',
    'fait fondre la graisse',
    'dysfonction erectile',
    'essai (?:gratuit )?sans risque',
    // Round 16 (rule G), in the spam's shapes as in English (« le test de démence en 1 mot »).
    'test de (?:la )?demence (?:en )?(?:un|1|\\d{1,2}) (?:mot|secondes?|minutes?)',
    '(?:faire disparaitre|faites disparaitre) (?:les |le |vos |votre )?champignons? (?:des|de l.)ongles?',
    '(?:elimine|evacue|chasse) (?:la )?graisse (?:du ventre|abdominale)',
    '(?:cause|provoque|entraine) \\d{1,3} ?% (?:de )?(?:plus de )?(?:dommages|lesions) (?:aux|des) nerfs',
  ],
});
/**
 * Easy money (issue 22, round 5): advance-fee letters (an inheritance or an unclaimed fund to
 * share, a deceased client without heirs), investment scams (guaranteed returns, a percentage a
 * day or a month) and job scams (high pay a day for little work). English and French; email only.
 */
const EASY_MONEY = compileList({
  en: [
    'next of kin',
    'unclaimed (?:inheritance|funds?|deposit|estate|consignment|fortune)',
    '(?:deceased|late) (?:client|customer|investor)',
    'died without (?:a |any )?(?:will|heirs?|next of kin|beneficiary)',
    '(?:beneficiary|heir) (?:of|to) (?:the|this|his|her) (?:fund|estate|deposit|sum|inheritance)',
    'guaranteed (?:returns?|profits?|daily profits?|weekly profits?|monthly profits?|income|roi)',
    '\\d{1,3} ?% (?:guaranteed )?(?:return|profit|roi|interest) (?:per|a|every) (?:day|week|month)',
    '(?:earn|make|paid|get paid) (?:up to |between )?\\$ ?\\d{2,4}(?: ?(?:-|to) ?\\$ ?\\d{2,4})? (?:per|a|every) day',
    // Round 7: the advance fee itself, and the lottery and "recovered funds" letters that ask it.
    '(?:fee|fees|charge) (?:is |are )?(?:required|needed|payable|must be paid) (?:before|to|for) (?:the )?(?:release|transfer|claim|delivery|remittance) of (?:the |your )?(?:funds?|winnings|inheritance|consignment|payment)',
    'to (?:release|unlock|claim) (?:the|your) (?:funds?|winnings|inheritance|consignment)(?! (?:page|tab|section|report))',
    '(?:unlocking|releasing|release|clearance) fee',
    'claims? (?:agent|officer|processing agent)',
    '(?:winning|lucky) (?:reference )?numbers',
    'your (?:e-?mail|email address) (?:has )?(?:won|emerged|was selected|drew)',
    'god.fearing (?:person|man|woman|individual|christian)',
    '(?:donate|donating|give) (?:this|the|my) (?:funds?|money|inheritance|sum) to',
    '(?:traced|frozen|recovered) (?:and (?:frozen|recovered) )?(?:\\d[\\d.,]* )?(?:btc|bitcoin|usdt|funds?) (?:linked|belonging|registered) to',
  ],
  fr: [
    '(?:decede|mort) sans (?:heritiers?|testament|descendance)',
    'plus proche parent',
    'fonds? non reclames?',
    '(?:partager|partagerons) (?:la|cette|les) (?:somme|fonds|montant)',
    'rendements? garantis?',
    '\\d{1,3} ?% (?:de (?:rendement|profit|gain) )?par (?:jour|semaine|mois)',
    '(?:gagner|gagnez|remuneration de|payes?) (?:jusqu.a |entre )?\\d{2,4} ?\\$(?: (?:a|et) \\d{2,4} ?\\$)? par jour',
    'frais de (?:deblocage|liberation)',
    'frais de dossier (?:seront|sont|restent) (?:a prevoir|exiges|necessaires|a payer)',
    '(?:debloquer|liberer|recevoir) (?:les|vos|ces) fonds',
    'meme nom de famille',
    'succession de feu',
    '(?:vous )?presenter comme (?:le |la )?(?:beneficiaire|heritier|heritiere)',
    'votre (?:adresse )?(?:e-?mail|courriel) a (?:gagne|ete selectionnee?|ete tiree?)',
  ],
});
/**
 * What an advance-fee or lottery letter asks for (issue 22, round 7): a copy of an identity paper,
 * or the full name beside the address and phone number. Counted as `email-lure-personal-info`.
 */
const IDENTITY_REQUEST = compileList({
  en: [
    '(?:send|forward|provide|attach|email|reply with)(?: me| us)?(?: [a-z,]+){0,8}? (?:a |a scanned )?cop(?:y|ies) of your (?:id|passport|international passport|identity card|id card|driver.?s licen[cs]e|national id)',
    'your full names?,? (?:your )?(?:home |residential |contact )?address(?:es)?,? (?:your )?(?:phone|telephone|mobile|age|occupation)',
  ],
  fr: [
    'cop(?:ie|ies) de votre (?:piece d.identite|passeport|carte d.identite|permis de conduire)',
    '(?:votre|vos) noms? complets?,? (?:votre )?(?:adresse|numero de telephone)',
  ],
});
const DELIVERY_FAILED = compileList(PARCEL_FAILED);
const INFO_TERMS = compileList(PERSONAL_INFO);
const INFO_VERBS = compileList(INFO_REQUEST);

/** How far before a personal-information term a request verb may be. */
const INFO_WINDOW = 60;
const NEGATION_WINDOW = 30;

export interface LureResult {
  /** The language most of the matched lure phrases are in, or null when none matched. */
  readonly language: 'en' | 'fr' | null;
  /** The normalised text the lures were read in (reused to find brand names). */
  readonly norm: NormalizedMessage;
}

function phrasesOf(original: string, norm: NormalizedMessage, matches: readonly PhraseMatch[]): string[] {
  const out: string[] = [];
  for (const m of matches) {
    const e = excerptOf(original, norm, m.start, m.end);
    if (e !== '' && !out.includes(e)) out.push(e);
    if (out.length >= 3) break;
  }
  return out;
}

/** A pin named by its role in a circuit ("GPIO input pin", "output pins"): hardware, not a PIN code. */
const CIRCUIT_PIN_BEFORE = /\b(?:input|output|gpio)\s+$/;
const PIN_TERM = /^pins?\b/;

function infoRequests(norm: NormalizedMessage): PhraseMatch[] {
  const out: PhraseMatch[] = [];
  for (const term of findAll(INFO_TERMS, norm.folded, 10)) {
    if (
      PIN_TERM.test(norm.folded.slice(term.start, term.start + 5)) &&
      CIRCUIT_PIN_BEFORE.test(norm.folded.slice(Math.max(0, term.start - 8), term.start))
    )
      continue;
    const from = Math.max(0, term.start - INFO_WINDOW);
    const verb = findAll(INFO_VERBS, norm.folded.slice(from, term.start), 1)[0];
    if (verb === undefined) continue;
    const negFrom = Math.max(0, from + verb.start - NEGATION_WINDOW);
    if (hasNegation(norm.folded.slice(negFrom, term.start))) continue;
    out.push({ lang: term.lang === 'any' ? verb.lang : term.lang, start: from + verb.start, end: term.end });
    if (out.length >= 3) break;
  }
  return out;
}

/**
 * Lures that a service's own anti-fraud line names ("we will never ask for gift cards or crypto";
 * round 16, the lead: "we will never send you an email asking you to verify your account or enter
 * your password", "we do not ask you to sign in with your email and password").
 */
const WARNED_LURES: ReadonlySet<EmailFindingCode> = new Set([
  'email-lure-gift-card',
  'email-lure-crypto',
  'email-lure-interac',
  'email-lure-account',
  'email-lure-credential',
]);
/** Longest stretch read back from a lure phrase to the start of its sentence. */
const SENTENCE_BACK = 200;
/** A verb of asking, demanding or accepting, in either language (folded text), beside "never". */
const ASK_VERB = /\b(?:ask|request|demand|requir|accept|threaten|exig|reclam)/;
/** The sender's own "we do not ask", with its verb right after the negation (round 16). */
const NOT_ASK =
  /\b(?:we|they|[a-z]+ (?:bank|team|support)) (?:do|does|will|would) not (?:ever )?(?:ask|request|require)|\b(?:we|they) (?:don't|won't|wouldn't) (?:ever )?(?:ask|request|require)/;

/**
 * The match sits in a sentence that says someone will never ask for it ("Rideau Power will never
 * ask for payment in gift cards or cryptocurrency", « ne vous demandera jamais de payer en
 * cartes-cadeaux »): a warning against the scam, not the scam's request.
 */
function inNeverSentence(folded: string, m: PhraseMatch): boolean {
  const from = Math.max(0, m.start - SENTENCE_BACK);
  const before = folded.slice(from, m.start);
  const stop = Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?'));
  const sentence = stop === -1 ? before : before.slice(stop + 1);
  if (NOT_ASK.test(sentence)) return true;
  return ASK_VERB.test(sentence) && negations(sentence).some((n) => isNever(sentence, n));
}

/**
 * Lures in the subject and the visible text. `hasLinks`: a failed-delivery notice counts as a
 * parcel lure only beside a link (the carrier's own notices are read with the link checks).
 */
export function lureSignals(text: string, hasLinks: boolean, out: EmailFindings): LureResult {
  const norm = normalizeMessage(text);
  indexText(norm.folded);
  const langs = { en: 0, fr: 0 };
  const addMatches = (code: EmailFindingCode, matches: readonly PhraseMatch[]): void => {
    if (matches.length === 0) return;
    for (const m of matches) if (m.lang === 'en' || m.lang === 'fr') langs[m.lang] += 1;
    const phrases = phrasesOf(text, norm, matches);
    out.add(code, { phrase: phrases[0] ?? '', phrases });
  };
  for (const [code, signal] of LURES) {
    const matches = evaluateSignal(signal, norm.folded);
    addMatches(
      code,
      WARNED_LURES.has(code) ? matches.filter((m) => !inNeverSentence(norm.folded, m)) : matches,
    );
  }
  const unwarned = (ms: readonly PhraseMatch[]): PhraseMatch[] =>
    ms.filter((m) => !inNeverSentence(norm.folded, m));
  if (!out.has('email-lure-account'))
    addMatches('email-lure-account', unwarned(findAll(CLASSIC_ACCOUNT, norm.folded)));
  if (!out.has('email-lure-credential'))
    addMatches('email-lure-credential', unwarned(findAll(MAILBOX_LURE, norm.folded)));
  if (hasLinks && !out.has('email-lure-credential'))
    addMatches('email-lure-credential', unwarned(findAll(MAILBOX_FULL, norm.folded)));
  if (hasLinks && !out.has('email-lure-parcel'))
    addMatches('email-lure-parcel', findAll(DELIVERY_FAILED, norm.folded));
  addMatches('email-lure-personal-info', unwarned(infoRequests(norm)));
  if (!out.has('email-lure-personal-info'))
    addMatches('email-lure-personal-info', findAll(IDENTITY_REQUEST, norm.folded));
  if (out.has('email-lure-crypto') && !out.has('email-lure-threat'))
    addMatches('email-lure-threat', extortionThreats(norm));
  addMatches('email-lure-health', findAll(HEALTH_SPAM, norm.folded));
  addMatches('email-lure-easy-money', findAll(EASY_MONEY, norm.folded));
  modernLures(norm, addMatches, out);
  foreignLures(norm, (code) => out.has(code), addMatches);
  const language = langs.en === 0 && langs.fr === 0 ? null : langs.fr > langs.en ? 'fr' : 'en';
  return { language, norm };
}

const ZERO_WIDTH_IN_WORD = /\p{L}[\u200b-\u200d\u2060\ufeff]+\p{L}/gu;
/**
 * Dates and times that newsletters break with a zero-width non-joiner ("tom\u200corrow at No\u200con")
 * so that phones do not turn them into calendar links: a layout habit, not a filter dodge.
 */
const DATE_WORDS =
  /^(?:today|tonight|tomorrow|yesterday|noon|midnight|morning|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|mai|mars|september|october|november|december|am|pm|et|pt|ct|mt|est|pst|aujourd|demain|midi|minuit|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|fevrier|février|avril|juin|juillet|aout|août|septembre|octobre|novembre|decembre|décembre)$/i;

/** Characters read on each side of a broken word for the digits of a date, time or address. */
const DIGITS_NEAR = 14;
/**
 * A digit within a few characters of the broken word: a street address ("7 Hu\u200cdson Square,
 * 10th Flo\u200cor"), a date ("M\u200cay 7") or a time that newsletters break so that phones do not
 * turn them into map or calendar links. Filter dodges break the lure's words and brands instead.
 */
function nearDigits(visible: string, start: number, end: number): boolean {
  const around = visible.slice(Math.max(0, start - DIGITS_NEAR), end + DIGITS_NEAR);
  return /\d/.test(around);
}

/** Letters and zero-width characters: the word around a zero-width character. */
const WORD_CHAR = /[\p{L}\u200b-\u200d\u2060\ufeff]/u;
/** Longest word read around a zero-width character (bounded: hostile text has no end of word). */
const MAX_WORD = 24;

/** Zero-width characters inside words, dates and times broken for phones left out. */
function zeroWidthWords(visible: string): number {
  let n = 0;
  ZERO_WIDTH_IN_WORD.lastIndex = 0;
  for (
    let m = ZERO_WIDTH_IN_WORD.exec(visible);
    m !== null && n < 1000;
    m = ZERO_WIDTH_IN_WORD.exec(visible)
  ) {
    let start = m.index;
    let end = m.index + m[0].length;
    while (start > 0 && m.index - start < MAX_WORD && WORD_CHAR.test(visible[start - 1] ?? '')) start -= 1;
    while (end < visible.length && end - m.index < MAX_WORD && WORD_CHAR.test(visible[end] ?? '')) end += 1;
    const word = visible.slice(start, end).replace(/[\u200b-\u200d\u2060\ufeff]/g, '');
    if (!DATE_WORDS.test(word) && !nearDigits(visible, start, end)) n += 1;
    // The next search starts at the last letter of this match (it may begin the next one).
    ZERO_WIDTH_IN_WORD.lastIndex = m.index + m[0].length - 1;
  }
  ZERO_WIDTH_IN_WORD.lastIndex = 0;
  return n;
}
/** Mathematical alphanumeric symbols (𝐕𝐞𝐫𝐢𝐟𝐲) and full-width Latin letters (Ｖｅｒｉｆｙ). */
const STYLED_LETTER = /[\u{1d400}-\u{1d7ff}\uff21-\uff3a\uff41-\uff5a]/gu;

function countMatches(re: RegExp, text: string, max: number): number {
  re.lastIndex = 0;
  let n = 0;
  while (n < max && re.exec(text) !== null) n += 1;
  re.lastIndex = 0;
  return n;
}

/** Hidden text shorter than this is a preview line ("preheader"), ordinary in newsletters. */
export const HIDDEN_TEXT_MIN = 200;

/** Spaces and invisible padding characters of preview lines (not text). */
const PADDING =
  /\s|\u00a0|\u00ad|\u034f|\u180e|[\u2000-\u200f]|[\u2028-\u202f]|[\u205f-\u2064]|\u3000|\ufeff/gu;

/** Tricks against readers and filters in the body. */
export function trickSignals(
  visible: string,
  html: HtmlScan | null,
  inlineImages: number,
  out: EmailFindings,
): void {
  const zw = zeroWidthWords(visible);
  if (zw >= 2) out.add('email-zero-width', { count: zw });
  const styled = countMatches(STYLED_LETTER, visible, 10_000);
  if (styled >= 4) out.add('email-styled-letters', { count: styled });
  if (html === null) return;
  // Preview lines are padded with spaces, zero-width and joiner characters to push the body out of
  // the preview: only the letters count.
  const letters = html.hiddenText.replace(PADDING, '').length;
  const hidden =
    html.hiddenText.length === 0 ? 0 : Math.round((html.hiddenLength * letters) / html.hiddenText.length);
  if (hidden >= HIDDEN_TEXT_MIN && hidden >= html.visibleLength * 0.2)
    out.add('email-hidden-text', {
      characters: hidden,
      visibleCharacters: html.visibleLength,
      how: html.hiddenHow ?? '',
    });
  if (html.passwordFields > 0) out.add('email-password-field', { count: html.passwordFields });
  if (html.forms > 0) out.add('email-html-form', { count: html.forms, action: html.formAction ?? '' });
  const images = html.images + inlineImages;
  if (images > 0 && html.visibleLength < 40)
    out.add('email-image-only', { images, characters: html.visibleLength });
}

const EXECUTABLE = new Set([
  'exe',
  'scr',
  'com',
  'pif',
  'bat',
  'cmd',
  'msi',
  'msp',
  'js',
  'jse',
  'vbs',
  'vbe',
  'wsf',
  'wsh',
  'hta',
  'ps1',
  'psm1',
  'jar',
  'lnk',
  'cpl',
  'reg',
  'dll',
  'appx',
  'msix',
  'appinstaller',
  'application',
  'gadget',
  'inf',
  'scf',
  'url',
  'iqy',
  'slk',
  'chm',
  'xll',
  'sys',
]);
const OUTLOOK_BODY_PART = /^ATT\d{5}\.html?$/i;
const HTML_FILE = new Set(['html', 'htm', 'shtml', 'xhtml', 'svg', 'mht', 'mhtml', 'xht']);
const DISK_IMAGE = new Set(['iso', 'img', 'vhd', 'vhdx', 'udf']);
const MACRO = new Set(['docm', 'dotm', 'xlsm', 'xltm', 'xlam', 'pptm', 'potm', 'ppam', 'one', 'xlsb']);
const ARCHIVE = new Set([
  'zip',
  'rar',
  '7z',
  'gz',
  'tgz',
  'tar',
  'cab',
  'ace',
  'arj',
  'xz',
  'bz2',
  'z',
  'lzh',
]);
const DOCUMENT = new Set([
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'rtf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'csv',
  'odt',
  'ods',
  'mp3',
  'wav',
  'mp4',
  'eml',
  'msg',
]);
const EXECUTABLE_TYPES = new Set([
  'application/x-msdownload',
  'application/x-dosexec',
  'application/x-msdos-program',
  'application/x-ms-shortcut',
  'application/hta',
  'application/x-javascript',
  'application/javascript',
  'text/javascript',
  'application/x-sh',
  'application/vnd.microsoft.portable-executable',
]);

/** Why an attachment is risky, from its name and declared type, or null. */
export function attachmentRisk(name: string | null, contentType: string): AttachmentRisk | null {
  const clean = (name ?? '').replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, (c) =>
    c === '\u202e' ? '\u0000' : '',
  );
  if (clean.includes('\u0000')) return 'double-extension'; // right-to-left override hides the real extension
  const parts = clean.toLowerCase().trim().replace(/\s+\./g, '.').split('.');
  const ext = parts.length > 1 ? (parts[parts.length - 1] ?? '').trim() : '';
  const before = parts.length > 2 ? (parts[parts.length - 2] ?? '').trim() : '';
  const dangerousExt = EXECUTABLE.has(ext) || HTML_FILE.has(ext) || DISK_IMAGE.has(ext);
  if (dangerousExt && DOCUMENT.has(before)) return 'double-extension';
  if (EXECUTABLE.has(ext) || EXECUTABLE_TYPES.has(contentType)) return 'executable';
  // Exchange and Outlook split a body that continues after an attachment (a disclaimer, a
  // signature) into parts named ATT00001.htm: the message's own text, not a page sent.
  if ((ext === 'htm' || ext === 'html') && OUTLOOK_BODY_PART.test(clean.trim())) return null;
  if (HTML_FILE.has(ext) || contentType === 'text/html' || contentType === 'image/svg+xml') return 'html';
  if (DISK_IMAGE.has(ext) || contentType === 'application/x-iso9660-image') return 'disk-image';
  if (MACRO.has(ext) || contentType.includes('macroenabled')) return 'macro';
  if (ARCHIVE.has(ext) || /zip|rar|7z|compressed|x-tar|gzip/.test(contentType)) return 'archive';
  return null;
}

const RISK_CODES: Readonly<Record<AttachmentRisk, EmailFindingCode>> = {
  executable: 'email-attachment-executable',
  'double-extension': 'email-attachment-double-extension',
  html: 'email-attachment-html',
  'disk-image': 'email-attachment-disk-image',
  macro: 'email-attachment-macro',
  archive: 'email-attachment-archive',
};

/** The attachments of a raw message, with a finding per kind of risk. */
export function attachmentSignals(parts: readonly ParsedAttachment[], out: EmailFindings): EmailAttachment[] {
  const list: EmailAttachment[] = [];
  for (const a of parts.slice(0, 50)) {
    // Inline images of the body are part of the message's look, not files sent.
    if (a.inline && a.contentType.startsWith('image/')) continue;
    const risk = attachmentRisk(a.name, a.contentType);
    const name = a.name === null ? null : a.name.slice(0, 200);
    list.push({ name, contentType: a.contentType.slice(0, 100), size: a.size, risky: risk !== null, risk });
    if (risk !== null) out.add(RISK_CODES[risk], { name: name ?? '', contentType: a.contentType });
  }
  return list;
}
