/**
 * Issue 23, round 22 (msg22): a real Interac e-Transfer notice sends the reader to the bank's own
 * channel ("KAREN LEE sent you $40.00 for "pizza". Deposit it in your banking app.", « Déposez les
 * fonds dans votre application bancaire », "Sign in to online banking or the mobile app to deposit
 * it"). The scam brings its own way in: a link, a reply, a fee, a call, money to send back. With
 * none of them, the e-Transfer words alone say nothing a person should slow down for: whoever
 * deposits through the own app finds a transfer there or nothing.
 *
 * Read on the folded text at the end of `addCombinations`; the caller checks that
 * no link is there. Kept only when `message-interac-transfer` is the only finding beside the amount.
 */
import { dropFinding, type Collector } from './collector.js';
import { hasPhoneNumber } from './families.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import type { MessageFindingCode } from './rules.js';

/** Findings that may stand beside the e-Transfer words: the amount and its currency. */
const BESIDE: ReadonlySet<MessageFindingCode> = new Set([
  'message-interac-transfer',
  'message-money-amount',
  'message-foreign-currency',
]);

/**
 * The reader's own banking app or online banking as the way to deposit: "deposit it in your
 * banking app", "sign in to online banking or the mobile app to deposit it", « déposez les fonds
 * dans votre application bancaire », « dans AccèsD ».
 */
const APP = String.raw`(?:[a-z']{2,14} ){0,3}(?:app|online banking)`;
const OWN_APP_DEPOSIT = new RegExp(
  String.raw`(?<![a-z])(?:deposit(?: it| them| the (?:funds|money|transfer))? (?:in|into|through|using|with|from|via) (?:your|the) ${APP}|(?:open|use|sign in to|sign into|log in to|log into|go to) (?:your |the )?${APP}(?: or (?:your |the )?${APP})? to deposit|deposez(?:-les|-le)? (?:les fonds |l'argent |le virement )?(?:dans|avec|via|par) (?:votre |l')(?:application|appli)|deposez(?:-les|-le)? (?:les fonds |l'argent |le virement )?(?:dans|avec|via|par) (?:accesd|vos services bancaires en ligne|services bancaires en ligne))(?![a-z])`,
);

/**
 * What the scam adds to the notice: a reply, a fee, a call, money sent back, a question about the
 * bank, or an agency as sender (CRA and Service Canada pay by direct deposit, not e-Transfer). Also
 * a chat app or an agent to write to, an identity to verify, or an overpayment whose difference is
 * to be sent (review 22b: "then message our agent on WhatsApp", "I overpaid by $900, please
 * e-transfer the difference").
 */
const HOOK =
  /(?<![a-z])(?:reply|respond|text (?:back|us|me)|fees?|charge|whatsapp|telegram|agent|message (?:us|me|our)|overpa(?:id|y|yment)|difference|excess|extra|verify|identity|ecrivez-nous|texte[sz]-nous|trop paye|trop-percu|excedent|verifier|identite|call|send (?:it |the money |them )?back|refund it|return it|your bank(?:'s)? name|security (?:question|answer)|password|revenue agency|cra|service canada|government|repondez|repondre|frais|appelez|composez|renvoy|retourn|question de securite|mot de passe|agence du revenu|arc|gouvernement)(?![a-z])/;

/** The sender's memo in quotes ("for "hockey fees"", « Message : « loyer » »): the payer's words, not the notice's. */
const MEMO = /"[^"\n]{0,60}"|\u00ab[^\u00bb\n]{0,60}\u00bb|\u201c[^\u201d\n]{0,60}\u201d/g;

/** The notice of the module doc: the e-Transfer finding goes. */
export function calmOwnAppTransfer(c: Collector, norm: NormalizedMessage, linkCount: number): void {
  if (!c.codes.has('message-interac-transfer') || linkCount > 0) return;
  if ([...c.codes].some((code) => !BESIDE.has(code))) return;
  const text = norm.folded;
  if (!OWN_APP_DEPOSIT.test(text) || HOOK.test(text.replace(MEMO, ' ')) || hasPhoneNumber(norm.text)) return;
  dropFinding(c, 'message-interac-transfer');
}
