/**
 * Unsolicited sales pitches sent in bulk (issue 22, round 6): a supplier, a web or SEO agency, a
 * seller of email lists writing to "Dear Sir/Madam" or "Dear Business Partner" with a list of
 * services, a free quote and a WhatsApp number. A real salesperson writes to a person by name
 * about that person's business; these letters are addressed to nobody and are the spam of 2025–26
 * that no other lure names. Every phrase starts with a word (the phrase index skips a list that
 * does not). Read from a salutation to nobody beside one pitch phrase, or three
 * distinct pitch phrases (round 17: an email list for sale among them); counted as `email-lure-cold-pitch`.
 * English and French; email only. Rule H (round 17): such a pitch from a free mailbox, answered on a
 * chat app or selling lists is `email-pitch-unaccountable`.
 */
import { compileList, findAll, type PhraseMatch } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import type { EmailFindings } from './collect.js';

/** A salutation to nobody in particular (folded, accent-free text). */
const NOBODY = compileList({
  en: [
    'dear (?:sir|madam|sirs|sir ?/ ?(?:madam|mam|ma.?am)|sir or madam|sir/madame)',
    'dear (?:business |valued |esteemed )?partners?',
    'dear (?:website|site|business|shop|store) owner',
    'dear (?:purchasing|procurement|sales|marketing|hiring|business) manager',
    '(?:hello|hi|respected) sir',
    // Round 17: the SEO seller's greeting.
    '(?:hello|hi|greetings) (?:dear )?(?:business|website|site|shop|store) owner',
  ],
  fr: [
    'madame,? monsieur',
    'madame ?/ ?monsieur',
    'cher partenaire',
    '(?:bonjour )?(?:cher|chere) proprietaire',
  ],
});

/** What such letters offer (folded, accent-free text). */
const PITCH = compileList({
  en: [
    'we (?:specialize|specialise) in',
    'our (?:services|products|product range|solutions) (?:include|includes|cover)',
    '(?:leading |professional |reliable )?(?:manufacturer|supplier|exporter|factory|wholesaler) (?:of|in|based|from)',
    'seo (?:services?|packages?|experts?|agency|company)',
    'search engine optimi[sz]ation (?:services?|packages?|experts?|agency|company)',
    '(?:first|1st) page (?:of|on) google',
    // Round 17: the SEO offers of 2025–26.
    '(?:not|isn.t|is not) (?:ranking|showing up) (?:on|in) (?:the )?(?:first page|google|search)',
    'guaranteed (?:results|rankings?|traffic|top (?:ranking|position)s?)',
    'free (?:audit|website audit|seo audit|site audit) report',
    'verified (?:contacts|emails|email addresses|e-mail addresses|leads)',
    '(?:web ?site|web|mobile app|app) (?:design|development|redesign) (?:services?|company|agency|solutions)',
    'custom(?:ized)? (?:web ?site|web|app) (?:design|development)',
    'lead generation',
    '(?:email|e-mail|b2b|contact|mailing) (?:lists?|database|leads) (?:for|of|to|in)',
    'email (?:blasting|lists \\d{4})',
    '(?:guest posts?|backlinks)',
    'long[- ]term (?:business )?(?:cooperation|collaboration|partnership)',
    'mutually beneficial (?:business )?(?:cooperation|collaboration|partnership)',
    'business (?:collaboration|cooperation) opportunit(?:y|ies)',
    'free (?:quote|quotation|consultation|website audit|seo audit|sample)s?',
    '(?:talk|chat|contact|reach|message) (?:to |with )?(?:us|me|our [a-z]{2,12}) (?:on|via|through) whatsapp',
    'catalog(?:ue)? and price ?list',
  ],
  fr: [
    'nous sommes specialises dans',
    'nos services (?:comprennent|incluent)',
    'referencement (?:naturel|seo)',
    '(?:premiere|1re|1ere) (?:page|position) (?:de|sur) google',
    'resultats garantis',
    // Of a site or its ranking, as in English ("free SEO audit"): a city's "audit gratuit de votre
    // logement" (an energy audit) is no pitch.
    'audit (?:seo |de referencement |de (?:votre )?site(?: web| internet)? )?gratuit (?:de|du|pour) (?:votre )?(?:site|referencement|seo|visibilite)',
    'audit (?:seo|de referencement|de (?:votre )?site(?: web| internet)?) gratuit',
    'expert (?:en )?(?:seo|referencement)',
    'contacts verifies',
    '(?:conception|creation) de sites? (?:web|internet)',
    'devis gratuit',
    '(?:partenariat|collaboration|cooperation) (?:a long terme|mutuellement avantageu(?:x|se))',
    '(?:contactez|ecrivez)-(?:nous|moi) (?:sur|via|par) whatsapp',
  ],
});

/**
 * Email addresses for sale (round 17): a trade show's attendee list, lists "MX tested", an
 * advertisement sent to millions of addresses. Pitch phrases like the others (a list sale alone was
 * tried as a pitch by itself and dropped: a list post and a trade show's own exhibitor notice named
 * the attendee list), and a reason for `email-pitch-unaccountable`.
 */
const LIST_SALE = compileList({
  en: [
    // The kind of list is said: a bare "attendee list" is what an event's own organisers send.
    'attendees?(?: ?/ ?visitors?| and visitors?)? (?:email|e-mail|contact|mailing|data) (?:list|database)',
    '(?:visitors?|exhibitors?) (?:email|e-mail|contact|mailing) (?:list|database)',
    'mx[- ]tested',
    'advertise (?:to |up to |for )+\\d+ (?:million|thousand)',
    'email lists? for sale',
  ],
  fr: [
    'listes? (?:de |d.)(?:adresses )?(?:courriels|courriel|e-mails|emails) (?:de |des |d.)?(?:decideurs|participants|visiteurs|entreprises|dirigeants)',
    'listes? (?:des |de )?(?:participants|visiteurs|exposants) (?:avec|et leurs) (?:courriels|adresses)',
  ],
});

/** A chat app given to answer on (a pitch that answers for nobody gives no office, only a number). */
const CHAT_CONTACT = compileList({
  en: ['whats ?app', 'telegram', 'wechat'],
});

/** Distinct pitch phrases that make a letter a pitch without a salutation to nobody. */
const MIN_PHRASES = 3;

/** The matches of a cold pitch (salutation and pitch phrases, a list sale among them), or none. */
export function coldPitch(norm: NormalizedMessage): PhraseMatch[] {
  const pitch = [...findAll(PITCH, norm.folded, 8), ...listSale(norm)];
  if (pitch.length === 0) return [];
  const distinct = new Set(pitch.map((m) => norm.folded.slice(m.start, m.end)));
  const nobody = findAll(NOBODY, norm.folded, 1);
  if (nobody.length === 0 && distinct.size < MIN_PHRASES) return [];
  return [...nobody, ...pitch];
}

/** The email-list sale phrases of the text (`LIST_SALE`). */
function listSale(norm: NormalizedMessage): PhraseMatch[] {
  return findAll(LIST_SALE, norm.folded, 1);
}

/**
 * Round 17, rule H: a cold pitch that answers for nobody: sent from a free mailbox (or with a
 * free-mail Reply-To), answered on a chat app, or selling email lists. Not in list mail. A pitch
 * from the business's own domain keeps only `email-lure-cold-pitch`.
 */
export function unaccountablePitch(
  norm: NormalizedMessage,
  facts: { readonly freeMailbox: boolean; readonly isList: boolean },
  out: EmailFindings,
): void {
  if (facts.isList || !out.list.some((f) => f.code === 'email-lure-cold-pitch' && f.scoreImpact > 0)) return;
  const how = facts.freeMailbox
    ? 'free-mailbox'
    : findAll(CHAT_CONTACT, norm.folded, 1).length > 0
      ? 'chat-app'
      : listSale(norm).length > 0
        ? 'list-sale'
        : null;
  if (how !== null) out.add('email-pitch-unaccountable', { how });
}
