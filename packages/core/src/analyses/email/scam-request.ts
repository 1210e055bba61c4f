/**
 * Requests that only a scam makes (issue 22, round 14): `email-scam-request`, said beside the lure
 * that already weighs for the same words, so that such a message reads "suspicious" rather than
 * "caution". The rule was written down before it was measured (BENCHMARKS.md, "Issue 22, round 14"):
 *
 * - **the mailbox's password typed somewhere**: sign in with "your work / company email and
 *   password", "enter your email password", "sign in with your email and password to keep access";
 *   a mail provider asks for its own password on its own site, nobody else does. Not in list mail,
 *   not when a link goes to a mail provider's own domain, not in a "we will never ask" sentence,
 *   not from an organisation to its own people about its own site (From and a recipient on the
 *   same registrable domain, every link there: a school's or an employer's own portal). The
 *   same phrases count as `email-lure-credential` (`modern-lures.ts`) and as a scam request for the
 *   lone-lure rule (`lone-lure.ts`);
 * - **gift-card codes sent by email**: a gift-card lure that weighs, and "send me the codes",
 *   "email pictures of the cards", "scratch the back", « envoie-moi les codes » (a shop's "we'll
 *   email the code to your friend" is not a request to the reader);
 * - **pay or supplier payments diverted from a personal mailbox**: the payroll or supplier bank
 *   change that `email-lure-account` read, from a free mailbox (or with a free-mail Reply-To);
 * - **payments to a new account** (round 18, rule M): a supplier's or a landlord's new bank account
 *   from any sender outside list mail (an employer's own memo on direct deposit is not one);
 * - **a ransom's wallet** (round 21, rule R2): a cryptocurrency address beside an extortion threat
 *   (extortion.ts), outside list mail.
 */
import { compileList, findAll, type PhraseMatch } from '../../lexical/phrases/matcher.js';
import { excerptOf, type NormalizedMessage } from '../../lexical/phrases/normalize.js';
import type { EmailFindings } from './collect.js';
import { extortionThreats, walletAddresses } from './extortion.js';
import { shareEmailAsked, wireAsked } from './one-sign.js';
import { completesNe, isNever, negations } from './negation.js';
import { isMailProvider } from './sender.js';

/** The password of the reader's mailbox or work account, asked for (see the file's comment). */
const MAILBOX_PASSWORD = compileList({
  en: [
    '(?:sign|log) ?in (?:with|using) your (?:work|company|corporate|office|business|school|staff|employee|organi[sz]ation|organi[sz]ational|university|network|domain) (?:e-?mail|mailbox|outlook|account) (?:address )?(?:and|&) (?:your )?password',
    '(?:sign|log) ?in (?:with|using) your (?:e-?mail|mailbox) (?:address )?(?:and|&) (?:your )?password to (?:keep|maintain|retain|continue|restore|regain|avoid|prevent|re-?activate|reactivate|validate|verify|upgrade|view|open|read|download|sign|acknowledge|review)',
    '(?:sign|log) ?in (?:with|using) your (?:e-?mail|mailbox|outlook|office 365|microsoft 365|webmail|network) (?:account )?password',
    '(?:enter|confirm|verify|validate|provide|type|submit|re-?enter|use|update) your (?:work |company |corporate |office |business |school |staff |employee )?(?:e-?mail|mailbox|outlook|office 365|microsoft 365|webmail|network|domain) (?:account )?password',
    // Round 15: the work password without the mailbox's name (lone-lure.ts read it apart before).
    '(?:sign|log) ?in with (?:your |the )?(?:work|office|company)(?: e-?mail| mailbox)? password',
  ],
  fr: [
    '(?:connectez-vous|connectez vous|connecte-toi|vous connecter|identifiez-vous|ouvrez une session) avec (?:votre|ton) (?:adresse )?(?:courriel|adresse electronique|e-mail) professionnel(?:le)? et (?:votre |ton |le )?mot de passe',
    '(?:connectez-vous|connectez vous|connecte-toi|vous connecter|identifiez-vous|ouvrez une session) avec (?:votre|ton) (?:adresse )?(?:courriel|adresse electronique|e-mail) et (?:votre |ton |le )?mot de passe pour (?:conserver|garder|maintenir|continuer|retablir|eviter|valider|reactiver|consulter|ouvrir|lire|telecharger|signer|voir|y acceder|acceder au (?:document|fichier|message))',
    '(?:entrez|saisissez|confirmez|fournissez|indiquez|utilisez|validez|(?:connectez-vous|connectez vous|connecte-toi|identifiez-vous) avec) (?:le |votre )?mot de passe de (?:votre|ta) (?:messagerie|boite|courriel|adresse courriel)',
  ],
});

/** Gift-card codes or pictures of the cards to send (said beside a gift-card lure). */
export const CARD_CODES = compileList({
  en: [
    '(?:send|email|e-mail|text|forward|reply with|share) (?:me|us) (?:the |all the |a )?(?:pictures?|photos?|pics|images?|codes?|card numbers?|claim codes?|pins?)',
    '(?:send|email|e-mail|text) (?:the |a )?(?:pictures?|photos?|pics|images?) of (?:the |all the )?(?:codes?|cards?|backs?)',
    'reply with the (?:codes?|card numbers?|pins?)',
    'scratch (?:off )?the (?:back|silver|strip)',
  ],
  fr: [
    '(?:envoie|envoyez|transmets|transmettez|texte|textez)(?:-moi|-nous| moi| nous) (?:les|des|la|une) (?:codes?|photos?|numeros?|nip)',
    '(?:envoie|envoyez|envoyer) (?:les|des) photos (?:des|de la|du) (?:cartes?|codes?|dos)',
    '(?:gratte|grattez|gratter) (?:le dos|la bande|l.endos)',
  ],
});

/**
 * A condition or a purpose ending the text before a negation: "if you do not sign in…", "unless",
 * "to avoid", « afin de ne pas perdre… », « pour ne pas… », « si vous ne… ». Such a negation belongs
 * to the threat, not to the request beside it.
 */
const CONDITION =
  /\b(?:(?:if|unless|si)(?: [a-z']+){0,3}|otherwise|or else|to avoid|failure to|failing to|sinon|afin de|afin d|pour|faute de|a defaut de) $/;
/** Characters read back to the start of the sentence. */
const SENTENCE_BACK = 160;

/**
 * The start of the sentence that holds `start`: up to `back` characters before it, from the last
 * ".", "!", "?" or line break (shared with `modern-lures.ts`).
 */
export function sentenceBefore(folded: string, start: number, back: number): string {
  const before = folded.slice(Math.max(0, start - back), start);
  const stop = Math.max(
    before.lastIndexOf('.'),
    before.lastIndexOf('!'),
    before.lastIndexOf('?'),
    before.lastIndexOf('\n'),
  );
  return stop === -1 ? before : before.slice(stop + 1);
}

/**
 * A match that is not in a sentence of warning. Every negation read back to the sentence start
 * cancels the request, except one that a condition or a purpose governs in its own clause ("If you do
 * not sign in within 24 hours, sign in with…", « Afin de ne pas perdre l'accès, connectez-vous… »):
 * that one is the threat, and the request stands.
 */
function asked(folded: string, m: PhraseMatch): boolean {
  const sentence = sentenceBefore(folded, m.start, SENTENCE_BACK);
  // A notice's own "never" is never excused by a condition ("if in doubt, never enter…").
  for (const neg of negations(sentence))
    if (
      !completesNe(sentence, neg) &&
      (isNever(sentence, neg) || !CONDITION.test(sentence.slice(0, neg.start)))
    )
      return false;
  return true;
}

/** The matches of `list` in the text that are requests, not warnings. */
function requested(list: Parameters<typeof findAll>[0], norm: NormalizedMessage): PhraseMatch[] {
  return findAll(list, norm.folded).filter((m) => asked(norm.folded, m));
}

/** `MAILBOX_PASSWORD`'s requests per message: three checks read them (lures, lone lure, scam request). */
const mailboxAsks = new WeakMap<NormalizedMessage, PhraseMatch[]>();
/** The requests of the mailbox's password in the text, scanned once per message. */
export function mailboxPasswordAsked(norm: NormalizedMessage): PhraseMatch[] {
  let found = mailboxAsks.get(norm);
  if (found === undefined) mailboxAsks.set(norm, (found = requested(MAILBOX_PASSWORD, norm)));
  return found;
}

/** The finding of `code` when it weighs. */
const weighing = (
  out: EmailFindings,
  code: 'email-lure-gift-card' | 'email-lure-account' | 'email-lure-callback',
): EmailFindings['list'][number] | undefined => out.list.find((f) => f.code === code && f.scoreImpact > 0);
const weighs = (out: EmailFindings, code: 'email-lure-gift-card' | 'email-lure-account'): boolean =>
  weighing(out, code) !== undefined;
/** A lure of `code` is there and weighs (the crypto and threat lures of rule R2). */
const lureWeighs = (out: EmailFindings, code: 'email-lure-crypto' | 'email-lure-threat'): boolean =>
  out.list.some((f) => f.code === code && f.scoreImpact > 0);

/**
 * Round 21 (rule R2): a wallet to pay written beside an extortion threat (sextortion, a DDoS, a stolen
 * database to publish) that a weighing cryptocurrency lure and threat lure read; not in list mail.
 */
function ransomWallet(norm: NormalizedMessage, isList: boolean, out: EmailFindings): PhraseMatch | undefined {
  if (isList || !lureWeighs(out, 'email-lure-crypto') || !lureWeighs(out, 'email-lure-threat'))
    return undefined;
  if (extortionThreats(norm).length === 0) return undefined;
  return walletAddresses(norm)[0];
}

/** The round-15 scams with one sign (BENCHMARKS.md, rules C, D, E and F; one-sign.ts). */
function oneSign(
  facts: Parameters<typeof scamRequest>[0],
  internal: boolean,
  out: EmailFindings,
): PhraseMatch | string | undefined {
  const { norm } = facts;
  // C: a toll or a fine with a fee to avoid (the invoice lure was kept, modern-lures.ts).
  // Not when a link is on a listed brand's own site (a toll operator's overdue notice).
  const toll = facts.brandLink ? undefined : facts.toll[0];
  if (toll !== undefined) return toll;
  if (facts.isList) return undefined;
  // E: a number to call about a charge, from a free mailbox (the callback lure's own excerpt).
  const callback = facts.freeMailbox ? weighing(out, 'email-lure-callback') : undefined;
  if (callback !== undefined) return String(callback.parameters?.phrase);
  // F: a wire to make, from a free mailbox, with no link.
  if (facts.freeMailbox && facts.links.length === 0) {
    const wire = wireAsked(norm)[0];
    if (wire !== undefined) return wire;
  }
  // D: the email address asked for to see a shared file, with links on no known brand's site
  // (the share call is read only once such a request is found).
  // Not beside a document service that asks the address itself (DocSend, round 16).
  if (internal || facts.links.length === 0 || facts.brandLink || facts.documentLink) return undefined;
  const ask = shareEmailAsked(norm)[0];
  if (ask !== undefined && facts.shareCall()) return ask;
  return undefined;
}

/** Adds `email-scam-request` (see the file's comment). */
export function scamRequest(
  facts: {
    /** The text the lures were read in (for the excerpt), and its normal form. */
    readonly text: string;
    readonly norm: NormalizedMessage;
    readonly isList: boolean;
    /** The From address, or a Reply-To on another domain, is a free mailbox. */
    readonly freeMailbox: boolean;
    /** The web links: registrable domain and host (null for a link without a host). Round 17: one
     * list (it was two parallel ones). */
    readonly links: readonly { readonly site: string | null; readonly host: string | null }[];
    /** The payroll or supplier bank change phrases of the text (`payDiversion` of modern-lures.ts),
     * read only when a free mailbox's account lure weighs. */
    readonly diversion: () => readonly PhraseMatch[];
    /** Round 18 (rule M): a supplier's or a landlord's new bank account (`vendorChange`). */
    readonly vendor: () => readonly PhraseMatch[];
    /** The From's registrable domain and the recipients' (To). */
    readonly fromSite: string | null;
    readonly toSites: readonly string[];
    /** Round 15: a toll or fine's fee threat (`tollDemand`, read beside the invoice lure when no
     * listed brand sends), a share call (`shareCall`), and whether a link is on a known brand's own site. */
    readonly toll: readonly PhraseMatch[];
    readonly shareCall: () => boolean;
    readonly brandLink: boolean;
    /** Round 16: a link is on a document service that asks the viewer's address itself (DocSend). */
    readonly documentLink: boolean;
  },
  out: EmailFindings,
): void {
  const { norm } = facts;
  let found: PhraseMatch | string | undefined;
  // An organisation writing to its own people about its own sign-in page (a school's portal).
  const site = facts.fromSite;
  const internal = site !== null && facts.toSites.includes(site) && facts.links.every((l) => l.site === site);
  // Every link (at least one) on a mail provider's own pages: the provider asking for its password.
  // Hosts, not sites: a form on docs.google.com is anyone's (round 16).
  const provider =
    facts.links.length > 0 &&
    facts.links.every((l) => l.site !== null && l.host !== null && isMailProvider(l.host, l.site));
  if (!facts.isList && !provider && !internal) found = mailboxPasswordAsked(norm)[0];
  if (found === undefined && weighs(out, 'email-lure-gift-card')) found = requested(CARD_CODES, norm)[0];
  if (found === undefined && facts.freeMailbox && weighs(out, 'email-lure-account'))
    found = facts.diversion()[0];
  // Round 18 (rule M): payments to a new account, from any sender outside list mail.
  if (found === undefined && !facts.isList && weighs(out, 'email-lure-account')) found = facts.vendor()[0];
  found ??= ransomWallet(norm, facts.isList, out);
  found ??= oneSign(facts, internal, out);
  if (found === undefined) return;
  const phrase = typeof found === 'string' ? found : excerptOf(facts.text, norm, found.start, found.end);
  out.add('email-scam-request', { phrase, phrases: [phrase] });
}
