import type { CertsArea } from '../../areas.js';

export const certs: CertsArea = {
  'certs.error.all-sources-failed':
    'Aucun des services de recherche dans les journaux de transparence des certificats (crt.sh, puis Cert Spotter) n’a répondu\u00a0: rien n’a pu être vérifié. Réessayez plus tard.',
  'certs.error.upstream-status': 'Le service a répondu par une erreur (HTTP {status}).',
  'certs.error.rate-limited': 'Le service a refusé la demande\u00a0: trop de requêtes (HTTP 429).',
  'certs.error.invalid-response':
    'La réponse du service n’était pas le JSON attendu (il est souvent surchargé).',
  'certs.error.response-too-large': 'La réponse était trop volumineuse pour être lue en entier.',
  'certs.error.no-time-left': 'Non interrogé\u00a0: le délai était écoulé.',
  'certs.note.none-found':
    'Aucun certificat non expiré n’a été trouvé pour ce domaine dans les journaux de transparence des certificats.',
  'certs.note.fallback-source':
    'crt.sh n’a pas répondu\u00a0: ces résultats viennent de Cert Spotter (SSLMate), qui ne liste que les certificats non expirés et peut ne renvoyer que le début d’une longue liste.',
  'certs.note.subdomains-truncated':
    'Il y a trop de noms pour les afficher tous\u00a0: la liste est tronquée.',
  'certs.note.certificates-sampled': 'Seuls les certificats les plus récents sont affichés.',
};
