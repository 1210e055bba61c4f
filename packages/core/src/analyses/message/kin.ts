/**
 * Issue 23, round 19: two asks of the "hi Mom" family whose words a real relative also writes, told
 * apart by what the scam needs and a relative does not.
 *
 * - **A new number, the old one put aside, no name given**: "I lost my phone, this is my new number,
 *   only text this one", « c'est mon nouveau numéro, écris-moi ici seulement ». A relative who
 *   changes number says who they are ("it's Megan, save it"): the reader knows the voice. The scam
 *   cannot name itself (it does not know which child the reader has), and it needs the conversation
 *   moved to the number it holds, and the old one (where the real relative would answer) left
 *   alone, before it asks for money. Scored as impersonation; a name given, or a plain "text me
 *   back here", leaves the new-number sign alone.
 * - **A relative's new account to pay into**: "Mom I opened a new account at another bank, send the
 *   $100 there". The payee-change reading (`payee.ts`) finds the new account and the money asked; a
 *   kin greeting beside it is the family scam's last step, whoever writes it: the money should only
 *   go to an account the reader already knows, after a call to the usual number.
 *
 * Called by `addCombinations` once the new-number and payee findings are known; reads the first
 * `WINDOW` characters.
 */
import { compileList, findAll } from '../../lexical/phrases/matcher.js';
import { FAMILY_GREETING } from '../../lexical/phrases/phrases.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import { addPhraseFinding, type Collector } from './collector.js';
import { givesName, KIN_GREETING } from './openers.js';

/** Characters read. */
const WINDOW = 400;

const KIN = compileList(FAMILY_GREETING);

/**
 * The old number put aside: "only text this number", "text me here only", "don't use my old number",
 * « écris-moi ici seulement », « seulement à ce numéro », « n'écris plus à l'ancien ». Not a bare "text
 * me back here": any friend with a new number writes it (round 19: narrowed to the insistence after
 * one personal validation text of UCI was flagged by the bare reply; that row is in-sample for it).
 */
const REPLY_HERE =
  /(?<![a-z])(?:(?:text|message|reply to|write|whatsapp|call|contact) me (?:back )?(?:here|on this (?:number|one)|at this (?:number|one)) only|(?:only|just) (?:text|message|use|reply (?:to|on)|contact me (?:on|at)) (?:me (?:on |at )?)?(?:this|the new) (?:number|one)|(?:don't|do not|dont) (?:text|use|call|message) (?:me on )?(?:my|the) old (?:number|one|phone)|(?:ecris|texte|reponds|ecrivez|textez|repondez)-(?:moi|nous) (?:ici|sur ce numero|a ce numero) (?:seulement|uniquement)|(?:seulement|uniquement) (?:ici|sur ce numero|a ce numero)|n'(?:ecris|utilise|ecrivez|utilisez) plus (?:a |sur )?(?:mon |l')ancien)(?![a-z])/;
/** Words one of which `REPLY_HERE` needs (checked first). */
const REPLY_WORDS = ['here', 'this', 'old', 'ici', 'ce numero', 'ancien'];

/** The two asks of the module doc, each as `message-family-impersonation`. */
export function addKinAsks(c: Collector, original: string, norm: NormalizedMessage): void {
  if (c.codes.has('message-family-impersonation')) return;
  const head = norm.folded.slice(0, WINDOW);
  if (c.codes.has('message-payee-changed')) {
    // "Mom I opened…": the start-anchored greeting (the shared list wants a comma after a bare "Mom").
    const start = KIN_GREETING.exec(head);
    const kin =
      start === null
        ? findAll(KIN, head, 1)
        : [{ start: start.index, end: start.index + start[0].length, lang: 'any' as const }];
    if (kin.length > 0) {
      addPhraseFinding(c, 'message-family-impersonation', original, norm, kin);
      return;
    }
  }
  if (!c.codes.has('message-new-number') || !REPLY_WORDS.some((w) => head.includes(w))) return;
  const m = REPLY_HERE.exec(head);
  if (m === null || givesName(original, norm)) return;
  addPhraseFinding(c, 'message-family-impersonation', original, norm, [
    { start: m.index, end: m.index + m[0].length, lang: 'any' },
  ]);
}
