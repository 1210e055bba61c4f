import type { AcmeArea } from '../../areas.js';

export const acme: AcmeArea = {
  // Problèmes (noms de Let's Debug) : ce que c'est, et quoi faire.
  'acme.problem.invalid-domain':
    'Let’s Encrypt ne peut pas émettre de certificat pour ce nom. Vérifiez l’orthographe : le nom doit être un domaine enregistré (ou un nom sous un tel domaine) dont le domaine de premier niveau est public.',
  'acme.problem.public-suffix':
    'Ce nom se trouve sous un suffixe qu’un service partage entre ses clients (suffixe public privé). Let’s Encrypt calcule ses limites d’émission sur le domaine enregistré indiqué.',
  'acme.problem.method-not-suitable':
    'Cette méthode de validation ne peut pas valider ce nom. Pour un certificat générique (wildcard), utilisez la méthode dns-01.',
  'acme.problem.dns-lookup-failed':
    'Une recherche DNS dont Let’s Encrypt a besoin a échoué. Tant que vos serveurs DNS ne répondent pas correctement, la validation échouera : vérifiez que chaque serveur de noms du domaine répond et que DNSSEC (s’il est activé) est valide.',
  'acme.problem.caa-critical-unknown':
    'Un enregistrement CAA marqué critique utilise une étiquette qu’aucune autorité de certification ne comprend : aucune n’a donc le droit d’émettre. Supprimez l’enregistrement ou retirez son indicateur critique.',
  'acme.problem.caa-issuance-not-allowed':
    'Les enregistrements CAA du domaine n’autorisent pas Let’s Encrypt à émettre ce certificat. Ajoutez un enregistrement CAA comme 0 issue "letsencrypt.org" (qui permet la méthode que vous utilisez), ou faites appel à l’autorité de certification qu’ils désignent.',
  'acme.problem.caa-possibly-invalid':
    'Un enregistrement CAA ne respecte pas la syntaxe normalisée. Les autorités de certification pourraient le lire autrement que vous l’entendiez : corrigez-le.',
  'acme.problem.caa-requires-account-uri':
    'Les enregistrements CAA n’autorisent qu’un seul compte Let’s Encrypt à émettre. Assurez-vous que votre client ACME utilise ce compte.',
  'acme.problem.rate-limit':
    'Let’s Encrypt limite le nombre de certificats émis sur 7 jours. Attendez que des certificats plus anciens sortent de la fenêtre de 7 jours, et évitez de demander de nouveaux certificats en boucle. Les renouvellements d’un certificat portant exactement les mêmes noms échappent à la limite par domaine (les renouvellements ARI, à toutes les limites), mais pas à la limite par ensemble de noms identique.',
  'acme.problem.reserved-address':
    'Le nom pointe vers une adresse privée ou réservée que Let’s Encrypt ne peut pas joindre. Publiez dans le DNS l’adresse publique du serveur, ou utilisez la méthode dns-01.',
  'acme.problem.no-records':
    'Le nom n’a aucune adresse (ni enregistrement A ni AAAA) : la méthode http-01 ne peut pas fonctionner. Ajoutez l’adresse du serveur Web dans le DNS, ou utilisez la méthode dns-01.',
  'acme.problem.txt-record-error':
    'La recherche de l’enregistrement TXT _acme-challenge a échoué. Let’s Encrypt échouera de la même façon : corrigez les serveurs DNS de ce nom.',
  'acme.problem.txt-double-label':
    'Un enregistrement TXT se trouve à un nom où le domaine est répété. C’est le signe habituel d’un nom complet saisi dans un panneau DNS qui ajoute lui-même le domaine : saisissez seulement _acme-challenge (ou _acme-challenge.sous-domaine).',
  'acme.problem.txt-cname-delegation':
    '_acme-challenge est délégué par un alias (CNAME) : Let’s Encrypt le suit. Votre client ACME doit écrire l’enregistrement TXT à la cible de l’alias.',
  'acme.problem.bad-redirect':
    'La requête de validation est redirigée d’une façon que Let’s Encrypt ne suivra pas. Les redirections ne peuvent mener qu’à http ou https, sur les ports 80 ou 443, et pas plus de 10 fois : corrigez les règles de redirection du serveur Web, ou excluez-en /.well-known/acme-challenge/.',
  'acme.problem.webserver-misconfiguration':
    'Le serveur Web parle en HTTP simple sur le port HTTPS (443). Activez TLS sur le port 443, ou cessez de rediriger la validation vers https.',
  'acme.problem.a-not-working':
    'Let’s Encrypt n’a pas pu obtenir de réponse en IPv4 (enregistrement A). Vérifiez que le serveur écoute sur le port 80 à cette adresse et qu’aucun pare-feu ni routeur ne le bloque.',
  'acme.problem.aaaa-not-working':
    'Let’s Encrypt n’a pas pu obtenir de réponse en IPv6 (enregistrement AAAA), et il privilégie IPv6 quand les deux existent. Corrigez IPv6 sur le serveur (port 80) ou supprimez l’enregistrement AAAA.',
  'acme.problem.unexpected-http-response':
    'L’adresse de validation a répondu par un code inattendu (ni 2xx ni 404). Assurez-vous que /.well-known/acme-challenge/ est servi comme de simples fichiers, sans authentification, blocage ni réécriture.',
  'acme.problem.multiple-ip-address-discrepancy':
    'Les adresses du nom ne répondent pas de la même façon. Let’s Encrypt peut utiliser n’importe laquelle : faites en sorte que chaque adresse serve le même site.',
  'acme.problem.port-forwarding':
    'La réponse vient d’un routeur ou d’un modem domestique, pas de votre serveur Web. Redirigez le port 80 vers le serveur Web.',
  'acme.problem.blocked-by-nginx-test-cookie':
    'Un module antirobot (nginx testcookie) répond à la place de votre site. Excluez-en /.well-known/acme-challenge/.',
  'acme.problem.http-on-https-port':
    'Le serveur attend du HTTPS là où du HTTP simple a été envoyé. Servez le port 80 en HTTP simple, ou redirigez correctement vers https://.',
  'acme.problem.blocked-by-firewall':
    'Un pare-feu (règle « acme-protocol » de Palo Alto) bloque la validation. Laissez-le passer les requêtes de validation ACME.',
  'acme.problem.cloudflare-cdn':
    'Le nom est servi par Cloudflare. La méthode http-01 fonctionne à travers Cloudflare s’il transmet /.well-known/acme-challenge/ à votre serveur ; sinon, utilisez la méthode dns-01.',
  'acme.problem.tls-alpn-not-negotiated':
    'Le port 443 répond à une négociation TLS, mais ne choisit pas le protocole acme-tls/1 (ALPN) : la validation tls-alpn-01 ne peut donc pas réussir. Utilisez un client ACME ou un serveur Web qui prend en charge tls-alpn-01 sur le port 443 (par exemple Caddy, Traefik ou le module mod_md d’Apache), assurez-vous que rien devant lui (un répartiteur de charge ou un CDN qui termine TLS) ne répond à sa place, ou utilisez http-01 ou dns-01.',
  'acme.problem.tls-alpn-no-answer':
    'Rien n’a répondu à une négociation TLS sur le port 443 à cette adresse (connexion refusée ou aucune réponse à temps). Let’s Encrypt valide tls-alpn-01 sur le port 443 : vérifiez que le serveur y écoute et qu’aucun pare-feu ni routeur ne le bloque.',
  'acme.problem.tls-alpn-handshake-failed':
    'Le serveur du port 443 a interrompu la négociation TLS. Vérifiez sa configuration TLS (certificat, protocoles) et que le port 443 n’est pas redirigé vers un service qui ne parle pas TLS.',
  // Détails : le cas rencontré.
  'acme.detail.domain-too-long': '{domain} compte plus de 253 caractères.',
  'acme.detail.domain-bad-characters':
    '{domain} contient d’autres caractères que des lettres, des chiffres, des traits d’union et des points (ou c’est une adresse IP).',
  'acme.detail.domain-label-count': '{domain} doit compter de 2 à 10 étiquettes.',
  'acme.detail.domain-label-invalid':
    'Une étiquette de {domain} est vide, dépasse 63 caractères, commence ou finit par un trait d’union, ou a « -- » en troisième et quatrième position sans être xn--.',
  'acme.detail.domain-bad-punycode': 'Une étiquette de {domain} est du punycode (xn--) invalide.',
  'acme.detail.domain-not-under-suffix': '{domain} n’est pas sous un domaine de premier niveau public.',
  'acme.detail.domain-is-suffix': '{domain} est lui-même un suffixe public : personne ne peut le posséder.',
  'acme.detail.domain-not-registered':
    'Le domaine enregistré {domain} n’existe pas dans le DNS (NXDOMAIN) : il n’est pas enregistré, ou il a expiré.',
  'acme.detail.private-suffix': 'Suffixe {suffix} ; les limites sont calculées sur {registered}.',
  'acme.detail.wildcard-needs-dns-01':
    '{domain} est un nom générique : seule la méthode dns-01 peut le valider.',
  'acme.detail.soa-lookup-failed': 'La recherche SOA de {name} a échoué ({status}).',
  'acme.detail.caa-lookup-failed': 'La recherche CAA de {name} a échoué ({status}).',
  'acme.detail.address-lookup-failed': 'La recherche {type} de {name} a échoué ({status}).',
  'acme.detail.caa-unknown-critical-tag': 'Étiquette critique « {tag} » à {name}.',
  'acme.detail.caa-other-ca': 'Les enregistrements CAA de {name} n’autorisent que : {issuers}.',
  'acme.detail.caa-no-issuance':
    'Les enregistrements CAA de {name} interdisent toute autorité de certification.',
  'acme.detail.caa-method-not-allowed':
    'Les enregistrements CAA de {name} n’autorisent Let’s Encrypt qu’avec validationmethods={allowed}, pas {method}.',
  'acme.detail.caa-malformed-value': 'À {name} : {value}',
  'acme.detail.caa-account-uri': 'À {name} : accounturi={accountUri}',
  'acme.detail.rate-limit-registered-domain':
    '{count} certificats Let’s Encrypt pour {registered} au cours des 7 derniers jours (limite : {limit}).',
  'acme.detail.rate-limit-registered-domain-near':
    '{count} certificats Let’s Encrypt pour {registered} au cours des 7 derniers jours : près de la limite de {limit}.',
  'acme.detail.rate-limit-exact-set':
    '{count} certificats pour le même ensemble de noms que {name} au cours des 7 derniers jours (limite : {limit}).',
  'acme.detail.rate-limit-exact-set-near':
    '{count} certificats pour le même ensemble de noms que {name} au cours des 7 derniers jours : un de plus atteint la limite de {limit}.',
  'acme.detail.reserved-address': '{name} → {address} (plage réservée {range}).',
  'acme.detail.no-addresses': '{name} n’a ni enregistrement A ni enregistrement AAAA.',
  'acme.detail.txt-lookup-failed': 'La recherche TXT de {name} a échoué ({status}).',
  'acme.detail.txt-doubled-label': 'Enregistrement TXT trouvé à {name}.',
  'acme.detail.txt-cname': '{name} est un alias de {target}.',
  'acme.detail.redirect-too-many':
    '{address} : plus de {max} redirections (une boucle ?), dernière adresse {url}.',
  'acme.detail.redirect-bad-port': '{address} : redirection vers le port {port}, dernière adresse {url}.',
  'acme.detail.redirect-bad-scheme':
    '{address} : redirection vers une adresse ou un protocole invalide, dernière adresse {url}.',
  'acme.detail.redirect-missing-slash':
    '{address} : redirection vers {location} : il manque une barre oblique entre le nom d’hôte et .well-known.',
  'acme.detail.redirect-unreachable': '{address} : la cible de la redirection {url} est injoignable.',
  'acme.detail.http-on-https-redirect':
    '{address} : redirection vers {url}, où la négociation TLS a échoué (HTTP simple sur le port 443 ?).',
  'acme.detail.connection-timeout': '{address} : aucune réponse à temps ({url}).',
  'acme.detail.connection-refused': '{address} : connexion refusée sur le port 80 ({url}).',
  'acme.detail.connection-failed': '{address} : la connexion a échoué ({url}).',
  'acme.detail.garbage-response': '{address} : la réponse n’est pas du HTTP ({url}).',
  'acme.detail.unexpected-status': '{address} : code {status} pour {url}.',
  'acme.detail.addresses-disagree': '{address} a répondu {status}, {other} a répondu {otherStatus}.',
  'acme.detail.port-forwarding-server': '{address} : en-tête Server : {server}.',
  'acme.detail.nginx-test-cookie': '{address} : page testcookie à {url}.',
  'acme.detail.plain-http-to-tls-port': '{address} : page « HTTP simple sur le port HTTPS » à {url}.',
  'acme.detail.palo-alto-firewall': '{address} : page de blocage d’un pare-feu à {url}.',
  'acme.detail.cloudflare-server': '{address} : en-tête Server : {server}.',
  'acme.detail.alpn-not-selected':
    '{address} : la négociation s’est terminée avec l’ALPN {alpn} au lieu d’acme-tls/1 (« - » : aucun).',
  'acme.detail.alpn-refused': '{address} : le serveur a refusé acme-tls/1 (alerte no_application_protocol).',
  'acme.detail.tls-timeout': '{address} : aucune négociation TLS sur le port 443 à temps.',
  'acme.detail.tls-connect-failed': '{address} : la connexion au port 443 a été refusée ou a échoué.',
  'acme.detail.tls-handshake-error': '{address} : la négociation TLS sur le port 443 a échoué.',
  // Vérifications.
  'acme.check.domain-validity': 'Validité du nom',
  'acme.check.wildcard-method': 'Nom générique et méthode',
  'acme.check.domain-exists': 'Existence du domaine enregistré (SOA)',
  'acme.check.caa': 'Enregistrements CAA',
  'acme.check.rate-limits': 'Limites d’émission (Certificate Transparency)',
  'acme.check.addresses': 'Adresses (A et AAAA)',
  'acme.check.txt-record': 'Enregistrement TXT de dns-01',
  'acme.check.txt-doubled-label': 'Étiquette répétée (dns-01)',
  'acme.check.http-access': 'Adresse de validation http-01 sur chaque adresse IP',
  'acme.check.tls-alpn': 'Négociation tls-alpn-01 sur le port 443',
  'acme.check.staging-order': 'Commande d’essai sur le serveur de préproduction de Let’s Encrypt',
  // Pourquoi une vérification n’a pas eu lieu.
  'acme.reason.method-not-selected': 'Sans objet pour la méthode choisie.',
  'acme.reason.stopped-by-fatal': 'Non effectuée : un problème fatal plus haut bloque déjà cette méthode.',
  'acme.reason.needs-ca-account':
    'Non effectuée : une commande d’essai exige un compte auprès d’une autorité de certification.',
  'acme.reason.lookup-failed': 'Une recherche DNS a échoué : voyez les problèmes.',
  'acme.reason.sources-failed':
    'Aucune des recherches Certificate Transparency (crt.sh, Cert Spotter) n’a répondu.',
  'acme.reason.no-time-left': 'Il ne restait plus de temps avant l’échéance.',
  'acme.reason.tls-port-refused':
    'Le service n’a pas pu ouvrir de connexion TLS vers une adresse (hors ligne ou refusée par sa politique).',
  // Par méthode.
  'acme.method-status.no-problem-found': 'Aucun problème trouvé : cette méthode devrait fonctionner.',
  'acme.method-status.blocked': 'Bloquée : corrigez d’abord les problèmes fatals ou les erreurs.',
  'acme.method-status.warnings': 'Devrait fonctionner, mais lisez les avertissements.',
  'acme.method-status.not-checked':
    'Vérification incomplète : certaines de ses vérifications n’ont pas pu avoir lieu.',
  'acme.error.dns-unavailable':
    'Le domaine enregistré n’a pas pu être recherché dans le DNS : rien d’autre n’a pu être vérifié. Réessayez plus tard.',
};
