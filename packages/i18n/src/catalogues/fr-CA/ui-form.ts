import type { FormUiArea } from '../../areas.js';

/** The form’s first-visit texts in Canadian French. */
export const uiForm: FormUiArea = {
  'ui.onebox.limits':
    'Jusqu’à {messageMax} caractères pour un texto. Un courriel entier (ses en-têtes, une ligne vide, puis son texte) est vérifié comme un courriel : jusqu’à {headersMax} caractères d’en-têtes et {bodyMax} de texte.',
  'ui.onebox.email-too-long':
    'Ce courriel est trop long pour être vérifié ici : ses en-têtes comptent {headers} caractères (la limite est de {headersMax}) et son texte {body} (la limite est de {bodyMax}). Utilisez la page des courriels : collez les en-têtes dans la deuxième case et, dans la première, seulement la partie texte du message.',
  'ui.result.email-heading': 'Résultat pour ce courriel',
  'ui.report.intro-email':
    'Le signaler aide à protéger d’autres personnes, même si vous n’avez rien perdu. Dans votre logiciel de courriel, marquez-le comme hameçonnage ou pourriel, puis supprimez-le.',
  'ui.error.too-many-heading': 'Trop de vérifications',
  'ui.mail.too-long':
    'Le courriel est trop long : la première case accepte jusqu’à {max} caractères. Collez les en-têtes (de « Afficher l’original ») dans la deuxième case et ne gardez dans la première que la partie texte du message, sans les pièces jointes.',
  'ui.feedback.comment-hint-plain': 'N’y mettez pas de renseignements personnels. Jusqu’à {max} caractères.',
  'ui.feedback.privacy-plain':
    'Nous conservons votre réponse, la vérification, ce qui a été vérifié, le résultat et votre commentaire.',
  'ui.feedback.privacy-server':
    'Nous conservons votre réponse, la vérification, le serveur vérifié, sa note et votre commentaire.',
  'ui.feedback.back-message': 'Retour au résultat (le message est vérifié de nouveau)',
  'ui.pwned.unreachable-offline':
    'La liste des mots de passe divulgués est inaccessible : ce service n’a pas accès à Internet en ce moment, la vérification ne peut donc pas se faire ici. Rien n’a été envoyé.',
  'ui.tls.summary-heading': 'Sommaire',
  'ui.tls.bar.certificate': 'Certificat',
  'ui.tls.bar.protocol': 'Protocoles pris en charge',
  'ui.tls.bar.key-exchange': 'Échange de clés',
  'ui.tls.bar.cipher': 'Force du chiffrement',
  'ui.tls.bar-value': '{score} sur 100',
  'ui.tls.plus':
    'Le « + » : le serveur envoie HSTS avec un max-age de {days} jours (180 jours ou plus), si bien que les navigateurs ne l’atteignent qu’en https.',
  'ui.tls.trust.heading': 'Pourquoi les navigateurs ne font pas confiance à ce certificat',
  'ui.tls.trust.fix': 'Pour corriger : {fix}',
  'ui.tls.trust.self-signed':
    'Le certificat est autosigné : aucune autorité de certification ne s’en porte garante, si bien que les navigateurs avertissent chaque visiteur.',
  'ui.tls.trust.expired': 'Le certificat a expiré le {date}.',
  'ui.tls.trust.not-yet-valid': 'Le certificat n’est pas valide avant le {date}.',
  'ui.tls.trust.mismatch': 'Le certificat a été délivré pour un autre nom : il ne couvre pas {host}.',
  'ui.tls.trust.incomplete-chain':
    'La chaîne est incomplète : le serveur n’envoie pas le certificat intermédiaire qui relie son certificat à une autorité de confiance.',
  'ui.tls.trust.untrusted':
    'Le certificat ne remonte pas à une autorité à laquelle les navigateurs font confiance.',
  'ui.tls.trust.revoked': 'Le certificat a été révoqué par l’autorité qui l’a délivré.',
  'ui.tls.trust.sha1': 'Le certificat est signé avec SHA-1, que les navigateurs n’acceptent plus.',
  'ui.tls.fix.self-signed':
    'installez un certificat d’une autorité publique (Let’s Encrypt en délivre gratuitement), avec sa chaîne.',
  'ui.tls.fix.expired':
    'renouvelez le certificat et faites-le renouveler automatiquement désormais (avec un client ACME comme Certbot).',
  'ui.tls.fix.mismatch': 'installez un certificat qui inclut {host} dans ses noms.',
  'ui.tls.fix.incomplete-chain':
    'installez la chaîne complète : le certificat suivi des certificats intermédiaires que fournit l’autorité (souvent « fullchain.pem »).',
  'ui.tls.fix.untrusted':
    'installez un certificat d’une autorité publique et envoyez ses certificats intermédiaires avec lui.',
  'ui.tls.fix.revoked': 'obtenez un nouveau certificat et installez-le.',
  'ui.tls.fix.sha1': 'obtenez un nouveau certificat signé avec SHA-256.',
  'ui.tls.if-trust-ignored': 'Si l’on ignore les problèmes de confiance : {grade}',
  'ui.tls.duration-ms': '{ms} ms, {connections} connexions',
  'ui.cli.summary': 'secapi : {inputs} en {seconds} s : {counts} ; {refused} ; {unchecked}',
  'ui.cli.inputs.one': '{n} entrée',
  'ui.cli.inputs.other': '{n} entrées',
  'ui.cli.refused.one': '{n} refusée',
  'ui.cli.refused.other': '{n} refusées',
  'ui.cli.unchecked.one': '{n} n’a pas pu être vérifiée',
  'ui.cli.unchecked.other': '{n} n’ont pas pu être vérifiées',
  'ui.cli.usage.see-help': 'Lancez « secapi --help » pour voir les commandes et les options.',
  'ui.cli.usage.unknown-command': 'commande inconnue : « {name} »',
  'ui.cli.usage.unknown-option': 'option inconnue : {option}',
  'ui.cli.usage.option-value': 'l’option {option} demande une valeur',
  'ui.cli.usage.bad-arguments': 'la ligne de commande n’a pas pu être lue ({detail})',
  'ui.cli.usage.fail-on': '--fail-on doit valoir {values}, et non « {value} »',
  'ui.cli.usage.min-grade': '--min-grade doit être une note (A+, A, B, C, D, F…), et non « {value} »',
  'ui.cli.usage.number': '--{name} doit être un nombre supérieur à 0 et d’au plus {max}, et non « {value} »',
  'ui.cli.usage.whole-number': '--{name} doit être un nombre entier',
  'ui.cli.usage.workers': '--workers doit être un nombre entier de 0 à 99, et non « {value} »',
  'ui.cli.usage.lang': '--lang doit valoir en-CA ou fr-CA, et non « {value} »',
  'ui.cli.usage.fail-on-family': '--fail-on s’applique aux commandes qui donnent un verdict, pas à {command}',
  'ui.cli.usage.min-grade-family':
    '--min-grade s’applique aux commandes qui donnent une note, pas à {command}',
  'ui.cli.usage.one-input':
    'une seule entrée ({input}) à la fois ; utilisez --file pour en vérifier plusieurs',
  'ui.cli.usage.input-and-file': 'donnez une entrée ou --file, pas les deux',
  'ui.cli.usage.missing-input': 'il manque l’entrée à vérifier ({input})',
  'ui.cli.usage.missing-document':
    'il manque l’entrée à vérifier ({input}) : un texte, un fichier, ou - pour l’entrée standard',
  'ui.cli.usage.cannot-read': 'impossible de lire {path} ({detail})',
  'ui.cli.usage.dns-servers': '{source} : {detail}',
  'ui.cli.progress': '{done} faites, {rate}/s',
  'ui.cli.progress-eta': '{done}/{total}, {rate}/s, fin dans {eta} s',
};
