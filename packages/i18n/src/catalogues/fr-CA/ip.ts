import type { IpArea } from '../../areas.js';

export const ip: IpArea = {
  'ip.error.no-answer':
    'Aucun serveur DNS n’a répondu à nos recherches : rien n’a pu être vérifié. Réessayez plus tard.',
  'ip.ptr-status.found': 'Nom DNS inverse trouvé',
  'ip.ptr-status.none': 'Aucun nom DNS inverse',
  'ip.ptr-status.error': 'La recherche DNS inverse a échoué',
  'ip.ptr-status.skipped': 'Non vérifié',
  'ip.asn-status.found': 'Réseau trouvé',
  'ip.asn-status.not-routed': 'Aucun réseau n’annonce cette adresse dans Internet',
  'ip.asn-status.error': 'La recherche du réseau a échoué',
  'ip.asn-status.skipped': 'Non vérifié (réseau)',
  'ip.asn-error.unreadable':
    'Le service de recherche de réseau a donné une réponse que nous n’avons pas pu lire.',
  'ip.blocklist-status.listed': 'Inscrite',
  'ip.blocklist-status.not-listed': 'Non inscrite',
  'ip.blocklist-status.refused': 'Non vérifiée : la liste a refusé la requête',
  'ip.blocklist-status.error': 'Non vérifiée : la recherche a échoué',
  'ip.blocklist-status.not-applicable': 'Sans objet : cette liste ne couvre que les adresses IPv4',
  'ip.blocklist-status.skipped': 'Non vérifiée (liste de blocage)',
  'ip.blocklist-error.public-resolver':
    'Spamhaus refuse les requêtes qui passent par des résolveurs DNS publics (comme 8.8.8.8 ou 1.1.1.1) : cette adresse n’a donc pas été vérifiée. Cela ne dit rien sur l’adresse.',
  'ip.blocklist-error.query-volume':
    'L’exploitant de la liste a refusé la requête parce que notre résolveur DNS lui en envoie trop. Cela ne dit rien sur l’adresse.',
  'ip.blocklist-error.zone-typo':
    'L’exploitant de la liste signale une erreur dans le nom de liste interrogé. Cela ne dit rien sur l’adresse.',
  'ip.blocklist-error.operator-error':
    'L’exploitant de la liste a répondu par un code d’erreur, pas par une inscription. Cela ne dit rien sur l’adresse.',
  'ip.blocklist-error.unexpected-answer':
    'La liste a donné une réponse qui n’est pas un code d’inscription valide (hors de 127.0.0.0/8) : nous n’en avons pas tenu compte.',
  'ip.blocklist-error.test-entry-not-listed':
    'Interrogée par notre résolveur DNS, cette liste n’inscrit même pas sa propre adresse de test (127.0.0.2) : ses réponses ne sont donc pas fiables pour le moment. Cette adresse n’y a pas été vérifiée.',
  'ip.listing.listed': 'Inscrite comme source de pourriel ou d’abus',
  'ip.listing.unknown-code': 'Inscrite (code de retour sans signification documentée)',
  'ip.listing.spamhaus-sbl': 'Spamhaus SBL : source ou opération de pourriel connue',
  'ip.listing.spamhaus-css':
    'Spamhaus CSS : adresse de mauvaise réputation qui envoie du pourriel, souvent réparti sur de nombreuses adresses',
  'ip.listing.spamhaus-drop':
    'Spamhaus DROP : réseau détourné ou exploité par des criminels, à bloquer entièrement',
  'ip.listing.spamhaus-xbl':
    'Spamhaus XBL : ordinateur infecté ou détourné (logiciel malveillant, réseau de zombies, mandataire ouvert)',
  'ip.listing.spamhaus-pbl-isp':
    'Spamhaus PBL (établie par le fournisseur Internet) : adresse d’abonné qui ne devrait pas envoyer de courriel directement. C’est une politique, pas un signe d’abus.',
  'ip.listing.spamhaus-pbl-spamhaus':
    'Spamhaus PBL (établie par Spamhaus) : adresse d’abonné qui ne devrait pas envoyer de courriel directement. C’est une politique, pas un signe d’abus.',
  'ip.listing.spamhaus-bcl': 'Spamhaus BCL : serveur de commande et de contrôle d’un réseau de zombies',
  'ip.listing.spamrats-dyna':
    'SpamRATS Dyna : adresse qui semble dynamique (connexion résidentielle ou mobile) et qui envoie du courriel directement',
  'ip.listing.spamrats-noptr': 'SpamRATS NoPtr : serveur de courriel sans nom DNS inverse',
  'ip.listing.spamrats-spam': 'SpamRATS Spam : vue en train d’envoyer du pourriel',
  'ip.listing.spamrats-auth':
    'SpamRATS Auth : vue en train d’essayer de deviner des mots de passe de courriel',
  'ip.note.embedded-ipv4':
    'Cette adresse IPv6 contient une adresse IPv4 (IPv4 mappée ou NAT64) : c’est l’adresse IPv4 qui a été vérifiée.',
  'ip.note.no-ptr':
    'Cette adresse n’a pas de nom DNS inverse. Beaucoup de serveurs de courriel refusent les messages qui viennent de telles adresses.',
  'ip.note.ptr-not-confirmed':
    'Le nom DNS inverse ne renvoie pas à cette adresse (pas de confirmation directe) : n’importe qui peut s’attribuer un nom de cette façon, ne vous y fiez pas.',
  'ip.note.not-routed':
    'Aucun réseau n’annonce actuellement cette adresse dans Internet (selon Team Cymru) : elle est peut-être inutilisée ou injoignable.',
  'ip.note.multiple-origins':
    'Plus d’un réseau (AS) annonce ce bloc d’adresses. Cela peut être normal (anycast, plusieurs fournisseurs), mais cela peut aussi signaler un bloc détourné.',
  'ip.note.country-is-registry':
    'Le pays est celui où le bloc d’adresses ou le réseau est enregistré, pas l’endroit où l’adresse est réellement utilisée.',
  'ip.note.listed':
    'Cette adresse figure sur au moins une liste de blocage : les courriels qui en viennent peuvent être refusés. Une inscription est un indice de réputation, pas une preuve que l’adresse est malveillante.',
  'ip.note.policy-listing-only':
    'Cette adresse ne figure que sur des listes de politique (connexions résidentielles ou dynamiques qui ne devraient pas envoyer de courriel directement). Ce n’est pas un signe d’abus.',
  'ip.note.blocklists-refused':
    'Certaines listes de blocage ont refusé nos requêtes et n’ont donc pas pu vérifier cette adresse. « Non vérifiée » ne veut pas dire « non inscrite ».',
  'ip.note.ipv6-few-blocklists':
    'Peu de listes de blocage couvrent les adresses IPv6 : la plupart des listes ne s’appliquaient pas.',
};
