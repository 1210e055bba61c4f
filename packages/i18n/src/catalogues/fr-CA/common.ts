import type { CommonArea } from '../../areas.js';

export const common: CommonArea = {
  'verdict.likely-safe': 'Probablement sécuritaire',
  'verdict.caution': 'Prudence',
  'verdict.suspicious': 'Suspect',
  'verdict.dangerous': 'Dangereux',

  'source.lexical': 'Vérifications sur le texte de l’adresse',
  'source.message-heuristics': 'Indices de fraude dans le texte du message',
  'source.email-headers': 'Ce que disent les en-têtes du courriel',
  'source.email-content': 'Indices d’hameçonnage dans le contenu du courriel',
  'source.dns-blocklists': 'Listes de blocage DNS',
  'source.dkim-verification': 'Signature DKIM vérifiée ici',
  'source.dmarc-policy': 'Politique DMARC du domaine de l’expéditeur, consultée dans le DNS',
  'source.redirects': 'Redirections suivies',
  'source.domain-age': 'Date d’enregistrement du domaine',
  'source.web-risk': 'Consultation d’une liste de sites à risque',
  'source.phishing-lists': 'Listes publiques de sites d’hameçonnage signalés',

  'skip.offline-mode':
    'Étape sautée : le service fonctionne hors ligne et ne communique avec aucun autre serveur.',
  'skip.not-implemented': 'Pas encore vérifié : cette version du service n’effectue pas cette étape.',
  'skip.not-applicable': 'Ne s’applique pas à cette adresse.',

  'error.network-unreachable': 'Ce service ne peut pas joindre Internet pour le moment. Réessayez plus tard.',

  'input.url-required': 'Entrez une adresse URL à vérifier.',
  'input.url-too-long': 'L’adresse URL est trop longue : la limite est de {max} caractères.',
  'input.url-invalid': 'Cette adresse ne ressemble pas à une adresse Web que nous pouvons analyser.',
  'input.url-unsupported-scheme':
    'Les adresses qui commencent par « {scheme}: » ne sont pas prises en charge : utilisez une adresse http ou https.',
  'input.url-port-not-allowed':
    'Seuls les ports Web habituels (80 et 443) peuvent être vérifiés : le port {port} n’est pas permis.',
  'input.message-required': 'Collez le texto à vérifier.',
  'input.message-too-long': 'Le message est trop long : la limite est de {max} caractères.',
  'input.email-body-required': 'Collez le courriel à vérifier.',
  'input.email-body-too-long': 'Le courriel est trop long : la limite est de {max} caractères.',
  'input.raw-headers-invalid': 'Les en-têtes doivent être du texte.',
  'input.raw-headers-too-long': 'Les en-têtes sont trop longs : la limite est de {max} caractères.',

  'input.domain-required': 'Entrez un nom de domaine à vérifier.',
  'input.domain-too-long': 'Le nom de domaine est trop long : la limite est de {max} caractères.',
  'input.domain-invalid': 'Ce n’est pas un nom de domaine valide (par exemple : exemple.ca).',
  'input.ip-required': 'Entrez une adresse IP à vérifier.',
  'input.ip-too-long': 'L’adresse IP est trop longue : la limite est de {max} caractères.',
  'input.ip-invalid': 'Ce n’est pas une adresse IPv4 ou IPv6 valide.',
  'input.ip-not-public':
    'L’adresse {ip} n’est pas une adresse Internet publique ({range}) : il n’y a rien à vérifier à son sujet.',

  'input.host-required': 'Entrez un nom de domaine ou une adresse IP publique à vérifier.',
  'input.host-too-long': 'L’hôte est trop long : la limite est de {max} caractères.',
  'input.host-invalid': 'Ce n’est pas un nom de domaine ni une adresse IP valide (par exemple : exemple.ca).',
  'input.host-url-not-allowed':
    'Entrez seulement le nom d’hôte (par exemple : exemple.ca), pas une adresse Web : l’analyse utilise toujours https sur le port 443.',
  'input.host-port-not-allowed':
    'Seul le port 443 est analysé : entrez le nom d’hôte sans numéro de port (par exemple : exemple.ca).',
  'input.host-not-public':
    'Cet hôte n’est pas sur l’Internet public ({address}) : seuls les hôtes publics peuvent être analysés.',
  'dns-status.ok': 'Trouvé',
  'dns-status.nodata': 'Aucun enregistrement de ce type',
  'dns-status.nxdomain': 'Ce nom n’existe pas',
  'dns-status.servfail': 'Le serveur DNS n’a pas pu répondre (SERVFAIL)',
  'dns-status.refused': 'Le serveur DNS a refusé la requête',
  'dns-status.timeout': 'Aucune réponse à temps',
  'dns-status.malformed': 'Réponse illisible',
  'dns-status.error': 'La recherche a échoué',

  'http-error.blocked-by-policy':
    'Non contacté : l’adresse mène à un réseau privé ou réservé, auquel ce service ne se connecte jamais.',
  'http-error.invalid-url': 'L’adresse n’a pas pu être lue comme une adresse Web.',
  'http-error.unsupported-scheme': 'Seules les adresses http et https sont suivies.',
  'http-error.port-not-allowed': 'Non contacté : seuls les ports Web habituels (80 et 443) sont permis.',
  'http-error.dns-nxdomain': 'Le nom du site n’existe pas dans le DNS.',
  'http-error.dns-failure': 'Le nom du site n’a pas pu être trouvé dans le DNS.',
  'http-error.timeout': 'Le site n’a pas répondu à temps.',
  'http-error.connection-refused': 'Le site a refusé la connexion.',
  'http-error.connection-failed': 'La connexion au site a échoué.',
  'http-error.tls-error':
    'La connexion sécurisée (TLS) a échoué : le certificat n’a pas pu être vérifié ou la négociation a échoué.',
  'http-error.too-many-redirects': 'Trop de redirections : nous avons cessé de les suivre.',
  'http-error.invalid-redirect': 'Une redirection menait à une adresse que nous ne pouvions pas suivre.',
  'http-error.headers-too-large': 'Le site a envoyé des en-têtes démesurés.',
  'http-error.protocol-error': 'Le site a envoyé une réponse qui n’est pas du HTTP valide.',

  'input.hash-required': 'Entrez l’empreinte (hash) d’un fichier à vérifier.',
  'input.hash-invalid':
    'Ce n’est pas une empreinte MD5, SHA-1 ou SHA-256 (32, 40 ou 64 caractères hexadécimaux).',
  'input.prefix-required': 'Un préfixe d’empreinte est obligatoire.',
  'input.prefix-invalid': 'Le préfixe doit compter exactement 5 caractères hexadécimaux.',
  'input.method-invalid': 'Méthode de validation inconnue : choisissez parmi {allowed}.',

  'error.field-required': 'Le champ « {field} » est obligatoire.',
  'error.field-too-long': 'Le champ « {field} » est trop long : la limite est de {max} caractères.',
  'error.field-invalid': 'Le champ « {field} » contient une valeur non valide.',
  'error.malformed-json': 'Le corps de la requête n’est pas du JSON valide.',
  'error.unsupported-media-type': 'Envoyez le corps de la requête en JSON (Content-Type: application/json).',
  'error.body-too-large': 'Le corps de la requête est trop volumineux.',
  'error.not-found': 'Il n’y a rien à cette adresse.',
  'error.method-not-allowed': 'Cette méthode n’est pas permise ici. Méthodes permises : {allowed}.',
  'error.not-implemented': 'Cette analyse n’est pas encore offerte dans cette version du service.',
  'error.upstream-unavailable':
    'Le service sur lequel repose cette vérification n’a pas répondu correctement. Réessayez dans quelques minutes.',
  'error.rate-limited': 'Trop de requêtes. Réessayez dans {seconds} secondes.',
  'error.bad-request': 'La requête n’a pas pu être lue comme une requête HTTP.',
  'error.request-timeout': 'La requête a mis trop de temps à arriver.',
  'error.headers-too-large': 'Les en-têtes de la requête sont trop volumineux.',
  'error.store-unavailable':
    'Impossible d’enregistrer votre commentaire pour le moment. Réessayez plus tard.',
  'error.shutting-down': 'Ce serveur redémarre. Réessayez dans quelques secondes.',
  'error.expectation-failed': 'Ce serveur ne peut pas satisfaire l’en-tête Expect de la requête.',
  'error.internal': 'Une erreur s’est produite de notre côté. Veuillez réessayer plus tard.',
};
