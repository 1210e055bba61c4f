/**
 * Lures of 2025–26 mail that the shared phrase lists (written for texts) do not cover (issue 22,
 * round 6), email only:
 *
 * - a QR code to scan "with your phone" to re-activate sign-in protection, to verify or to sign in
 *   (not to see a menu or get an app), and a document that "can only be opened on a mobile device"
 *   (the scan moves the reader off the protected computer): counted as `email-lure-credential`;
 * - a page "attached" that the reader must sign in to with the mailbox's address and password, or a
 *   file named in the text as a web page (`Remittance_88213.html`) beside "attached": counted as
 *   `email-attachment-html` (a pasted body loses the attachment itself);
 * - payroll diversion: new bank details for the next pay, a direct deposit to "verify" or "update",
 *   said beside a word of pay: counted as `email-lure-account`;
 * - a wallet's recovery phrase to enter, and a supplier's new bank details for an invoice (round 13):
 *   counted as `email-lure-credential` and `email-lure-account`;
 * - the password of the reader's mailbox or work account asked for (round 14, scam-request.ts):
 *   counted as `email-lure-credential`;
 * - a request from someone who cannot be reached (unreachable-request.ts): `email-lure-unreachable-request`,
 *   and the rental scam's landlord abroad whose keys come once the deposit is paid (round 18, rental-deposit.ts);
 * - a toll or a fine to pay (round 14): `email-lure-invoice`;
 * - a disease named by its initials in health spam ("E.D. treatment"): `email-lure-health`;
 * - an unsolicited sales pitch to nobody by name (pitch.ts): `email-lure-cold-pitch`.
 */
import { compileList, findAll, type PhraseMatch } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import type { EmailFindings } from './collect.js';
import { coldPitch } from './pitch.js';
import { rentalDeposit } from './rental-deposit.js';
import { unreachableRequest } from './unreachable-request.js';
import type { EmailFindingCode } from './rules.js';
import { mailboxPasswordAsked, sentenceBefore } from './scam-request.js';

/** A code to scan with a phone to restore sign-in protection or to open a document. */
export const QR_LURE = compileList({
  en: [
    'scan (?:the|this) (?:qr |barcode |secure )?code (?:below |above |attached )?(?:with|using) (?:your |a )?(?:phone|mobile|smartphone|camera|mobile device|mobile phone)(?:.s camera)? to (?:re-?activate|reactivate|re-?enable|verify|validate|restore|secure|unlock|sign in|log in|authenticate|confirm)',
    'scan (?:the|this) (?:qr )?code (?:below |above )?to (?:re-?activate|reactivate|re-?enable|restore|verify|validate|update) (?:your )?(?:mfa|2fa|multi-factor|two-factor|authenticat|account|mailbox|password|access)',
    '(?:can|may) only be (?:opened|viewed|accessed|signed|reviewed) (?:on|from|with) (?:a |your )?(?:mobile device|phone|smartphone|mobile phone)',
    '(?:re-?activate|reactivate|re-?enable|re-?validate|renew) (?:your )?(?:mfa|2fa|multi-factor authentication|two-factor authentication)(?: settings)?',
  ],
  fr: [
    '(?:balayez|scannez|numerisez) (?:le|ce) code (?:qr )?(?:ci-dessous |ci-dessus )?(?:avec|a l.aide de) votre (?:telephone|cellulaire|mobile|appareil)(?: mobile)? pour (?:la |le |les )?(?:reactiver|verifier|valider|retablir|debloquer|vous connecter|confirmer)',
    '(?:reactiver|reactivez|revalider) (?:votre |l.)?authentification (?:a deux facteurs|multifacteur)',
    '(?:ne )?peut (?:etre )?(?:ouvert|consulte|signe) (?:que )?(?:sur|depuis) (?:un|votre) (?:appareil mobile|telephone|cellulaire)',
  ],
});

/** Signing in with the mailbox's own address and password to read an attachment or a page. */
export const MAILBOX_SIGN_IN = compileList({
  en: [
    '(?:sign|log) ?in with your (?:work |office |company |corporate |business )?(?:email|e-mail) (?:account|address)(?: and password)? to (?:view|open|read|access|download|listen)',
    '(?:sign|log) ?in with your (?:microsoft 365|microsoft|office 365|outlook|company|work) (?:credentials|account|password) to (?:view|open|read|access|download|listen)',
  ],
  fr: [
    '(?:connectez-vous|connectez vous|vous connecter) avec (?:l.adresse|votre adresse|vos identifiants)(?: courriel)?(?: professionnelle)?(?: et (?:le|votre) mot de passe)? (?:de votre )?(?:messagerie|courriel|boite)',
  ],
});

/** "Attached" in English or French (the file is said to come with the message). */
const ATTACHED = compileList({
  en: ['attached', 'attachment', 'enclosed'],
  fr: ['ci-joint', 'ci-jointe', 'piece jointe', 'en annexe'],
});
/** A file name ending like a web page, as written in the text (`Fax_0188.htm`, `Invoice 44.html`). */
const PAGE_FILE = /[\p{L}\p{N}_-][\p{L}\p{N}_. -]{0,60}\.(?:html?|shtml|xhtml|svg|mhtml?)(?![\p{L}\p{N}])/iu;
/** How far from "attached" the page's name may be, in characters. */
const ATTACHED_WINDOW = 160;

/** Pay and payroll words (the subject of a diversion). */
const PAY_WORDS = compileList({
  en: [
    'payroll',
    'paycheque',
    'paycheck',
    'direct deposit',
    'salary',
    'pay ?day',
    'next pay',
    'pay stub',
    'wages',
  ],
  fr: ['paie', 'depot direct', 'salaire', 'versement de (?:ma|la) paie'],
});
/** New bank details for pay, or pay details to verify (said by an employee or a "payroll portal"). */
export const PAY_CHANGE = compileList({
  en: [
    '(?:changed|switched|moved) (?:my )?banks?',
    'my new (?:bank |banking |checking |chequing )?account',
    'new (?:bank|banking) (?:account )?(?:details|information|info)',
    '(?:update|change|switch) (?:my|the) (?:direct deposit|payroll|bank|banking) (?:details|information|info|account)',
    '(?:verify|confirm|update) your (?:direct deposit|payroll|salary) (?:details|information|info|account)',
  ],
  fr: [
    'change (?:d.institution financiere|de banque|de compte bancaire)',
    'mon nouveau compte',
    'nouvelles coordonnees bancaires',
    'changement de compte pour (?:le|mon) depot direct',
    '(?:verifier|verifiez|confirmer|confirmez|mettre a jour) (?:vos|mes) (?:informations|coordonnees) (?:de|pour le) (?:depot direct|paie)',
  ],
});

/**
 * A wallet's recovery phrase asked for (round 13): whoever holds it holds the funds, so a request to
 * type it anywhere is a credential lure; a warning ("never enter your recovery phrase") is not.
 */
const RECOVERY_PHRASE = compileList({
  en: [
    '(?<!never |not |n.t )(?:enter|provide|type|submit|confirm|verify|validate|import|re-?enter) (?:your |the )?(?:\\d{2}-word |\\d{2} word )?(?:wallet.s |wallet )?(?:recovery|seed|secret|mnemonic) (?:phrase|words)',
  ],
  fr: [
    '(?<!jamais |pas )(?:entrez|entrer|saisissez|saisir|fournissez|fournir|confirmez|confirmer|validez|valider) (?:votre |vos |la )?(?:phrase|mots) (?:de recuperation|secrete|mnemonique|de recuperation de \\d{2} mots)',
  ],
});

/**
 * A supplier's "new bank details" for an invoice (round 13): the payment diverted without a word of
 * pay, counted as `email-lure-account` like payroll diversion.
 */
export const VENDOR_BANK_CHANGE = compileList({
  en: [
    '(?:our|my) (?:bank|banking|remittance|payment) (?:details|information|info|account|instructions) (?:have|has) (?:changed|been updated|been changed)',
    '(?:send|remit|make|direct|pay|wire) (?:the |all |future |your )?(?:payment|payments|funds|transfer|rent)s? (?:of (?:the |this )?(?:attached |outstanding )?invoice [^.]{0,40})?to (?:our|my|the) new (?:bank |banking )?account',
    // Round 18 (rule M): the passive form and the old account said to be closed (a landlord's rent).
    '(?:payments?|funds|transfers?|rent|invoices?|remittances?) (?:must|should|will|are to|need to) (?:now |henceforth |from now on )?be (?:sent|paid|made|remitted|directed|wired|deposited|transferred) (?:in)?to (?:our|my|the) new (?:bank |banking )?account',
    '(?:our|my) (?:previous|old|former) (?:bank |banking )?account (?:is no longer|can no longer|will no longer|cannot|is closed|has been closed)',
  ],
  fr: [
    '(?:nos|mes) coordonnees bancaires ont (?:change|ete modifiees|ete mises a jour)',
    '(?:effectuer|faire|envoyer|verser|payer) (?:le|les|vos|votre) (?:paiement|paiements|virement|virements|loyer) (?:dans|sur|a) (?:notre|mon) nouveau compte',
    '(?:doivent|devront|doit|devra) (?:desormais |dorenavant |maintenant )?etre (?:verses?|effectues?|envoyes?|faits?|deposes?|payes?) (?:dans|sur|a) (?:notre|mon) nouveau compte',
    '(?:notre|mon) ancien compte (?:bancaire )?(?:n.est plus|ne peut plus|est ferme|a ete ferme)',
  ],
});

/**
 * A sentence that reports or warns of the change rather than making it (round 18): "emails saying
 * that our bank details have changed", « des fraudeurs … qui annoncent que nos coordonnées… ». The
 * writer's own earlier word ("as I said on the phone", "like we said") is no report: it is how the
 * payment-diversion scam opens.
 */
const REPORTED =
  /\b(?<!\b(?:as|like) (?:i|we)(?: have| had|'ve|'d)?(?: already| just)? )(?:say|says|saying|said|claim|claims|claiming|claimed|pretend|pretends|pretending|announcing|fraud|frauds|fraudsters?|scam|scams|scammers?|fake|disant|pretendant|annoncent|annoncant|affirmant|fraudeurs?|fraude|faux|fausses?)\b/;
/** Characters read back to the start of the sentence. */
const SENTENCE_BACK = 200;

/** The match is in a sentence that reports or warns of it (see `REPORTED`). */
function reported(folded: string, m: PhraseMatch): boolean {
  return REPORTED.test(sentenceBefore(folded, m.start, SENTENCE_BACK));
}

/**
 * A bill for a toll or a fine (round 14): the 2025–26 toll and fine scams ask for a few dollars "to
 * avoid a fee"; counted as `email-lure-invoice`. ("Account past due" was tried and dropped: a small
 * provider's own overdue notice read as a scam.)
 */
const TOLL_OR_FINE = compileList({
  en: [
    '(?:unpaid|outstanding|overdue) (?:highway |road |bridge |express ?lane )?tolls?',
    'tolls? (?:balance|violation|notice|invoice|charges?)',
    '(?:unpaid|outstanding|overdue) (?:parking |traffic |speeding )?(?:tickets?|fines?|citations?|penalty|penalties)',
  ],
  fr: [
    'peages? (?:impayes?|en souffrance|non payes?|en retard)',
    '(?:amende|contravention|constat)s? (?:impayee?s?|en souffrance|non payee?s?)',
  ],
});

/**
 * A fee, a penalty, collections or a licence suspension threatened for a toll or a fine (round 15):
 * beside `TOLL_OR_FINE`, the 2025–26 toll and fine scam's demand ("pay $6.85 to avoid a $45 late
 * fee"). A toll operator's own statement says what is owed.
 */
const FEE_THREAT = compileList({
  en: [
    'avoid (?:a |an |any )?(?:additional |further |extra )?(?:late |penalty |administrative |processing |collection )?(?:fees?|penalt(?:y|ies)|surcharges?)',
    '(?:additional|further|late) (?:fees?|penalt(?:y|ies)) (?:will|may) (?:be )?(?:apply|applied|added|charged|incurred)',
    '(?:referr?al|referred|sent|forwarded) to (?:a )?collections?',
    '(?:driver.?s )?(?:licen[cs]e|registration|plates?) (?:will be |may be |could be )?(?:suspended|revoked|blocked)',
  ],
  fr: [
    'eviter (?:des|les|tout|tous) (?:frais|penalites|amendes)',
    '(?:frais|penalites) (?:de retard|supplementaires|additionnels) (?:seront|pourraient|pourront|s.appliqueront)',
    '(?:agence de )?recouvrement',
    '(?:permis|immatriculation) (?:sera |pourrait etre )?(?:suspendu|suspendue|bloque|bloquee|revoque)',
  ],
});

/** A toll or a fine with a fee to avoid (see `FEE_THREAT`): the threat's matches, or none. */
export function tollDemand(norm: NormalizedMessage): PhraseMatch[] {
  return findAll(TOLL_OR_FINE, norm.folded, 1).length > 0 ? findAll(FEE_THREAT, norm.folded, 1) : [];
}

/**
 * A call to open a shared document (round 14): with a brand named only in the body, it is the lure
 * that lets the link checks compare the links with that brand (links.ts); it weighs nothing itself.
 */
const SHARE_CALL = compileList({
  en: [
    'review (?:and sign )?(?:the |this |your )?documents?',
    'view (?:the |this |your )?(?:shared )?documents?',
    '(?:shared|sent) (?:you )?(?:a|an|the) (?:secure |encrypted |new )?(?:document|file|folder|pdf)s?(?: with you)?',
    'documents? (?:is )?(?:ready )?(?:to review|to sign|for (?:your )?(?:review|signature))',
  ],
  fr: [
    'documents? a (?:signer|consulter|examiner)',
    '(?:consulter|examiner|voir) (?:le|ce|votre) document',
    'a partage (?:un|le) (?:document|fichier|dossier) avec vous',
    'vous a envoye (?:un|le) (?:document|fichier)',
  ],
});

/** The text calls the reader to open a shared document (see `SHARE_CALL`). */
export function shareCall(norm: NormalizedMessage): boolean {
  return findAll(SHARE_CALL, norm.folded, 1).length > 0;
}

/** Initials of a disease in health spam ("E.D. treatment", "ED pills"). */
const HEALTH_INITIALS = compileList({
  en: [
    'e\\. ?d\\.? (?:treatment|pills?|meds|medication|solution|cure)',
    'ed (?:pills|meds|medication|treatment)',
  ],
});

type AddMatches = (code: EmailFindingCode, matches: readonly PhraseMatch[]) => void;

/** The name of a web page said to be attached, or null. */
export function describedPage(norm: NormalizedMessage): string | null {
  const { text } = norm;
  const attached = findAll(ATTACHED, norm.folded, 5);
  for (const a of attached) {
    const from = Math.max(0, a.start - ATTACHED_WINDOW);
    const near = text.slice(from, Math.min(text.length, a.end + ATTACHED_WINDOW));
    const m = PAGE_FILE.exec(near);
    if (m !== null && !/^https?:|www\./i.test(m[0])) return m[0].trim().slice(0, 120);
  }
  return null;
}

/** A message's payroll and supplier bank changes, each read once (round 17: the lures and the scam request share them). */
const payReads = new WeakMap<NormalizedMessage, { pay?: PhraseMatch[]; vendor?: PhraseMatch[] }>();
function readsOf(norm: NormalizedMessage): { pay?: PhraseMatch[]; vendor?: PhraseMatch[] } {
  let reads = payReads.get(norm);
  if (reads === undefined) payReads.set(norm, (reads = {}));
  return reads;
}
/** New bank details for pay, said beside a word of pay (`PAY_CHANGE` after `PAY_WORDS`). */
function payChange(norm: NormalizedMessage): PhraseMatch[] {
  const reads = readsOf(norm);
  return (reads.pay ??=
    findAll(PAY_WORDS, norm.folded, 1).length > 0 ? findAll(PAY_CHANGE, norm.folded) : []);
}
/** A supplier's or a landlord's new bank details (`VENDOR_BANK_CHANGE`), not where a sentence reports them. */
export function vendorChange(norm: NormalizedMessage): PhraseMatch[] {
  const reads = readsOf(norm);
  return (reads.vendor ??= findAll(VENDOR_BANK_CHANGE, norm.folded).filter((m) => !reported(norm.folded, m)));
}

/** The payroll or supplier bank change asked for in the text (the phrases `email-lure-account` reads). */
export function payDiversion(norm: NormalizedMessage): PhraseMatch[] {
  const pay = payChange(norm);
  return pay.length > 0 ? pay : vendorChange(norm);
}

/**
 * Round 20: the fake-cheque job's ask, a cheque deposited and part of it passed on ("deposit it, keep
 * $400 and forward the balance", « déposez-le, gardez 350 $ et transférez le reste »): a payer who
 * means to pay sends only what is owed. Counted as `email-lure-easy-money`. Review of round 20: the
 * balance or the rest is the money's, not "the balance sheet", "the rest of the receipts", « le reste
 * des documents »; "remaining" only with an amount or money word after it.
 */
const FAKE_CHEQUE = compileList({
  en: [
    'deposit (?:it|the (?:cheque|check)|this (?:cheque|check))[^.!?\\n]{0,80}?(?:send|forward|wire|transfer|return|e-?transfer|remit) (?:the )?(?:(?:balance|rest|remainder|difference|excess|leftover)(?! sheet| of (?!(?:the |my |your |that |this )?(?:money|funds|amount|payment|cash|cheque|check|\\$|\\d)))|remaining (?:amount|funds|money|balance|sum|\\$|\\d))',
  ],
  fr: [
    "(?:deposez|deposer)-le[^.!?\\n]{0,80}?(?:renvoyez|renvoyer|transferez|transferer|envoyez|envoyer|retournez|retourner|virez|virer) (?:le )?(?:(?:reste|solde|surplus|difference)(?! (?:des|du|de la|de) (?!(?:l'argent|fonds|montant|somme|cheque|paiement|\\d)))|montant restant)",
  ],
});

/** Adds the lures above (see the file's comment) read in `norm`, the normal form of the text. */
export function modernLures(norm: NormalizedMessage, add: AddMatches, out: EmailFindings): void {
  if (!out.has('email-lure-credential')) add('email-lure-credential', findAll(QR_LURE, norm.folded));
  // The same two readings as `payDiversion` (pay first, then a supplier's), read once a message.
  if (!out.has('email-lure-account')) add('email-lure-account', payChange(norm));
  if (!out.has('email-lure-credential')) add('email-lure-credential', findAll(RECOVERY_PHRASE, norm.folded));
  if (!out.has('email-lure-account')) add('email-lure-account', vendorChange(norm));
  if (!out.has('email-lure-health')) add('email-lure-health', findAll(HEALTH_INITIALS, norm.folded));
  if (!out.has('email-lure-invoice')) add('email-lure-invoice', findAll(TOLL_OR_FINE, norm.folded));
  if (!out.has('email-lure-easy-money')) add('email-lure-easy-money', findAll(FAKE_CHEQUE, norm.folded));
  add('email-lure-cold-pitch', coldPitch(norm));
  add('email-lure-unreachable-request', unreachableRequest(norm));
  // Round 18 (rule P): the rental scam's script (rental-deposit.ts).
  if (!out.has('email-lure-unreachable-request')) add('email-lure-unreachable-request', rentalDeposit(norm));
  const page = describedPage(norm);
  const signIn = findAll(MAILBOX_SIGN_IN, norm.folded, 1).length > 0;
  if (page !== null && (signIn || out.has('email-lure-credential')))
    out.add('email-attachment-html', { name: page, contentType: '' });
  else if (signIn && !out.has('email-lure-credential'))
    add('email-lure-credential', findAll(MAILBOX_SIGN_IN, norm.folded));
  // The mailbox's own password asked for (round 14, scam-request.ts).
  if (!out.has('email-lure-credential')) add('email-lure-credential', mailboxPasswordAsked(norm));
}
