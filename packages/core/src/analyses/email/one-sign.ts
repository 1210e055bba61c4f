/**
 * Scams with one sign (issue 22, round 15): phrases that `email-scam-request` (scam-request.ts) reads
 * only beside the evidence that makes them a scam's (BENCHMARKS.md, "Issue 22, round 15", rules D
 * and F, written before they were measured):
 *
 * - **a wire to make**, asked of the reader from a free mailbox with no link (CEO fraud: "I need you
 *   to process a wire transfer of $48,500 today", « j'ai besoin que tu effectues un virement »; a
 *   friend's "I'll do the transfer tonight" is not a request);
 * - **the email address to type to see a shared file** ("sign in with your email address to verify
 *   your identity", "enter your email to view the document"), beside a call to open a shared
 *   document, with links on no known brand's site (an unbranded share page that collects
 *   addresses, then passwords) nor on a document service that asks it itself (DocSend, round 16:
 *   `DOCUMENT_SHARE_SERVICE_DOMAINS`).
 */
import { DOCUMENT_SHARE_SERVICE_DOMAINS } from '../../data/index.js';
import { compileList, findAll, type PhraseMatch } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';

/** A wire or bank transfer to make (rule F). */
const WIRE_REQUEST = compileList({
  en: [
    '(?:need you to|want you to) (?:quickly |urgently )?(?:process|make|send|initiate|arrange|complete|handle|execute|do) (?:a |an |the )?(?:urgent |quick |same-day |same day |international |domestic |outgoing )?(?:wire(?: transfer)?|bank transfer|swift transfer)s?',
    // A polite ask names a wire: "could you make the bank transfer for the rent" is a landlord's.
    '(?:can you|could you|would you|will you|please|kindly) (?:quickly |urgently )?(?:process|make|send|initiate|arrange|complete|handle|execute|do) (?:a |an |the )?(?:urgent |quick |same-day |same day |international |domestic |outgoing )?(?:wire(?: transfer)?|swift transfer)s?',
  ],
  fr: [
    'besoin que (?:tu|vous) (?:effectuer|effectues|effectuiez|faire|fasses|fassiez|envoyer|envoies|envoyiez|proceder a|traiter) (?:un|le|ce) (?:virement|transfert)(?! interac)(?: bancaire| urgent| international)?',
    // « Peux-tu faire le virement pour le chalet? » is a friend's: the polite ask names a bank wire.
    '(?:(?:peux|pourrais)-tu|(?:pouvez|pourriez)-vous|veuillez|merci de) (?:effectuer|faire|envoyer|proceder a|traiter) (?:un|le|ce) (?:virement|transfert) (?:bancaire|urgent|international|telegraphique)',
  ],
});

/** The email address asked for to see a shared file (rule D; the password forms are MAILBOX_SIGN_IN's). */
const SHARE_EMAIL_ASK = compileList({
  en: [
    '(?:sign|log) ?in with your (?:e-?mail|e-?mail address) to (?:verify|confirm) your identity',
    '(?:enter|confirm|verify|provide|type) your (?:e-?mail|e-?mail address) (?:address )?to (?:view|open|access|download|read|see|unlock|preview)',
  ],
  fr: [
    '(?:connectez-vous|identifiez-vous|confirmez|entrez|saisissez|indiquez) (?:avec )?(?:votre )?adresse (?:courriel|electronique) pour (?:consulter|voir|ouvrir|acceder|telecharger|verifier votre identite|confirmer votre identite)',
  ],
});

/** The wire requests of the text (rule F). */
export function wireAsked(norm: NormalizedMessage): PhraseMatch[] {
  return findAll(WIRE_REQUEST, norm.folded, 1);
}

/** `SHARE_EMAIL_ASK`'s matches per message: the lone-lure rule and rule D both read them. */
const shareAsks = new WeakMap<NormalizedMessage, PhraseMatch[]>();
/** The requests of the reader's email address to see a shared file (rule D), scanned once per message. */
export function shareEmailAsked(norm: NormalizedMessage): PhraseMatch[] {
  let found = shareAsks.get(norm);
  if (found === undefined) shareAsks.set(norm, (found = findAll(SHARE_EMAIL_ASK, norm.folded, 1)));
  return found;
}

const DOCUMENT_SERVICES = new Set(DOCUMENT_SHARE_SERVICE_DOMAINS);
/** A registrable domain of a document service that asks the viewer's address itself (DocSend). */
export function isDocumentShareService(site: string | null): boolean {
  return site !== null && DOCUMENT_SERVICES.has(site);
}
