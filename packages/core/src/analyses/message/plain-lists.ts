/**
 * Phrase lists read only behind a guard (issue 23): compiled as plain expressions, out of the phrase
 * index, and the lists of round 9 read that way (short-period gains, calls to undo a charge). Used by
 * `families.ts`.
 */
import type { PhraseMatch } from '../../lexical/phrases/matcher.js';
import type { PhraseList } from '../../lexical/phrases/phrases.js';

/**
 * A phrase list read only in a rare case (a guard word): compiled as plain expressions,
 * not registered in the phrase index (`compileList` would add its first words, "I'm", "are",
 * "votre"…, to the walk every text takes).
 */
export interface PlainList {
  readonly parts: readonly { readonly lang: PhraseMatch['lang']; readonly re: RegExp }[];
}

export function compilePlain(list: PhraseList): PlainList {
  const parts: { lang: PhraseMatch['lang']; re: RegExp }[] = [];
  for (const lang of ['en', 'fr', 'any'] as const) {
    const phrases = list[lang];
    if (phrases !== undefined && phrases.length > 0)
      parts.push({ lang, re: new RegExp(`(?<![a-z0-9])(?:${phrases.join('|')})(?![a-z0-9])`, 'g') });
  }
  return { parts };
}

/** The first match of a plain list in `text` (at most one per language), in text order. */
export function scanPlain(list: PlainList, text: string): PhraseMatch[] {
  const out: PhraseMatch[] = [];
  for (const { lang, re } of list.parts) {
    re.lastIndex = 0;
    const m = re.exec(text);
    re.lastIndex = 0;
    if (m !== null) out.push({ start: m.index, end: m.index + m[0].length, lang });
  }
  return out.length > 1 ? out.sort((a, b) => a.start - b.start).slice(0, 1) : out;
}

/**
 * A gain counted over days, weeks or a month, the pitch of an investment "friend" (round 9): "I made
 * 30% this week", "a steady 15% a month", « il m'a fait gagner 30 % en une semaine ». Scanned only
 * when the text holds "%"; a year's gain ("up 20% this year", « 9 % cette année ») is not one.
 */
export const SHORT_GAIN = compilePlain({
  en: [
    '(?:made|make|makes|making|earn|earns|earned|earning|gain|gains|gained|got|gets|profit|profits|profited|returns?(?: of)?|steady|consistent|stable) (?:me |us |about |around |over |nearly |almost |a |an |of )?(?:steady |consistent |stable )?\\d{1,3}(?:[.,]\\d{1,2})? ?% (?:a|per|this|every|each|in a|in one|in (?:two|2|three|3|a few)) (?:days?|weeks?|months?)',
  ],
  fr: [
    "(?:gagner|gagne|gagnee|gagnez|rapporte|rapporter|rapporte|rendement de|profits? de) (?:plus de |environ |pres de |jusqu'a )?\\d{1,3}(?:[.,]\\d{1,2})? ?% (?:en (?:une|1|deux|2|trois|3|quelques) (?:jours?|semaines?|mois)|par (?:jour|semaine|mois)|cette semaine|ce mois-ci|chaque (?:jour|semaine|mois))",
  ],
});
/**
 * An amount invested and a larger one received (round 11): "invest $250 and receive $5,000 in 7
 * days", « investissez 250 $ et recevez 5 000 $ ». Scanned only when the text holds "invest" or
 * "placez"; a bank's "deposit $5,000 and get $300" is not one (no "invest").
 */
export const INVEST_TO_RECEIVE = compilePlain({
  en: [
    '(?:invest|investing) (?:just |only |as little as )?(?:\\$ ?)?\\d[^.!?]{0,40}(?:and|to) (?:receive|get|earn|make|collect|withdraw) (?:up to |over |at least )?(?:\\$ ?)?\\d[\\d,.]*',
  ],
  fr: [
    "(?:investissez|investir|placez|placer) (?:seulement |juste |a peine )?\\d[^.!?]{0,40}(?:et|pour) (?:recevez|recevoir|gagnez|gagner|obtenez|obtenir|touchez|toucher|retirez|empochez) (?:jusqu'a |plus de |au moins )?\\d",
  ],
});

/** Words that must be there before `CALL_TO_UNDO` is scanned. */
export const CANCEL_GUARDS = ['cancel', 'refund', 'annul', 'rembours', 'origine'];
/** A charge made: renewed, approved, billed, an order placed (« renouvelé », « débité »). */
export const CHARGE_WORD =
  /(?<![a-z])(?:charged?|renew(?:ed|al|s)?|auto-?renew(?:ed|al)?|approved|billed|debited|purchase[ds]?|order (?:of|for|#|no)|subscription|renouvele|renouvellement|debitee?s?|facturee?s?|prelevee?s?|abonnement)(?![a-z])/;
/** An appointment or a booking: its "to cancel, call" is the clinic's own line. */
export const BOOKING_WORD =
  /(?<![a-z])(?:appointment|appt|booking|reservation|rendez-vous|rdv|visit|consultation|class|lesson)(?![a-z])/;
/** "To cancel, call …", "call … for a refund", « pour annuler, appelez … ». */
export const CALL_TO_UNDO = compilePlain({
  en: [
    '(?:to cancel|for (?:a|your) refund|to (?:get|request|claim) (?:a|your) refund|to stop (?:the|this) (?:charge|payment|renewal|order))[^.!?]{0,40}(?:call|phone|dial|contact)',
    '(?:call|phone|dial|contact)[^.!?]{0,60}(?:to cancel|for (?:a|your) refund|to (?:get|request|claim) (?:a|your) refund|to stop (?:the|this) (?:charge|payment|renewal|order))',
  ],
  fr: [
    '(?:pour (?:annuler|obtenir un remboursement|etre rembourse))[^.!?]{0,40}(?:appelez|composez|contactez)',
    '(?:appelez|composez|contactez)[^.!?]{0,60}pour (?:annuler|obtenir un remboursement|etre rembourse)',
    // Round 21: a renewal the reader did not ask for, « Si vous n'êtes pas à l'origine de cette
    // demande, appelez » (read from « abonnement »: a bank's card alert says it too).
    "abonnement[^!?]{0,120}si vous n'etes pas a l'origine de (?:cette|ce) (?:demande|renouvellement|abonnement|achat|paiement|prelevement)[^.!?]{0,10}(?:appelez|composez|contactez)",
  ],
});
