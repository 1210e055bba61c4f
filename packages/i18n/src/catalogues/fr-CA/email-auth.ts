import type { EmailAuthArea } from '../../areas.js';

export const emailAuth: EmailAuthArea = {
  'email-auth.error.temperror':
    'Nous n’avons pas pu vérifier les enregistrements de courriel de {domain} : des requêtes DNS ont échoué ou n’ont pas reçu de réponse à temps. Aucune note n’est donnée, car une requête qui échoue ne prouve pas qu’un enregistrement manque. Réessayez plus tard.',
  'email-auth.error.domain-not-found':
    'Le domaine {domain} n’existe pas dans le DNS : il ne peut ni envoyer ni recevoir de courriel.',

  'email-auth.grade.unknown-temperror':
    'Aucune note : SPF, DMARC ou DKIM n’a pas pu être vérifié parce qu’une requête DNS a échoué.',
  'email-auth.grade.provisional':
    'Note provisoire : un enregistrement facultatif n’a pas pu être vérifié (une requête DNS a échoué), la note est donc peut-être un peu trop basse.',
  'email-auth.grade.spf-softfail':
    'SPF se termine par « ~all » (échec léger) : le courriel envoyé par d’autres serveurs est seulement marqué comme douteux. « -all » est plus strict.',
  'email-auth.grade.spf-weak-all':
    'SPF ne refuse pas les autres serveurs (« ?all » ou aucun « all » à la fin) : il ne protège rien. La note ne peut pas dépasser B.',
  'email-auth.grade.spf-all-pass':
    'SPF se termine par « +all » : n’importe quel serveur au monde peut envoyer du courriel au nom de ce domaine. La note est F.',
  'email-auth.grade.spf-permerror':
    'L’enregistrement SPF est défectueux : les destinataires l’ignorent (ou refusent le courriel). La note ne peut pas dépasser D.',
  'email-auth.grade.spf-missing': 'Il n’y a aucun enregistrement SPF. La note ne peut pas dépasser D.',
  'email-auth.grade.dmarc-quarantine':
    'DMARC demande de placer le courriel non conforme dans les indésirables (quarantaine) plutôt que de le refuser.',
  'email-auth.grade.dmarc-partial':
    'DMARC n’applique sa politique qu’à une partie du courriel (pct inférieur à 100 ou mode test). La note ne peut pas dépasser B.',
  'email-auth.grade.dmarc-policy-none':
    'DMARC est en mode surveillance (p=none) : le courriel falsifié est quand même livré. La note ne peut pas dépasser C.',
  'email-auth.grade.dmarc-invalid':
    'L’enregistrement DMARC n’est pas valide : les destinataires l’ignorent. La note ne peut pas dépasser D.',
  'email-auth.grade.dmarc-missing': 'Il n’y a aucun enregistrement DMARC. La note ne peut pas dépasser D.',
  'email-auth.grade.dmarc-no-rua':
    'DMARC ne demande aucun rapport agrégé (pas de rua=) : personne ne voit qui envoie du courriel au nom de ce domaine.',
  'email-auth.grade.dkim-1024': 'La meilleure clé DKIM trouvée fait 1024 bits : 2048 bits est recommandé.',
  'email-auth.grade.dkim-weak':
    'Les clés DKIM trouvées font moins de 1024 bits : les destinataires les jugent non valides. La note ne peut pas dépasser C.',
  'email-auth.grade.dkim-revoked': 'Les seules clés DKIM trouvées sont révoquées (clé vide).',
  'email-auth.grade.dkim-selector-unknown':
    'Des clés DKIM semblent exister, mais pas sous les {selectorCount} noms courants que nous vérifions : points partiels.',
  'email-auth.grade.dkim-not-found':
    'Aucune clé DKIM trouvée sous les {selectorCount} noms courants que nous vérifions.',
  'email-auth.grade.mta-sts-missing':
    'Aucun enregistrement MTA-STS valide (il protège le courriel entrant contre les attaques qui retirent le chiffrement).',
  'email-auth.grade.tls-rpt-missing':
    'Aucun enregistrement TLS-RPT valide (rapports sur les livraisons chiffrées qui échouent).',
  'email-auth.grade.dnssec-missing': 'Les réponses DNS n’ont pas été validées par DNSSEC.',
  'email-auth.grade.bimi-missing':
    'Aucun enregistrement BIMI utilisable (logo de la marque affiché dans les boîtes de réception).',
  'email-auth.grade.a-plus-needs-reject':
    'Pour obtenir A+, SPF doit se terminer par « -all » et DMARC doit indiquer p=reject.',

  'email-auth.note.dkim-selectors-not-exhaustive':
    'Il est impossible d’obtenir la liste des clés DKIM : nous avons essayé {selectorCount} noms de sélecteurs courants. Une clé publiée sous un autre nom ne serait pas trouvée ; cela ne prouve donc pas que le domaine n’a pas de DKIM.',
  'email-auth.note.dkim-ses-random-selectors':
    'Amazon SES et d’autres services utilisent des noms de sélecteurs aléatoires, impossibles à deviner. Consultez l’en-tête DKIM-Signature (balise s=) d’un vrai message pour trouver le vôtre.',
  'email-auth.note.dkim-not-needed':
    'Ce domaine déclare n’envoyer aucun courriel : il n’a pas besoin de clé DKIM.',
  'email-auth.note.mta-sts-policy-not-fetched':
    'Seul l’enregistrement DNS de MTA-STS a été vérifié. Cette version du service ne télécharge pas le fichier de politique (https://mta-sts.{domain}/.well-known/mta-sts.txt).',
  'email-auth.note.bimi-requires-enforcement':
    'Les fournisseurs de messagerie n’affichent un logo BIMI que si DMARC est réglé à « quarantine » ou à « reject » pour tout le courriel.',
  'email-auth.note.dmarc-from-organizational-domain':
    '{domain} n’a pas d’enregistrement DMARC à lui : c’est celui de {policyDomain} qui s’applique.',
  'email-auth.note.non-sending-domain':
    'Ce domaine déclare n’envoyer aucun courriel (SPF « -all » et DMARC p=reject) : c’est une bonne protection contre la falsification.',
  'email-auth.note.dnssec-resolver-only':
    'Les réponses DNS ne portaient pas l’indicateur de validation DNSSEC : soit le domaine n’est pas signé, soit le résolveur utilisé ne valide pas.',

  'email-auth.spf.result.pass-config': 'L’enregistrement SPF est valide et respecte les limites de requêtes.',
  'email-auth.spf.result.permerror':
    'L’enregistrement SPF contient une erreur : les destinataires le considèrent comme défectueux (permerror).',
  'email-auth.spf.result.temperror': 'SPF n’a pas pu être vérifié : une requête DNS a échoué (temperror).',
  'email-auth.spf.result.none': 'Aucun enregistrement SPF.',
  'email-auth.result.valid': 'Enregistrement valide.',
  'email-auth.result.invalid': 'L’enregistrement contient une erreur.',
  'email-auth.result.none': 'Aucun enregistrement.',
  'email-auth.result.temperror': 'Vérification impossible : une requête DNS a échoué.',
  'email-auth.dkim.result.found': 'Clé DKIM trouvée.',
  'email-auth.dkim.result.weak': 'Seules des clés DKIM faibles (moins de 1024 bits) ont été trouvées.',
  'email-auth.dkim.result.revoked': 'Seules des clés DKIM révoquées ont été trouvées.',
  'email-auth.dkim.result.not-found': 'Aucune clé DKIM trouvée sous les noms de sélecteurs courants.',
  'email-auth.dkim.result.temperror': 'DKIM n’a pas pu être vérifié : des requêtes DNS ont échoué.',
  'email-auth.mx.result.ok': 'Le domaine a des serveurs de messagerie (MX).',
  'email-auth.mx.result.null-mx': 'Le domaine n’accepte aucun courriel (MX nul).',
  'email-auth.mx.result.none': 'Aucun enregistrement MX.',
  'email-auth.mx.result.invalid': 'Les enregistrements MX se contredisent.',
  'email-auth.mx.result.temperror':
    'Les enregistrements MX n’ont pas pu être vérifiés : une requête DNS a échoué.',

  'email-auth.record.not-found': 'Aucun enregistrement à {name}.',
  'email-auth.record.multiple':
    'Il y a {count} enregistrements là où un seul est permis : les destinataires les ignorent tous.',
  'email-auth.record.temperror': 'La requête DNS a échoué ({status}).',
  'email-auth.record.syntax-error': 'Erreur de syntaxe près de « {text} ».',
  'email-auth.record.v-not-first': 'La balise de version (v=) doit être la première de l’enregistrement.',
  'email-auth.record.duplicate-tag': 'La balise {tag}= apparaît plus d’une fois.',
  'email-auth.record.unknown-tag': 'Balise inconnue {tag}= (ignorée par les destinataires).',
  'email-auth.record.invalid-value': 'Valeur non valide pour {tag}= : « {value} ».',
  'email-auth.record.missing-tag': 'La balise obligatoire {tag}= est absente.',
  'email-auth.record.invalid-uri': 'Adresse non valide dans {tag}= : « {uri} ».',

  'email-auth.spf.unknown-mechanism': 'Mécanisme inconnu : « {term} ».',
  'email-auth.spf.bad-qualifier': 'Qualificatif non valide dans « {term} » : utilisez +, -, ~ ou « ? ».',
  'email-auth.spf.invalid-term': 'Terme non valide : « {term} ».',
  'email-auth.spf.invalid-macro': 'Macro non valide dans « {term} ».',
  'email-auth.spf.duplicate-modifier': 'Le modificateur {modifier}= apparaît plus d’une fois.',
  'email-auth.spf.terms-after-all': '« {term} » vient après « all » : il n’est jamais utilisé.',
  'email-auth.spf.redirect-ignored': 'redirect= est ignoré, car l’enregistrement contient déjà « all ».',
  'email-auth.spf.lookup-limit':
    'L’enregistrement exige plus de {limit} requêtes DNS (include, a, mx, ptr, exists, redirect) : les destinataires s’arrêtent et renvoient une erreur.',
  'email-auth.spf.void-lookup-limit':
    'Plus de {limit} requêtes ne renvoient rien : les destinataires s’arrêtent et renvoient une erreur.',
  'email-auth.spf.mx-too-many-hosts':
    '{target} a {count} serveurs de messagerie : un mécanisme mx en permet au plus {limit}.',
  'email-auth.spf.include-loop': 'Boucle d’inclusion : {target} s’inclut lui-même, directement ou non.',
  'email-auth.spf.redirect-loop': 'Boucle de redirection : {target} renvoie vers lui-même.',
  'email-auth.spf.include-no-record': 'Le domaine inclus {target} n’a pas d’enregistrement SPF.',
  'email-auth.spf.redirect-no-record': 'La cible de redirection {target} n’a pas d’enregistrement SPF.',
  'email-auth.spf.ptr-used':
    '« {term} » : le mécanisme ptr est lent et peu fiable, et ne devrait pas être utilisé (RFC 7208).',
  'email-auth.spf.macro-not-expanded':
    'Ces termes dépendent de chaque message (adresse ou IP de l’expéditeur) et n’ont pas été interrogés : {terms}.',
  'email-auth.spf.record-too-long':
    'L’enregistrement fait {bytes} octets : au-delà de {limit} octets, certaines réponses DNS risquent d’être tronquées.',
  'email-auth.spf.sender-id-record':
    'Un ancien enregistrement Sender ID (spf2.0) est encore publié : il est désuet et peut être supprimé.',
  'email-auth.spf.all-pass':
    '« +all » permet à n’importe quel serveur d’envoyer du courriel au nom de ce domaine.',
  'email-auth.spf.all-neutral':
    '« ?all » ne dit rien des autres serveurs : le courriel falsifié n’est pas refusé.',
  'email-auth.spf.no-all':
    'L’enregistrement ne se termine pas par « -all » ni par « ~all » : le courriel des autres serveurs n’est pas refusé.',

  'email-auth.dmarc.record-at-apex':
    'Un enregistrement DMARC est publié sur le domaine lui-même : il doit se trouver à {name}.',
  'email-auth.dmarc.policy-none':
    'p=none ne fait que surveiller : le courriel falsifié est quand même livré.',
  'email-auth.dmarc.sp-none': 'sp=none désactive la protection des sous-domaines.',
  'email-auth.dmarc.pct-partial': 'La politique ne s’applique qu’à {pct} % du courriel non conforme.',
  'email-auth.dmarc.testing': 't=y (mode test) : les destinataires appliquent une politique moins stricte.',
  'email-auth.dmarc.no-rua': 'Aucune adresse rua= : vous ne recevrez aucun rapport agrégé.',
  'email-auth.dmarc.unsupported-uri-scheme':
    'Dans {tag}=, « {uri} » n’est pas une adresse de type mailto ; la plupart des destinataires n’envoient les rapports que par courriel.',
  'email-auth.dmarc.too-many-uris':
    'Plus de {max} adresses dans {tag}= : les destinataires peuvent ignorer celles en trop.',
  'email-auth.dmarc.external-destination-unauthorized':
    '{destination} n’a pas accepté de recevoir ces rapports (aucun enregistrement d’autorisation) : les destinataires ne les y enverront pas.',
  'email-auth.dmarc.external-destination-unknown':
    'Nous n’avons pas pu vérifier si {destination} accepte de recevoir les rapports.',
  'email-auth.dmarc.obsolete-tag':
    'La balise {tag}= a été retirée de la nouvelle version de la norme DMARC (la plupart des destinataires la respectent encore).',
  'email-auth.dmarc.inherited': 'La politique vient du domaine organisationnel {organizationalDomain}.',

  'email-auth.dkim.key-revoked': 'La clé du sélecteur {selector} est révoquée (clé vide).',
  'email-auth.dkim.key-weak':
    'La clé du sélecteur {selector} ne fait que {bits} bits : les destinataires refusent les clés de moins de 1024 bits.',
  'email-auth.dkim.key-1024': 'La clé du sélecteur {selector} fait {bits} bits : 2048 bits est recommandé.',
  'email-auth.dkim.invalid-key': 'La clé du sélecteur {selector} est illisible.',
  'email-auth.dkim.unknown-key-type': 'La clé du sélecteur {selector} est d’un type inconnu ({keyType}).',
  'email-auth.dkim.testing': 'La clé du sélecteur {selector} est en mode test (t=y).',
  'email-auth.dkim.sha1-only': 'La clé du sélecteur {selector} n’accepte que SHA-1, un algorithme désuet.',
  'email-auth.dkim.service-not-email':
    'La clé du sélecteur {selector} n’est pas destinée au courriel (balise s=).',
  'email-auth.dkim.domainkey-exists':
    'Le nom _domainkey existe : des clés DKIM existent probablement sous d’autres noms de sélecteurs.',

  'email-auth.mx.implicit':
    'Aucun enregistrement MX : les expéditeurs livreront le courriel à l’adresse du domaine lui-même (A/AAAA).',
  'email-auth.mx.null-mx': 'MX nul : le domaine déclare n’accepter aucun courriel.',
  'email-auth.mx.null-mx-with-others':
    'Un MX nul (« n’accepte aucun courriel ») côtoie d’autres enregistrements MX.',

  'email-auth.mta-sts.invalid-id': 'id= non valide : « {id} ». Utilisez de 1 à 32 lettres ou chiffres.',
  'email-auth.bimi.declined':
    'L’enregistrement BIMI est vide (l=) : le domaine choisit de ne pas afficher de logo.',
  'email-auth.bimi.no-certificate':
    'Aucun certificat de marque (a=) : plusieurs fournisseurs de messagerie, dont Gmail, n’affichent le logo qu’avec un tel certificat.',
  'email-auth.bimi.requires-enforcement':
    'Le logo ne sera pas affiché tant que DMARC ne sera pas à « quarantine » ou à « reject » pour tout le courriel.',
};
