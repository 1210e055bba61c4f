/**
 * Issue 23, round 21: work already agreed between people who know each other, not a job offered.
 * « Comme convenu, ton salaire journalier est de 180 $ », "as agreed, $200 a day for the move",
 * « 16 $ de l'heure plus les pourboires, tu commences lundi »: the pay of a job the reader already has
 * or has accepted (an arrangement, a workplace's tips) is written in the words of an offer. A job scam
 * needs the reader to get in touch (a link, a number, WhatsApp or Telegram, "reply", « contactez »,
 * "apply", « intéressé? »); with none of these, and no other deceptive finding, the job finding is
 * dropped. Called by `addCombinations`.
 */
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import { dropFinding, isOnlyDeceptiveSign, type Collector } from './collector.js';
import { hasPhoneNumber } from './families.js';

/** An arrangement already made, or a workplace's tips shared out. */
const AGREED =
  /(?<![a-z])(?:comme (?:convenu|entendu|discute|prevu)|tel que (?:convenu|discute|prevu|entendu)|as (?:agreed|discussed|promised|planned)|like we (?:agreed|discussed|said)|pourboires?|tips (?:are|were|get|will be) (?:split|shared|pooled|paid)|(?:plus|and|with|\+) tips)(?![a-z])/;
/** A way to get in touch that a job scam needs. */
const CONTACT =
  /(?<![a-z])(?:whatsapp|telegram|signal|wechat|reply|respond|text (?:me|us|back|yes)|contact|apply|interested|dm|message me|call|click|visit|repondez|repondre|repond|ecrivez|ecris-moi|contactez|contacte|postulez|postuler|interessee?s?|appelez|appelle|ajoutez|ajoute-moi|cliquez|inscri[a-z]*|sign up|register)(?![a-z])/;
/**
 * The job scam's own words (review b, round 21): work from home or online, app tasks, no experience,
 * part time. An arrangement between people who know each other names the work ("the drywall job",
 * « la peinture du chalet »), not these.
 */
const SCAM_WORK =
  /(?<![a-z])(?:remote|from home|work from|a domicile|de la maison|teletravail|tasks?|taches?|apps?|online|en ligne|no experience|aucune experience|sans experience|part-time|part time|temps partiel)(?![a-z])/;

export function calmAgreedJob(c: Collector, norm: NormalizedMessage, linkCount: number): void {
  if (!isOnlyDeceptiveSign(c, 'message-job-offer') || linkCount > 0) return;
  const text = norm.folded;
  if (!AGREED.test(text) || CONTACT.test(text) || SCAM_WORK.test(text) || hasPhoneNumber(norm.text)) return;
  dropFinding(c, 'message-job-offer');
}
