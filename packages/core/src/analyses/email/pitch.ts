/**
 * Unsolicited sales pitches sent in bulk (issue 22, round 6): a supplier, a web or SEO agency, a
 * seller of email lists writing to "Dear Sir/Madam" or "Dear Business Partner" with a list of
 * services, a free quote and a WhatsApp number. A real salesperson writes to a person by name
 * about that person's business; these letters are addressed to nobody and are the spam of 2025–26
 * that no other lure names. Every phrase starts with a word (the phrase index skips a list that
 * does not). Read from a salutation to nobody beside one pitch phrase, or three
 * distinct pitch phrases; counted as `email-lure-cold-pitch`. English and French; email only.
 */
import { compileList, findAll, type PhraseMatch } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';

/** A salutation to nobody in particular (folded, accent-free text). */
const NOBODY = compileList({
  en: [
    'dear (?:sir|madam|sirs|sir ?/ ?(?:madam|mam|ma.?am)|sir or madam|sir/madame)',
    'dear (?:business |valued |esteemed )?partners?',
    'dear (?:website|site|business|shop|store) owner',
    'dear (?:purchasing|procurement|sales|marketing|hiring|business) manager',
    '(?:hello|hi|respected) sir',
  ],
  fr: ['madame,? monsieur', 'madame ?/ ?monsieur', 'cher partenaire'],
});

/** What such letters offer (folded, accent-free text). */
const PITCH = compileList({
  en: [
    'we (?:specialize|specialise) in',
    'our (?:services|products|product range|solutions) (?:include|includes|cover)',
    '(?:leading |professional |reliable )?(?:manufacturer|supplier|exporter|factory|wholesaler) (?:of|in|based|from)',
    'seo (?:services?|packages?|experts?|agency|company)',
    'search engine optimi[sz]ation (?:services?|packages?|experts?|agency|company)',
    'first page (?:of|on) google',
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
    'premiere page (?:de|sur) google',
    '(?:conception|creation) de sites? (?:web|internet)',
    'devis gratuit',
    '(?:partenariat|collaboration|cooperation) (?:a long terme|mutuellement avantageu(?:x|se))',
    '(?:contactez|ecrivez)-(?:nous|moi) (?:sur|via|par) whatsapp',
  ],
});

/** Distinct pitch phrases that make a letter a pitch without a salutation to nobody. */
const MIN_PHRASES = 3;

/** The matches of a cold pitch (salutation and pitch phrases), or none. */
export function coldPitch(norm: NormalizedMessage): PhraseMatch[] {
  const pitch = findAll(PITCH, norm.folded, 8);
  if (pitch.length === 0) return [];
  const distinct = new Set(pitch.map((m) => norm.folded.slice(m.start, m.end)));
  const nobody = findAll(NOBODY, norm.folded, 1);
  if (nobody.length === 0 && distinct.size < MIN_PHRASES) return [];
  return [...nobody, ...pitch];
}
