import type { EmailArea } from '../../areas.js';

export const email: EmailArea = {
  'email.summary.likely-safe': 'Nous n’avons trouvé aucun signe courant d’hameçonnage dans ce courriel.',
  'email.summary.caution':
    'Ce courriel présente un signe inquiétant. Relisez-le attentivement avant d’y donner suite.',
  'email.summary.suspicious': 'Ce courriel présente plusieurs signes d’hameçonnage.',
  'email.summary.dangerous': 'Ce courriel a tout d’une tentative d’hameçonnage.',
  'email.summary.inconclusive':
    'Nous n’avons trouvé aucun signe courant d’hameçonnage dans ce que nous avons pu vérifier, mais certaines vérifications n’ont pas été faites.',

  'email.action.likely-safe':
    'Il semble ordinaire. Ne donnez toutefois jamais de mot de passe ni de renseignements bancaires par courriel, et ouvrez vos comptes en tapant vous-même l’adresse du site.',
  'email.action.caution':
    'Soyez prudent. Ne cliquez sur aucun lien, n’ouvrez aucune pièce jointe et ne répondez pas avec des renseignements avant d’avoir vérifié auprès de l’expéditeur par un autre moyen.',
  'email.action.suspicious':
    'Ne cliquez pas sur les liens, n’ouvrez pas les pièces jointes et ne répondez pas. Si le courriel dit venir d’une entreprise, allez vous-même sur son site Web ou appelez un numéro que vous connaissez déjà.',
  'email.action.inconclusive':
    'Attendez avant d’y donner suite : certaines vérifications n’ont pas pu être faites. Ne cliquez pas sur ses liens et n’ouvrez pas ses pièces jointes. S’il dit venir d’une entreprise, allez vous-même sur son site Web ou appelez un numéro que vous connaissez déjà.',
  'email.action.dangerous':
    'Ne cliquez pas, n’ouvrez rien, ne répondez pas et ne payez rien. Supprimez le courriel ou signalez-le comme hameçonnage dans votre logiciel de courriel. Si vous avez déjà entré un mot de passe ou payé, changez ce mot de passe, appelez votre banque et signalez la fraude au Centre antifraude du Canada (1 888 495-8501).',

  'email.part.dkim-verification': 'Vérification de la signature DKIM',
  'email.part.dmarc-policy': 'Politique DMARC du domaine de l’expéditeur',
  'email.part.sender-ip-blocklists': 'Adresse du serveur d’envoi dans les listes de blocage',
  'email.part.link-network-checks': 'Vérifications réseau des liens (redirections, âge du domaine)',
  'email.skip.no-headers': 'Ne s’applique pas : aucun en-tête n’a été collé.',
  'email.skip.not-intact':
    'Ne s’applique pas : le corps n’a pas été collé tel qu’il a été envoyé (collez le message original au complet pour le permettre).',
  'email.skip.no-sender-ip':
    'Ne s’applique pas : les en-têtes ne montrent aucun serveur d’envoi hors de celui du destinataire.',
  'email.skip.no-links': 'Ne s’applique pas : le courriel ne contient aucun lien.',
  'email.skip.link-limit':
    'Vérification partielle : les liens des six sites les plus suspects ont été vérifiés, pas les autres (seules les vérifications de l’adresse y ont été faites).',
  'email.skip.lookup-failed':
    'Vérification impossible : les requêtes DNS ou Web n’ont pas répondu à temps (un échec n’est jamais lu comme « rien de trouvé »).',
  'email.dmarc.policy-none':
    'Publie DMARC en mode surveillance seulement (p=none) : le courriel envoyé frauduleusement en son nom n’est pas bloqué.',
  'email.dmarc.policy-quarantine':
    'Publie DMARC en demandant aux serveurs de réception de mettre les courriels usurpés dans les pourriels (p=quarantine).',
  'email.dmarc.policy-reject':
    'Publie DMARC en demandant aux serveurs de réception de refuser les courriels usurpés (p=reject).',
  'email.dmarc.none':
    'Ne publie aucune politique DMARC : n’importe qui peut envoyer des courriels en son nom sans que les serveurs de réception soient invités à les refuser.',
  'email.dmarc.invalid':
    'Publie un enregistrement DMARC inutilisable par les serveurs de réception (plusieurs enregistrements ou une erreur de syntaxe).',
  'email.dmarc.temperror':
    'Vérification impossible : les requêtes DNS n’ont pas répondu (ce n’est pas lu comme « aucune politique »).',
  'email.link-network.checked': 'Vérifié (redirections et âge du domaine)',
  'email.link-network.failed': 'Non vérifié : les requêtes n’ont pas abouti à temps',
  'email.link-network.not-checked': 'Non vérifié : au-delà du nombre de sites vérifiés par courriel',

  'finding.email-auth-dmarc-fail.title': 'Échec de la vérification DMARC de l’expéditeur',
  'finding.email-auth-dmarc-fail.description':
    'Le serveur de réception ({receiver}) a constaté que ce courriel n’est pas autorisé par le domaine de l’adresse d’expédition (échec DMARC). L’adresse de l’expéditeur est probablement usurpée.',
  'finding.email-auth-compauth-fail.title': 'Échec de l’authentification de l’expéditeur de Microsoft',
  'finding.email-auth-compauth-fail.description':
    'Le serveur de réception ({receiver}) n’a pas pu confirmer que l’expéditeur est bien celui qu’indique l’adresse d’expédition (échec de l’authentification composite).',
  'finding.email-auth-spf-fail.title': 'Envoyé par un serveur que le domaine n’autorise pas',
  'finding.email-auth-spf-fail.description':
    'Le serveur de réception ({receiver}) a constaté que le serveur qui a envoyé ce courriel n’est pas autorisé à envoyer du courrier pour {domain} (échec SPF).',
  'finding.email-auth-spf-softfail.title': 'Envoyé par un serveur que le domaine ne déclare pas',
  'finding.email-auth-spf-softfail.description':
    'Le serveur de réception ({receiver}) a constaté que le serveur d’envoi ne figure pas parmi ceux que {domain} déclare comme siens (échec léger SPF).',
  'finding.email-auth-dkim-fail.title': 'Signature DKIM invalide',
  'finding.email-auth-dkim-fail.description':
    'Le serveur de réception ({receiver}) a trouvé une signature DKIM qui ne correspond pas au message : il a été modifié après sa signature, ou la signature est falsifiée.',
  'finding.email-auth-none.title': 'Aucune authentification de l’expéditeur',
  'finding.email-auth-none.description':
    'Le serveur de réception ({receiver}) n’a pu authentifier l’expéditeur d’aucune façon : aucune vérification SPF, DKIM ou DMARC n’a réussi. La plupart des expéditeurs légitimes en réussissent au moins une.',
  'finding.email-auth-list-ignored.title': 'Échecs d’authentification dus à une liste de diffusion',
  'finding.email-auth-list-ignored.description':
    'Certaines vérifications ont échoué ({failed}), mais le courriel est passé par la liste de diffusion {listId}, qui modifie les messages et les rend invalides. Ces échecs ne sont pas retenus contre lui.',
  'finding.email-auth-dmarc-pass.title': 'Vérification DMARC réussie',
  'finding.email-auth-dmarc-pass.description':
    'Le serveur de réception ({receiver}) a confirmé que le domaine de l’adresse d’expédition a autorisé ce courriel. Cela prouve qui l’a envoyé, pas qu’il est sans danger : les fraudeurs réussissent DMARC avec leurs propres domaines.',

  'finding.email-sender-lookalike-domain.title': 'Domaine de l’expéditeur qui imite une marque',
  'finding.email-sender-lookalike-domain.description':
    'Le courriel vient de {domain}, un nom fait pour ressembler {brand|à}, mais qui n’est pas l’un de ses domaines.',
  'finding.email-sender-brand-display-name.title': 'Nom d’une marque sur une adresse sans lien avec elle',
  'finding.email-sender-brand-display-name.description':
    'Le nom de l’expéditeur est « {displayName} », mais l’adresse est chez {domain}, pas chez {officialDomain} ni dans un autre domaine {brand|de}. Les logiciels de courriel n’affichent souvent que le nom.',
  'finding.email-sender-display-address.title': 'Le nom de l’expéditeur affiche une autre adresse',
  'finding.email-sender-display-address.description':
    'Le nom de l’expéditeur (« {displayName} ») contient une adresse de courriel, mais le message vient en réalité de {address}.',
  'finding.email-sender-freemail-organisation.title': 'Organisation qui écrit d’une boîte gratuite',
  'finding.email-sender-freemail-organisation.description':
    'L’expéditeur se présente comme « {displayName} », mais écrit d’une boîte de courriel gratuite chez {domain}, que n’importe qui peut ouvrir en une minute. Les banques, les organismes publics et les entreprises utilisent leurs propres domaines.',
  'finding.email-sender-suspicious-domain.title': 'Domaine d’envoi inhabituel',
  'finding.email-sender-suspicious-domain.description':
    'Le domaine de l’expéditeur, {domain}, présente des signes fréquents chez les domaines jetables (extension inhabituelle, nom qui semble aléatoire…).',
  'finding.email-reply-to-lookalike.title': 'Les réponses vont à une imitation d’une marque',
  'finding.email-reply-to-lookalike.description':
    'Les réponses iraient à {replyTo}, dont le domaine imite {brand|le}.',
  'finding.email-sender-lookalike-recipient.title':
    'Domaine de l’expéditeur qui imite celui de votre organisation',
  'finding.email-sender-lookalike-recipient.description':
    'Le courriel vient de {domain}, un nom fait pour ressembler à {recipientDomain}, le domaine auquel il a été envoyé. Les fraudeurs enregistrent de tels noms pour se faire passer pour un collègue ou un gestionnaire ; vérifiez auprès de la personne par un autre moyen avant de payer ou d’envoyer quoi que ce soit.',
  'finding.email-sender-is-recipient.title': 'Envoyé de votre propre adresse',
  'finding.email-sender-is-recipient.description':
    'Le courriel prétend venir de votre propre adresse ({address}). Les fraudeurs la falsifient pour faire croire qu’ils contrôlent votre boîte ; un vrai message de vous ne vous demanderait pas d’argent et ne vous menacerait pas.',
  'finding.email-sender-freemail-bulk.title': 'Une boîte gratuite envoyée par un service d’envoi de masse',
  'finding.email-sender-freemail-bulk.description':
    'Le message vient d’une boîte gratuite chez {domain}, mais il a été remis par {via}, un service d’envoi de courriels de masse. Ces services réécrivent ou refusent les adresses d’expéditeur gratuites ; le pourriel envoyé par un compte de service en montre souvent une.',
  'finding.email-sender-decorated-name.title': 'Un nom d’expéditeur maquillé',
  'finding.email-sender-decorated-name.description':
    'Le nom de l’expéditeur (« {displayName} ») est maquillé de traits de soulignement, de symboles, de lettres stylisées ou d’espaces de remplissage. Le pourriel de masse fait cela pour attirer l’œil et déjouer les filtres ; les personnes et les entreprises écrivent leur nom simplement.',
  'finding.email-sender-name-elsewhere.title': 'Le nom d’un commerce sur le domaine d’un autre',
  'finding.email-sender-name-elsewhere.description':
    'Le nom de l’expéditeur (« {displayName} ») présente le programme de clients, de membres ou de récompenses d’une entreprise, mais aucun de ses mots ne figure dans le domaine d’envoi, {domain}. Le courriel d’une entreprise à ses clients vient de son propre domaine ; le pourriel qui imite un commerce sous un tel nom vient de domaines jetables.',
  'finding.email-reply-to-freemail.title': 'Les réponses vont à une boîte gratuite',
  'finding.email-reply-to-freemail.description':
    'Le courriel vient de {domain}, mais les réponses iraient à {replyTo}, une boîte de courriel gratuite. Les fraudeurs font cela pour recevoir votre réponse.',
  'finding.email-reply-to-mismatch.title': 'Les réponses vont à un autre domaine',
  'finding.email-reply-to-mismatch.description':
    'Le courriel vient de {domain}, mais les réponses iraient à {replyTo}.',
  'finding.email-return-path-mismatch.title': 'Les retours vont à un autre domaine',
  'finding.email-return-path-mismatch.description':
    'L’expéditeur de l’enveloppe ({returnPath}) n’est pas chez {domain}. Les services d’envoi en masse le font couramment : cela ne compte qu’avec d’autres signes.',
  'finding.email-message-id-mismatch.title': 'Message créé par un autre domaine',
  'finding.email-message-id-mismatch.description':
    'L’identifiant du message a été créé chez {messageIdDomain}, pas chez {domain}. Les services d’envoi en masse le font couramment : cela ne compte qu’avec d’autres signes.',
  'finding.email-return-path-lookalike.title': 'Les retours vont à une imitation d’une marque',
  'finding.email-return-path-lookalike.description':
    'L’expéditeur de l’enveloppe ({returnPath}) est chez un domaine qui imite {brand|le}. Les vrais expéditeurs reçoivent leurs retours à leur propre domaine ou à celui de leur service d’envoi.',
  'finding.email-message-id-freemail.title': 'Écrit dans une boîte gratuite, signé par une organisation',
  'finding.email-message-id-freemail.description':
    'L’identifiant du message a été créé chez {messageIdDomain}, un service de courriel gratuit, alors que le courriel dit venir de {domain}. Les systèmes d’une organisation n’envoient pas par une boîte personnelle.',
  'finding.email-bulk-mail.title': 'Liste de diffusion ou envoi en masse',
  'finding.email-bulk-mail.description':
    'Ce courriel a été envoyé par une liste de diffusion ou un service d’envoi en masse ({via}). Ces courriels cachent couramment une ligne d’aperçu, utilisent des images et des offres, et renvoient les retours au service\u00a0: cela ne compte qu’à côté d’un vrai signe de fraude.',
  'finding.email-recipient-in-subject.title': 'Votre adresse dans l’objet',
  'finding.email-recipient-in-subject.description':
    'L’objet reprend votre adresse ou votre nom d’utilisateur ({recipient}), une astuce pour donner un air personnel à un envoi massif.',
  'finding.email-recipient-in-greeting.title': 'Vous salue par votre adresse',
  'finding.email-recipient-in-greeting.description':
    'Le courriel vous salue avec votre adresse ou votre nom d’utilisateur ({recipient}) plutôt qu’avec votre nom : l’expéditeur connaît votre adresse, pas vous.',
  'finding.email-sender-ip-listed.title': 'Serveur d’envoi dans une liste de blocage',
  'finding.email-sender-ip-listed.description':
    'Le serveur qui a envoyé ce courriel ({ip}) figure pour abus dans {lists}.',
  'finding.email-sender-ip-policy-listed.title': 'Envoyé d’une adresse résidentielle ou dynamique',
  'finding.email-sender-ip-policy-listed.description':
    'Le serveur qui a envoyé ce courriel ({ip}) se trouve dans une plage d’adresses résidentielles ou dynamiques ({lists}), où les vrais serveurs de courriel sont rares.',

  'finding.email-dkim-invalid.title': 'Signature DKIM non vérifiable',
  'finding.email-dkim-invalid.description':
    'Nous avons vérifié la signature DKIM de {domain} avec sa clé publiée, et elle ne correspond pas : le message a été modifié en cours de route ou par le copier-coller, ou la signature est falsifiée.',
  'finding.email-dkim-verified.title': 'Signature DKIM vérifiée',
  'finding.email-dkim-verified.description':
    'Nous avons vérifié la signature DKIM de {domain} : ce domaine a bien envoyé ce message. Cela indique qui l’a envoyé, pas qu’il est sans danger.',
  'finding.email-from-domain-not-found.title': 'Le domaine de l’expéditeur n’existe pas',
  'finding.email-from-domain-not-found.description':
    'Le domaine de l’adresse d’expédition ({domain}) n’existe pas dans le DNS : personne ne peut y recevoir de réponse. Les vraies organisations écrivent depuis des domaines qui existent ; cette adresse est inventée.',
  'finding.email-dmarc-enforced-fail.title': 'Envoyé frauduleusement au nom d’un domaine protégé',
  'finding.email-dmarc-enforced-fail.description':
    '{domain} demande aux serveurs de réception de traiter ainsi ({policy}) les courriels qui échouent à sa vérification DMARC, et le serveur de réception a constaté que ce courriel y échoue : il n’a très probablement pas été envoyé par {domain}.',
  'finding.email-dmarc-missing.title': 'Le domaine de l’expéditeur ne publie aucune politique DMARC',
  'finding.email-dmarc-missing.description':
    '{domain} ne publie aucune politique DMARC : n’importe qui peut envoyer des courriels affichant cette adresse. Bien des petits expéditeurs n’en ont pas ; à lui seul, ce signe ne prouve rien.',
  'finding.email-link-redirect-private.title': 'Lien qui mène à un réseau privé',
  'finding.email-link-redirect-private.description':
    'Le lien vers {host} redirige vers {to}, une adresse d’un réseau privé ou de l’ordinateur lui-même. Un lien légitime ne fait jamais cela.',
  'finding.email-link-domain-new.title': 'Lien vers un domaine tout juste enregistré',
  'finding.email-link-domain-new.description':
    'Un lien mène à {domain}, enregistré il y a {days|jour|jours}. Les sites d’hameçonnage sont souvent installés sur des domaines qui n’ont que quelques jours.',
  'finding.email-link-shortener-risky.title': 'Un lien raccourci cache une destination risquée',
  'finding.email-link-shortener-risky.description':
    'Le lien raccourci de {host} mène à {to}, une destination qui présente elle-même des signes inquiétants.',
  'finding.email-link-redirect-suspicious.title': 'Lien qui redirige vers une adresse suspecte',
  'finding.email-link-redirect-suspicious.description':
    'Le lien vers {host} redirige vers {to}, dont l’adresse présente des signes inquiétants (note de {score} sur 100).',
  'finding.email-link-domain-young.title': 'Lien vers un domaine récent',
  'finding.email-link-domain-young.description':
    'Un lien mène à {domain}, enregistré il y a {days|jour|jours}, soit moins de trois mois.',
  'finding.email-link-unresolvable.title': 'Lien vers un site qui n’existe pas',
  'finding.email-link-unresolvable.description':
    'Le lien mène à {host}, un nom qui n’existe pas dans le DNS : le site a été fermé ou l’adresse est inventée.',
  'finding.email-link-redirect-cross-domain.title': 'Lien qui passe par un autre site',
  'finding.email-link-redirect-cross-domain.description':
    'Le lien vers {host} redirige vers un autre site, {to}. Les services d’envoi de masse le font pour compter les clics ; vérifiez où vous arrivez avant d’y entrer quoi que ce soit.',
  'finding.email-link-script.title': 'Lien qui exécute du code',
  'finding.email-link-script.description':
    'Un lien utilise le schéma {scheme}: ({link}) : il exécute du code ou ouvre un contenu intégré au lieu de mener à un site Web. Un courriel légitime ne fait jamais cela.',
  'finding.email-link-dangerous.title': 'Lien dangereux',
  'finding.email-link-dangerous.description':
    'Le lien {link} présente de forts signes d’un site d’hameçonnage (note de {score} sur 100 aux vérifications de l’adresse).',
  'finding.email-link-text-mismatch.title': 'Le texte du lien affiche une autre adresse',
  'finding.email-link-text-mismatch.description':
    'Un lien affiche « {text} » ({shownDomain}), mais mène en réalité à {host}.',
  'finding.email-link-brand-mismatch.title': 'Parle au nom d’une entreprise, mais mène ailleurs',
  'finding.email-link-brand-mismatch.description':
    'Le courriel parle au nom {brand|de}, mais un lien mène à {host}, pas à {officialDomain} ni à un autre site officiel {brand|de}.',
  'finding.email-link-ip-host.title': 'Lien vers une adresse numérique',
  'finding.email-link-ip-host.description':
    'Le lien {link} mène à une adresse composée de chiffres ({host}) plutôt qu’à un site Web nommé.',
  'finding.email-link-suspicious.title': 'Lien suspect',
  'finding.email-link-suspicious.description':
    'Le lien {link} présente plusieurs signes inquiétants (note de {score} sur 100 aux vérifications de l’adresse).',
  'finding.email-link-free-hosting.title': 'Lien vers un hébergement gratuit ou un créateur de formulaires',
  'finding.email-link-free-hosting.description':
    'Le lien {link} mène à {host}, un service où n’importe qui peut publier gratuitement une page ou un formulaire, souvent utilisé pour recueillir des mots de passe.',
  'finding.email-link-shortener.title': 'Lien caché derrière un raccourcisseur',
  'finding.email-link-shortener.description':
    'Le lien {link} passe par un service de raccourcissement d’adresses, qui cache où il mène vraiment.',
  'finding.email-link-suspicious-tld.title': 'Lien avec une extension inhabituelle',
  'finding.email-link-suspicious-tld.description':
    'L’adresse {host} se termine par une extension bon marché, souvent utilisée par les sites frauduleux.',
  'finding.email-link-text-tracked.title': 'Lien qui passe par un service de suivi',
  'finding.email-link-text-tracked.description':
    'Un lien affiche « {text} », mais passe par {host}, un service de suivi des clics. Les infolettres le font couramment ; les fraudeurs utilisent les mêmes services.',
  'finding.email-link-plain-http.title': 'Tous les liens sont non chiffrés (http)',
  'finding.email-link-plain-http.description':
    'Les {count} liens de ce courriel utilisent http:// sans chiffrement (par exemple {host}). Les entreprises établies et leurs services d’envoi utilisent https ; les fraudes et les pourriels de masse, souvent pas.',

  'finding.email-lure-credential.title': 'Vous demande de vous connecter ou de garder votre mot de passe',
  'finding.email-lure-credential.description':
    'Le courriel utilise un appât classique de vol de mot de passe (« {phrase} ») : boîte pleine, mot de passe qui expire, document partagé ou message vocal à ouvrir.',
  'finding.email-lure-account.title': 'Prétend qu’il y a un problème avec votre compte',
  'finding.email-lure-account.description':
    'Le courriel affirme que votre compte ou votre carte pose problème (« {phrase} ») pour vous pousser à agir vite.',
  'finding.email-lure-personal-info.title': 'Demande des renseignements personnels ou bancaires',
  'finding.email-lure-personal-info.description':
    'Le courriel vous demande de fournir des renseignements sensibles (« {phrase} »). Les organisations légitimes ne les demandent pas par courriel.',
  'finding.email-lure-gift-card.title': 'Demande de cartes-cadeaux',
  'finding.email-lure-gift-card.description':
    'Le courriel parle d’acheter des cartes-cadeaux ou de payer avec elles (« {phrase} »), un mode de paiement que seuls les fraudeurs exigent.',
  'finding.email-lure-callback.title': 'Appât « appelez pour annuler »',
  'finding.email-lure-callback.description':
    'Le courriel annonce une commande, un renouvellement ou un prélèvement et vous demande de téléphoner à un numéro pour l’annuler (« {phrase} »). Les fraudeurs s’en servent pour vous avoir au bout du fil et obtenir un accès à distance ou votre numéro de carte : n’appelez jamais un numéro donné dans un tel courriel; vérifiez plutôt votre compte sur le site ou dans l’application de l’entreprise.',
  'finding.email-relayed-callback.title': 'Le numéro d’un inconnu dans l’avis d’un service',
  'finding.email-relayed-callback.description':
    'Cet avis vient bien de {domain}, mais la note du vendeur, le nom d’organisation ou le titre d’événement qu’il contient a été écrit par la personne qui a ouvert le compte, et il donne un numéro à appeler pour annuler ou rembourser un prélèvement (« {phrase} »). Les fraudeurs envoient ainsi de fausses factures et de faux reçus par de vrais services de paiement ou d’agenda. N’appelez pas : ouvrez une session dans votre compte par l’application ou le site du service et vérifiez si le prélèvement existe.',
  'finding.email-lure-parcel.title': 'Appât de livraison de colis',
  'finding.email-lure-parcel.description':
    'Le courriel affirme qu’un colis vous attend ou n’a pas pu être livré (« {phrase} »), un thème d’hameçonnage très courant.',
  'finding.email-lure-tax-refund.title': 'Appât de remboursement d’impôt ou de prestation',
  'finding.email-lure-tax-refund.description':
    'Le courriel promet un remboursement ou un paiement d’une autorité fiscale (« {phrase} »). L’ARC et Revenu Québec n’envoient pas de remboursement par lien dans un courriel.',
  'finding.email-lure-prize.title': 'Prix ou récompense',
  'finding.email-lure-prize.description': 'Le courriel annonce un prix ou une récompense (« {phrase} »).',
  'finding.email-lure-invoice.title': 'Facture ou demande de paiement',
  'finding.email-lure-invoice.description':
    'Le courriel insiste sur une facture ou un changement de coordonnées de paiement (« {phrase} »), une fraude courante contre les entreprises.',
  'finding.email-lure-interac.title': 'Appât de virement Interac',
  'finding.email-lure-interac.description':
    'Le courriel parle d’un virement Interac à accepter ou à déposer (« {phrase} »), souvent imité pour voler des mots de passe bancaires.',
  'finding.email-lure-sextortion.title': 'Une lettre de sextorsion',
  'finding.email-lure-sextortion.description':
    'L’expéditeur affirme avoir pris le contrôle de votre appareil, de votre caméra ou de votre compte (« {phrase} ») et exige de l’argent, souvent en cryptomonnaie, pour ne pas diffuser un enregistrement ou ne pas l’envoyer à vos contacts. C’est un bluff envoyé en masse : l’expéditeur n’a aucune vidéo. Ne payez pas et ne répondez pas; si le courriel cite un de vos mots de passe, changez-le partout où vous l’utilisez.',
  'finding.email-lure-threat.title': 'Menace ou pénalité',
  'finding.email-lure-threat.description':
    'Le courriel menace d’une pénalité, d’une amende ou de poursuites (« {phrase} ») pour vous effrayer et vous faire agir.',
  'finding.email-lure-urgency.title': 'Pression pour agir vite',
  'finding.email-lure-urgency.description': 'Le courriel vous pousse à agir rapidement (« {phrase} »).',
  'finding.email-lure-crypto.title': 'Cryptomonnaie',
  'finding.email-lure-crypto.description': 'Le courriel parle de cryptomonnaie (« {phrase} »).',
  'finding.email-lure-health.title': 'Formules de remède miracle ou de pilule minceur',
  'finding.email-lure-health.description':
    'Le courriel reprend les formules du pourriel de remèdes miracles et de pilules minceur (« {phrase} ») : une pilule ou un remède censé guérir, faire maigrir ou redonner la forme en peu de temps, souvent offert en « essai sans risque » qui se transforme en prélèvements répétés.',
  'finding.email-lure-easy-money.title': 'De l’argent facile offert',
  'finding.email-lure-easy-money.description':
    'Le courriel offre de l’argent facile (« {phrase} ») : une fortune ou des fonds non réclamés à partager, un rendement de placement garanti, ou une grosse paie pour peu de travail. Ces offres se terminent par des frais à payer, un dépôt qui disparaît ou des renseignements personnels livrés.',
  'finding.email-lure-cold-pitch.title': 'Offre commerciale adressée à personne',
  'finding.email-lure-cold-pitch.description':
    'Le courriel est une offre commerciale envoyée en masse (« {phrase} ») : des services, un fournisseur ou des listes d’adresses offerts à « Madame, Monsieur » ou à un « partenaire », souvent avec un devis gratuit ou un numéro WhatsApp. Un vrai représentant vous écrit par votre nom au sujet de votre entreprise.',
  'finding.email-pitch-unaccountable.title': 'Une offre commerciale dont personne ne répond',
  'finding.email-pitch-unaccountable.description':
    'L’offre commerciale vient d’une adresse courriel personnelle gratuite, vous demande de répondre dans une messagerie comme WhatsApp ou Telegram, ou vend des listes d’adresses courriel. Une vraie entreprise écrit depuis son propre domaine et ne vend pas les adresses des autres : ne répondez pas et ne donnez pas votre numéro de téléphone.',
  'finding.email-lure-unreachable-request.title': 'Une demande de quelqu’un qu’on ne peut pas joindre',
  'finding.email-lure-unreachable-request.description':
    'Le courriel suit le scénario de la fraude au président (« {phrase} ») : il demande si vous êtes disponible, dit que l’expéditeur ne peut pas prendre d’appels et réclame un paiement, un virement, des cartes-cadeaux ou des coordonnées bancaires. Appelez la personne à un numéro que vous connaissez déjà avant de faire quoi que ce soit.',
  'finding.email-scam-request.title': 'Une demande que seule une fraude fait',
  'finding.email-scam-request.description':
    'Le courriel demande ce qu’aucun expéditeur honnête ne demande par courriel (« {phrase} ») : le mot de passe de votre messagerie ou de votre compte de travail tapé sur un site qui n’est pas celui de votre fournisseur de courriel, des codes de cartes-cadeaux à renvoyer par courriel, un changement de compte pour la paie ou un paiement, un numéro à appeler au sujet d’une transaction ou un virement à faire, chaque fois demandés depuis une adresse personnelle; la menace de frais de retard pour un petit péage ou une amende; ou votre adresse courriel à entrer pour voir un fichier partagé. Ne répondez pas : vérifiez auprès de la personne ou de l’organisme à un numéro ou une adresse que vous connaissez déjà.',
  'finding.email-combined-lures.title': 'Plusieurs appâts à la fois',
  'finding.email-combined-lures.description':
    'Le courriel combine {count} appâts différents, ce qui est typique de l’hameçonnage.',

  'finding.email-password-field.title': 'Champ de mot de passe dans le courriel',
  'finding.email-password-field.description':
    'Le courriel lui-même contient un champ de mot de passe ({count}). Aucun expéditeur légitime ne vous demande de taper un mot de passe dans un courriel.',
  'finding.email-html-form.title': 'Formulaire dans le courriel',
  'finding.email-html-form.description':
    'Le courriel contient un formulaire ({count}) qui envoie ce que vous tapez à {action}. Les courriels légitimes vous dirigent plutôt vers leur site Web.',
  'finding.email-hidden-text.title': 'Texte caché',
  'finding.email-hidden-text.description':
    'Le courriel cache {characters} caractères de texte au lecteur ({how}), à côté de {visibleCharacters} caractères visibles, une astuce pour tromper les filtres antipourriel.',
  'finding.email-zero-width.title': 'Caractères invisibles dans les mots',
  'finding.email-zero-width.description':
    'Des mots du courriel contiennent des caractères invisibles ({count} endroits), une astuce pour échapper aux filtres qui cherchent ces mots.',
  'finding.email-styled-letters.title': 'Lettres déguisées en symboles',
  'finding.email-styled-letters.description':
    'Le courriel écrit {count} lettres avec des symboles qui leur ressemblent (lettres mathématiques grasses ou larges), une astuce pour échapper aux filtres.',
  'finding.email-image-only.title': 'Composé uniquement d’images',
  'finding.email-image-only.description':
    'Le courriel n’est presque fait que d’images ({images}), avec {characters} caractères de texte. Un code QR ou un message dans une image ne peut pas être lu ici : méfiez-vous particulièrement de ce que l’image vous demande de faire.',

  'finding.email-attachment-executable.title': 'Programme en pièce jointe',
  'finding.email-attachment-executable.description':
    'La pièce jointe {name} ({contentType}) est un programme ou un script. L’ouvrir pourrait installer un logiciel malveillant.',
  'finding.email-attachment-double-extension.title': 'Pièce jointe au nom déguisé',
  'finding.email-attachment-double-extension.description':
    'La pièce jointe {name} cache son vrai type derrière une deuxième extension ou un nom inversé. Ce n’est pas le document qu’elle prétend être.',
  'finding.email-attachment-html.title': 'Page Web en pièce jointe',
  'finding.email-attachment-html.description':
    'La pièce jointe {name} est une page Web. Les pages jointes servent à afficher de faux formulaires de connexion sans aucun lien.',
  'finding.email-attachment-disk-image.title': 'Image disque en pièce jointe',
  'finding.email-attachment-disk-image.description':
    'La pièce jointe {name} est une image disque, utilisée pour faire passer des programmes à travers les contrôles de sécurité.',
  'finding.email-attachment-macro.title': 'Document avec macros en pièce jointe',
  'finding.email-attachment-macro.description':
    'La pièce jointe {name} est un document Office qui peut exécuter des macros, un moyen courant de diffuser des logiciels malveillants.',
  'finding.email-attachment-archive.title': 'Archive compressée en pièce jointe',
  'finding.email-attachment-archive.description':
    'La pièce jointe {name} est une archive. Son contenu ne peut pas être vérifié ici ; n’ouvrez pas les programmes qu’elle contient.',

  'finding.email-headers-unreadable.title': 'En-têtes illisibles',
  'finding.email-headers-unreadable.description':
    'Le texte de la zone des en-têtes ne ressemble pas à des en-têtes de courriel ; seul le corps a été analysé.',

  'finding.email-thread-reply.title': 'Réponse dans une conversation existante',
  'finding.email-thread-reply.description':
    'Le courriel répond à un message précédent (« {subject} ») et le cite, comme le font les réponses d’une vraie conversation.',
  'finding.email-mailing-list.title': 'Liste de diffusion du domaine de l’expéditeur',
  'finding.email-mailing-list.description':
    'Le courriel vient de la liste de diffusion {listId}, gérée sur le propre domaine de l’expéditeur.',
  'finding.email-sender-official.title': 'Domaine officiel authentifié',
  'finding.email-sender-official.description':
    'Le courriel vient de {domain}, un domaine officiel {brand|de}, et a réussi la vérification DMARC.',
};
