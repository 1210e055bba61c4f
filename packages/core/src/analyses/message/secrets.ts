/**
 * A secret of the reader's named in a text message (the PIN, password or card number that makes a
 * link off a named brand's site count), and the bank's safety notice that names one without asking
 * for it (issue 23, round 14). Used by the brand-mismatch check of `analyze.ts`.
 */

/** "Your debit card PIN", "votre mot de passe": a secret of the reader's named in the text (not "?pin=" in a link). */
const YOUR_SECRET =
  /(?<![a-z])(?:your|votre|ton|ta|vos)(?![a-z])[^.?!/=&]{0,24}(?<![a-z])(?:pin|nip|password|passcode|mot de passe|card number|numero de carte)(?![a-z])/g;
/**
 * A negation word, the one definition of the text-message checks that read one by regular
 * expression (this module and the pass-on ask of `combinations.ts`; round 15): "not", "never",
 * "don't", "do not", « ne », « n' », « jamais », « pas », « personne ».
 */
const NEGATION_WORD = "(?<![a-z])(?:(?:not|never|don'?t|do not|ne|jamais|pas|personne)(?![a-z])|n')";
/** A negation word anywhere in the text read. */
export const NEGATED = new RegExp(NEGATION_WORD);
/**
 * A bank's safety notice before the secret, in the same sentence (round 14): "we will never ask for
 * your PIN", "never share your PIN", « nous ne vous demanderons jamais votre NIP », « ne communiquez
 * jamais votre mot de passe ». Not "if you don't confirm your PIN" (no asking or sharing verb).
 */
const SECRET_SAFETY_NOTICE = new RegExp(
  `${NEGATION_WORD}[^.?!]{0,30}(?<![a-z])(?:ask|asks|request|share|disclose|give|reveal|demander(?:ons|a|ont)?|demande|communiquez|communiquer|partagez|partager|divulguez|divulguer|donnez|donner)(?![a-z])[^.?!]{0,20}$`,
);
/** How far before a secret its safety notice may start. */
const SAFETY_NOTICE_WINDOW = 60;

/** A secret of the reader's named in the text outside a safety notice ("confirm your PIN at …"). */
export function namesSecret(folded: string): boolean {
  for (const m of folded.matchAll(YOUR_SECRET))
    if (!SECRET_SAFETY_NOTICE.test(folded.slice(Math.max(0, m.index - SAFETY_NOTICE_WINDOW), m.index)))
      return true;
  return false;
}

/**
 * Where the clause that holds `at` starts, no earlier than `from`: just after the last ",", ";", ".",
 * "!" or "?" followed by a space (not the point of "420.00"). A negation before it belongs to another
 * clause: "If this was not you, reply with your card number" asks for it (round 15).
 */
export function clauseStart(text: string, from: number, at: number): number {
  for (let i = at - 2; i >= from; i -= 1) {
    const ch = text.charCodeAt(i);
    if (text.charCodeAt(i + 1) !== 32) continue;
    // . ; ! ? then a space
    if (ch === 46 || ch === 59 || ch === 33 || ch === 63) return i + 1;
    // A comma closes a condition ("if this was not you, reply…"), not "never, ever ask".
    if (ch === 44 && CONDITION_CLAUSE.test(text.slice(Math.max(0, i - 80), i))) return i + 1;
  }
  return from;
}

/** A condition's clause just before a comma: "if this was not you", « si ce n'était pas vous ». */
const CONDITION_CLAUSE = /(?<![a-z])(?:if|unless|si|sinon|otherwise)(?![a-z])[^,.;!?]*$/;
