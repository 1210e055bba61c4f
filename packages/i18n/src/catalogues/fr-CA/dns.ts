import type { DnsArea } from '../../areas.js';

export const dns: DnsArea = {
  'dns.error.no-answer':
    'Aucun serveur DNS n’a répondu à nos recherches : rien n’a pu être vérifié. Réessayez plus tard.',
  'dns.note.not-found':
    'Ce nom de domaine n’existe pas dans le DNS : il n’est pas enregistré, ou il a expiré ou été supprimé.',
  'dns.note.alias':
    'Ce nom est un alias (CNAME) : ses enregistrements sont ceux du nom vers lequel il pointe.',
  'dns.note.cname-at-apex':
    'Ce domaine a un alias (CNAME) au même nom que sa zone (enregistrements SOA ou NS). La norme DNS l’interdit, et cela peut nuire au courriel et à d’autres services.',
  'dns.note.no-address':
    'Aucun enregistrement d’adresse (A ou AAAA) : il n’y a ni site Web ni serveur à ce nom précis.',
  'dns.note.no-ipv6': 'Adresse IPv4 seulement : il n’y a pas d’adresse IPv6 (AAAA).',
  'dns.note.no-mx':
    'Aucun enregistrement de serveur de courriel (MX) : le courriel destiné à ce domaine est livré à son adresse, s’il y en a une ; sinon, il ne peut pas être livré.',
  'dns.note.null-mx': 'Ce domaine déclare qu’il ne reçoit aucun courriel (MX nul, RFC 7505).',
  'dns.note.no-caa':
    'Aucun enregistrement CAA sur ce domaine ni sur ses domaines parents : n’importe quelle autorité de certification peut émettre des certificats pour lui.',
  'dns.note.caa-inherited':
    'Ce nom n’a pas d’enregistrement CAA à lui : ce sont ceux d’un domaine parent qui déterminent quelles autorités de certification peuvent émettre des certificats pour lui.',
  'dns.note.single-nameserver':
    'Un seul serveur de noms (NS) est déclaré : s’il tombe en panne, le domaine cesse de fonctionner. On en recommande au moins deux.',
  'dns.note.lookups-failed':
    'Certaines recherches ont échoué (voir chaque type d’enregistrement) : les résultats sont incomplets.',
};
