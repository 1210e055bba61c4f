/**
 * A lottery corporation's own jackpot promotion (issue 23, round 17): "OLG: Lotto 6/49 jackpot is now
 * $42 million for Saturday's draw. Play at olg.ca. Reply STOP to opt out", « Loto-Québec : le gros lot
 * du Lotto Max atteint 60 millions $ vendredi. Jouez sur lotoquebec.com ». The operator names itself at
 * the start, announces a jackpot or a draw, tells nobody they won and links only to its own site (or
 * nowhere): its jackpot words are its trade, not a prize lure. "Your ticket won, claim it at …", a
 * jackpot with a free ticket on another site, a fee to pay or a reply asked keep the prize finding.
 * Round 18: a lottery pool among colleagues or friends (`LOTTERY_POOL`) loses them too.
 * Used by `addBusinessContext` in `families.ts`.
 */
import { add, dropFinding, isOnlyDeceptiveSign, type Collector } from './collector.js';
import type { FoundLink } from './links.js';
import { DECEPTIVE_CODES, type MessageFindingCode } from './rules.js';

/** The provincial lottery corporations named at the start of their own texts. */
const OPERATOR =
  /^[ \t]*(loto-quebec|olg|bclc|playnow|alc|atlantic lottery|wclc|western canada lottery)(?: ?:| -)/;
/** Their own sites (registrable domains). */
const OPERATOR_SITES: ReadonlySet<string> = new Set([
  'lotoquebec.com',
  'olg.ca',
  'bclc.com',
  'playnow.com',
  'alc.ca',
  'wclc.com',
]);
/** A jackpot or a draw announced. */
const JACKPOT = /(?<![a-z])(?:jackpot|gros lot|draw|tirage)(?![a-z])/;
/**
 * The reader told they won or asked to claim, pay or answer (round 18: or to text back, or for a card
 * number): the lottery scam's own words, never the operator's promotion.
 */
const WIN_OR_ASK =
  /(?<![a-z])(?:won|winners?|winning|congrat[a-z]*|claim[a-z]*|redeem|selected|free tickets?|fees?|gagne|gagnante?s?|gains|felicitations|reclam[a-z]*|remporte|frais|billets? gratuits?|reply (?!stop)[a-z]+|repondez (?!arret)[a-z]+|text (?:back|us|me)|textez|texte-nous|card number|numero de carte)(?![a-z])/;
/** The findings this reading may take back. */
const TRADE_CODES: readonly MessageFindingCode[] = ['message-prize', 'message-gambling'];

/**
 * A lottery pool among colleagues or friends (round 18): « le groupe de la loterie au bureau, 5 $
 * chacun », "office Lotto Max pool is $10 this week". Nothing won, claimed or paid to anyone else.
 */
const LOTTERY_POOL =
  /(?<![a-z])(?:(?:lotto|lottery|loto|6\/49|lotto max|powerball|mega millions) (?:pool|group)|(?:office|work) (?:lotto|lottery)|(?:groupe|pool) (?:de la |du |de )?(?:loterie|lotto|loto|6\/49)|pool (?:is|this week))(?![a-z])/;
const POOL_SHARE =
  /(?<![a-z])(?:each|per person|a head|my share|your share|chacun|chacune|par personne|ta part|office|work|bureau|travail)(?![a-z])/;
const POOL_WIN =
  /(?<![a-z])(?:won|win|winner|winning|claim|prize|gagne|gagnant|reclam[a-z]*|lot gagnant)(?![a-z])/;

/** Calms a lottery corporation's own jackpot promotion (see the module doc); `text` is the folded text. */
export function calmLotteryPromotion(c: Collector, text: string, links: readonly FoundLink[]): void {
  if (!TRADE_CODES.some((code) => c.codes.has(code))) return;
  // A colleagues' lottery pool (round 18): its draw words are no prize or gambling lure.
  if (links.length === 0 && LOTTERY_POOL.test(text) && POOL_SHARE.test(text) && !POOL_WIN.test(text))
    for (const code of TRADE_CODES) if (isOnlyDeceptiveSign(c, code)) dropFinding(c, code);
  const operator = OPERATOR.exec(text);
  if (operator === null || !JACKPOT.test(text) || WIN_OR_ASK.test(text)) return;
  if (DECEPTIVE_CODES.some((code) => c.codes.has(code) && !TRADE_CODES.includes(code))) return;
  if (!links.every((l) => OPERATOR_SITES.has(l.inspection?.registrableDomain ?? ''))) return;
  for (const code of TRADE_CODES) dropFinding(c, code);
  const first = links[0];
  if (first !== undefined)
    add(c, 'message-link-sender-domain', { sender: operator[1] ?? '', host: first.host ?? '' });
}
