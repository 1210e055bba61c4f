import type { WhoisArea } from '../../areas.js';

export const whois: WhoisArea = {
  'whois.error.not-found':
    'Le registre n’a aucune trace de ce nom de domaine : il n’est pas enregistré, ou il a expiré et a été supprimé.',
  'whois.error.unavailable':
    'Les données d’enregistrement n’ont pas pu être obtenues : le registre et le service de relève n’ont pas répondu correctement. Réessayez plus tard.',
  'whois.error.unsupported-tld':
    'Le registre de cette extension de domaine ne publie pas les données d’enregistrement par RDAP ; elles n’ont donc pas pu être vérifiées.',
  'whois.error.public-suffix':
    'Ce nom est une extension de domaine (suffixe public) partagée par de nombreux titulaires, et non un domaine que l’on enregistre.',
  'whois.error.no-registration-date':
    'Le registre n’indique pas la date d’enregistrement de ce nom de domaine.',
  'whois.note.subdomain':
    'Vous avez saisi un sous-domaine : les données d’enregistrement affichées sont celles du domaine auquel il appartient.',
  'whois.note.newly-registered':
    'Ce nom de domaine a été enregistré il y a moins de 30 jours. Les sites frauduleux utilisent souvent des domaines tout neufs.',
  'whois.note.expires-soon': 'Cet enregistrement expire dans moins de 30 jours.',
  'whois.note.expired': 'La date d’expiration de cet enregistrement est dépassée.',
  'whois.note.on-hold':
    'Ce domaine est suspendu (clientHold ou serverHold) : il ne fonctionne pas dans Internet. Les registres et les registraires le font en cas de renouvellement impayé, d’abus ou de litige.',
  'whois.note.pending-delete':
    'Ce domaine est sur le point d’être supprimé (période de rachat ou suppression en attente) : n’importe qui pourra bientôt l’enregistrer.',
  'whois.note.registrant-redacted':
    'Les coordonnées du titulaire sont masquées (caviardées pour la protection de la vie privée). C’est courant et ce n’est pas, en soi, un signe d’alerte.',
  'whois.note.from-fallback':
    'Le registre n’a pas répondu directement : ces données ont été obtenues au moyen du service RDAP public rdap.org.',
  'whois.age.under-a-week': 'moins d’une semaine',
  'whois.age.under-a-month': 'moins d’un mois',
  'whois.age.under-a-year': 'moins d’un an',
  'whois.age.one-to-five-years': 'entre un et cinq ans',
  'whois.age.over-five-years': 'plus de cinq ans',
};
