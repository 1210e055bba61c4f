import type { MessageArea } from '../../areas.js';

export const message: MessageArea = {
  'message.summary.likely-safe': 'Nous n’avons trouvé aucun signe évident de fraude dans ce message.',
  'message.summary.caution':
    'Ce message présente un signe inquiétant. Relisez-le attentivement avant d’y donner suite.',
  'message.summary.suspicious': 'Ce message présente plusieurs signes de fraude.',
  'message.summary.dangerous': 'Ce message a tout d’une fraude.',
  'message.summary.inconclusive': 'Nous n’avons pas pu vérifier ce message au complet.',

  'message.action.likely-safe':
    'Vous pouvez sans doute vous y fier si vous connaissez l’expéditeur. Ne donnez toutefois jamais un code, un mot de passe ou vos renseignements bancaires par texto.',
  'message.action.caution':
    'Soyez prudent. Ne cliquez sur aucun lien et n’envoyez ni argent ni renseignements personnels avant d’avoir vérifié auprès de l’expéditeur par un autre moyen.',
  'message.action.suspicious':
    'Ne cliquez pas sur les liens et ne répondez pas. Si le message dit venir d’une entreprise ou d’un proche, joignez-les au moyen d’un numéro ou d’un site Web que vous connaissez déjà.',
  'message.action.inconclusive':
    'N’agissez pas tout de suite sur ce message : ne cliquez sur aucun lien et ne répondez pas avant d’avoir vérifié auprès de l’expéditeur au moyen d’un numéro ou d’un site que vous connaissez déjà.',
  'message.action.dangerous':
    'Ne cliquez pas, ne répondez pas, n’appelez pas et ne payez rien. Supprimez le message. Si vous avez déjà cliqué ou payé, appelez votre banque, changez vos mots de passe et signalez la fraude au Centre antifraude du Canada (1 888 495-8501).',

  'finding.message-link.title': 'Contient un lien',
  'finding.message-link.description':
    'Le message contient un lien ({link}). Les textos frauduleux demandent presque toujours de toucher un lien. Vérifiez où il mène vraiment avant de l’ouvrir.',
  'finding.message-link-shortener.title': 'Lien caché derrière un raccourcisseur',
  'finding.message-link-shortener.description':
    'Le lien {link} passe par un service de raccourcissement d’adresses, qui cache l’adresse réelle vers laquelle il mène.',
  'finding.message-link-alone.title': 'Un lien, et rien d’autre',
  'finding.message-link-alone.description':
    'Le message se résume presque au lien {link}, et ce lien cache où il mène (raccourcisseur d’adresses ou adresse inhabituelle). Rien ne dit qui l’envoie ni pourquoi : ne l’ouvrez pas si vous ne connaissez pas l’expéditeur.',
  'finding.message-link-ip-host.title': 'Lien vers une adresse numérique',
  'finding.message-link-ip-host.description':
    'Le lien {link} mène à une adresse composée de chiffres ({host}) plutôt qu’à un site Web nommé. Les vraies entreprises n’envoient pas de tels liens.',
  'finding.message-link-lookalike.title': 'Lien qui imite une marque connue',
  'finding.message-link-lookalike.description':
    'L’adresse {host} ressemble au nom d’une entreprise connue, mais ce n’est pas son site officiel.',
  'finding.message-link-suspicious-tld.title': 'Lien avec une terminaison inhabituelle',
  'finding.message-link-suspicious-tld.description':
    'L’adresse {host} se termine par une extension bon marché, souvent utilisée par les sites frauduleux.',
  'finding.message-link-brand-mismatch.title': 'Nomme une entreprise, mais mène ailleurs',
  'finding.message-link-brand-mismatch.description':
    'Le message mentionne {brand|le} (« {phrase} »), mais son lien mène à {host}, et non à {officialDomain} ou à un autre site officiel {brand|de}.',
  'finding.message-link-brand-elsewhere.title': 'Nomme une entreprise et renvoie à une autre adresse',
  'finding.message-link-brand-elsewhere.description':
    'Le message mentionne {brand|le} (« {phrase} ») et renvoie à {host}, pas à {officialDomain}. Les entreprises utilisent parfois leurs propres adresses courtes, mais en cas de doute, allez vous-même sur le site officiel {brand|de}.',
  'finding.message-link-official.title': 'Renvoie au site officiel de l’entreprise nommée',
  'finding.message-link-official.description':
    'Tous les liens du message mènent à un site officiel {brand|de} ({officialDomain}), l’entreprise que nomme le message. C’est rassurant, mais connectez-vous tout de même au moyen de l’appli ou d’un favori de confiance.',
  'finding.message-link-suspicious.title': 'Lien suspect',
  'finding.message-link-suspicious.description':
    'Nos vérifications de l’adresse {link} ont relevé plusieurs signes inquiétants (note de {score} sur 100).',
  'finding.message-link-dangerous.title': 'Lien dangereux',
  'finding.message-link-dangerous.description':
    'Nos vérifications de l’adresse {link} ont relevé de forts indices de site frauduleux (note de {score} sur 100). Ne l’ouvrez pas.',

  'finding.message-urgency.title': 'Pression pour agir vite',
  'finding.message-urgency.description':
    'Le message vous presse d’agir (« {phrase} »). Les fraudeurs pressent les gens pour qu’ils ne prennent pas le temps de vérifier.',
  'finding.message-threat.title': 'Menaces',
  'finding.message-threat.description':
    'Le message vous menace de conséquences (« {phrase} »). Les organismes gouvernementaux, la police et les banques ne menacent personne par texto.',
  'finding.message-parcel-fee.title': 'Colis retenu ou frais de livraison',
  'finding.message-parcel-fee.description':
    'Le message affirme qu’un colis est retenu ou que des frais sont exigés pour le livrer (« {phrase} »). C’est l’un des textos frauduleux les plus répandus au Canada.',
  'finding.message-tax-refund.title': 'Remboursement ou dette d’impôt',
  'finding.message-tax-refund.description':
    'Le message parle d’un remboursement d’impôt ou d’une somme due au gouvernement (« {phrase} »). L’Agence du revenu du Canada n’envoie ni remboursement ni demande de paiement par texto.',
  'finding.message-interac-transfer.title': 'Virement Interac à accepter',
  'finding.message-interac-transfer.description':
    'Le message vous demande d’accepter ou de déposer un virement Interac (« {phrase} »). Les faux avis de virement mènent à des sites qui volent les mots de passe bancaires. Vérifiez plutôt dans l’application de votre banque.',
  'finding.message-account-locked.title': 'Compte bloqué ou activité inhabituelle',
  'finding.message-account-locked.description':
    'Le message affirme qu’un compte ou une carte est bloqué ou présente une activité inhabituelle (« {phrase} »). Appelez votre banque au numéro inscrit au dos de votre carte plutôt que d’utiliser le message.',
  'finding.message-prize.title': 'Prix ou cadeau gratuit',
  'finding.message-prize.description':
    'Le message affirme que vous avez gagné quelque chose ou que vous recevrez un cadeau (« {phrase} »). On ne peut pas gagner un concours auquel on n’a pas participé.',
  'finding.message-crypto.title': 'Cryptomonnaie',
  'finding.message-crypto.description':
    'Le message parle de cryptomonnaie (« {phrase} »). Les fraudeurs exigent de la cryptomonnaie parce que ces paiements sont irréversibles.',
  'finding.message-guaranteed-returns.title': 'Promesse de profits garantis',
  'finding.message-guaranteed-returns.description':
    'Le message promet des gains faciles ou garantis (« {phrase} »). Aucun vrai placement ne peut garantir des profits.',
  'finding.message-gift-card.title': 'Paiement en cartes-cadeaux',
  'finding.message-gift-card.description':
    'Le message demande des cartes-cadeaux ou leurs codes (« {phrase} »). Seuls les fraudeurs se font payer en cartes-cadeaux.',
  'finding.message-verification-code.title': 'Mentionne un code de vérification',
  'finding.message-verification-code.description':
    'Le message parle d’un code de vérification (« {phrase} »). C’est normal si vous venez de vous connecter quelque part, mais ne donnez jamais ce code à qui que ce soit.',
  'finding.message-code-request.title': 'Vous demande d’envoyer un code',
  'finding.message-code-request.description':
    'Le message vous demande d’envoyer ou de lire un code (« {phrase} »). Ce code permet à quelqu’un de prendre le contrôle de votre compte. Ne le communiquez jamais.',
  'finding.message-wrong-number.title': 'Entrée en matière « mauvais numéro »',
  'finding.message-wrong-number.description':
    'Le message lance la conversation avec un inconnu comme par erreur (« {phrase} »). C’est un début courant des fraudes sentimentales et des fraudes à l’investissement. Ne répondez pas.',
  'finding.message-conversation-opener.title': 'Un inconnu engage la conversation',
  'finding.message-conversation-opener.description':
    'Le message engage la conversation comme si vous vous connaissiez déjà (« {phrase} ») : un partenaire de golf, un encan, un numéro « trouvé » quelque part. Les fraudes sentimentales et les fraudes à l’investissement commencent ainsi. Ne répondez pas à quelqu’un que vous ne connaissez pas.',
  'finding.message-callback-lure.title': 'Promesse d’argent si vous rappelez',
  'finding.message-callback-lure.description':
    'Le message promet une indemnisation, un remboursement ou une offre en argent comptant si vous appelez ou cliquez (« {phrase} »). Ces rappels mènent à de la vente sous pression ou à des demandes de renseignements personnels.',
  'finding.message-money-received-reply.title': '« Vous avez reçu de l’argent, répondez pour accepter »',
  'finding.message-money-received-reply.description':
    'Le message dit que de l’argent vous attend et vous demande de répondre pour l’accepter (« {phrase} »). Un vrai paiement n’exige pas de réponse par texto; répondre signale aux fraudeurs que votre numéro est actif.',
  'finding.message-gambling.title': 'Offre de jeu en ligne',
  'finding.message-gambling.description':
    'Le message annonce un casino, un site de paris ou des tours gratuits (« {phrase} »). Envoyées sans qu’on les demande, ces offres mènent à des sites sans permis.',
  'finding.message-loan-offer.title': 'Offre de prêt non sollicitée',
  'finding.message-loan-offer.description':
    'Le message offre un prêt ou du crédit que vous n’avez pas demandé (« {phrase} »). Les offres « sans vérification de crédit » exigent souvent des frais d’avance ou vos coordonnées bancaires.',
  'finding.message-subscription-trap.title': 'Piège d’abonnement',
  'finding.message-subscription-trap.description':
    'Le message parle d’un essai ou d’un abonnement qui devient un prélèvement récurrent, ou d’un abonnement « expiré » (« {phrase} »). Vérifiez dans l’application du service, pas par le message.',
  'finding.message-disguised-word.title': 'Mot maquillé avec des lettres trompeuses',
  'finding.message-disguised-word.description':
    'Un mot est écrit avec des lettres qui ne font que ressembler aux bonnes (« {phrase} », soit un I majuscule à la place d’un l, ou un nom épelé avec des points). Les fraudeurs procèdent ainsi pour déjouer les filtres antipourriels; une vraie entreprise écrit son nom et ses mots normalement.',
  'finding.message-mistaken-payment.title': 'Argent « envoyé par erreur », à renvoyer',
  'finding.message-mistaken-payment.description':
    'L’auteur dit vous avoir envoyé de l’argent par erreur et vous demande de le lui renvoyer (« {phrase} »). C’est une fraude connue : le premier paiement est faux ou sera annulé plus tard, alors que l’argent que vous envoyez est perdu. Vérifiez votre compte dans l’application de votre banque; si l’argent est vraiment arrivé, laissez votre banque le retourner.',
  'finding.message-payee-changed.title': 'Un nouveau compte où payer, annoncé par texto',
  'finding.message-payee-changed.description':
    'Le message dit que le compte bancaire ou l’adresse de paiement a changé et vous demande de payer là (« {phrase} »). Des fraudeurs se font passer pour un propriétaire, un fournisseur ou un employeur pour se faire verser un loyer ou une facture dans leur propre compte. Avant de payer à un nouvel endroit, confirmez auprès de la personne au numéro que vous avez déjà, pas à celui du message.',
  'finding.message-unreachable-ask.title':
    'Une personne qui « ne peut pas parler » demande de l’argent ou un service',
  'finding.message-unreachable-ask.description':
    'L’auteur se présente, dit ne pas pouvoir prendre d’appel en ce moment et vous demande un service, un paiement, de l’argent ou des cartes-cadeaux (« {phrase} »). Des fraudeurs se font passer pour un curé, un patron ou un collègue pour que vous ne puissiez pas vérifier par téléphone. Appelez la personne au numéro que vous avez déjà avant de payer quoi que ce soit.',
  'finding.message-transaction-alert.title': 'Ressemble à une alerte de transaction',
  'finding.message-transaction-alert.description':
    'Le message a la forme d’une alerte bancaire ou de carte (un numéro de compte masqué ou un solde, « {phrase} », un montant, un débit ou un crédit). Cela abaisse la note; en cas de doute, vérifiez dans l’application de votre banque, pas par le message.',
  'finding.message-link-sender-domain.title': 'Lien vers le domaine de l’expéditeur',
  'finding.message-link-sender-domain.description':
    'Le message commence par le nom « {sender} » et ses liens mènent au domaine de ce nom ({host}). Cela abaisse la note.',
  'finding.message-new-number.title': 'Prétend avoir un nouveau numéro',
  'finding.message-new-number.description':
    'L’expéditeur dit avoir un nouveau numéro ou un téléphone brisé (« {phrase} »). Vérifiez en appelant son ancien numéro avant de lui faire confiance.',
  'finding.message-family-impersonation.title': 'Quelqu’un se fait passer pour un proche',
  'finding.message-family-impersonation.description':
    'Le message ressemble à la fraude « Salut maman » (« {phrase} ») : quelqu’un se fait passer pour votre enfant ou un proche à un nouveau numéro, puis demande de l’argent. Appelez votre proche au numéro que vous connaissez.',
  'finding.message-family-money-request.title':
    'Quelqu’un se fait passer pour un proche et demande de l’argent',
  'finding.message-family-money-request.description':
    'Le message vous salue comme un parent ou un proche et demande de l’argent (« {phrase} »). C’est la fraude « Salut maman » : appelez votre proche au numéro que vous connaissez déjà avant d’envoyer quoi que ce soit.',
  'finding.message-foreign-currency.title': 'Somme en devise étrangère',
  'finding.message-foreign-currency.description':
    'Le message mentionne une somme en livres, en euros ou en roupies ({amount}). Les textos envoyés au Canada le font rarement ; beaucoup de pourriels et de fraudes viennent de l’étranger.',
  'finding.message-short-code.title': 'Abonnement à un service de textos payant',
  'finding.message-short-code.description':
    'Le message vous demande de texter un mot à un numéro court (« {phrase} »). Cela peut vous abonner à un service qui facture chaque message.',
  'finding.message-premium-rate.title': 'Prix par message ou par minute',
  'finding.message-premium-rate.description':
    'Le message indique un prix par message ou par minute, ou une limite d’âge (« {phrase} »), comme le font les services surtaxés.',
  'finding.message-premium-number.title': 'Vous demande d’appeler un numéro étranger ou surtaxé',
  'finding.message-premium-number.description':
    'Le message vous demande d’appeler ou de texter le {phoneNumber} (« {phrase} »), un numéro international ou surtaxé qui peut coûter cher à la minute.',
  'finding.message-model-weak.title': 'Une certaine ressemblance avec un pourriel ou une fraude',
  'finding.message-model-weak.description':
    'Notre modèle local, entraîné sur des fraudes, des pourriels et des textos ordinaires connus, donne à ce message {probability} sur 100 pour sa ressemblance avec un pourriel ou une fraude. C’est sous 90, le seuil à partir duquel le modèle compte à lui seul\u00a0: ici, il ne fait que s’ajouter aux autres signes. Les mots qui ont le plus pesé\u00a0: {phrase}.',
  'finding.message-model-business.title': 'Ressemble à un pourriel, mais a la forme d’un avis d’entreprise',
  'finding.message-model-business.description':
    'Notre modèle local, entraîné sur des fraudes, des pourriels et des textos ordinaires connus, donne à ce message une note élevée de {probability} sur 100 pour sa ressemblance avec un pourriel ou une fraude. Le message a aussi la forme d’un avis automatique d’entreprise (alerte de compte, rendez-vous, livraison), que le modèle confond souvent avec un pourriel\u00a0: ici, sa note ne fait que s’ajouter aux autres signes. Les mots qui ont le plus pesé\u00a0: {phrase}.',
  'finding.message-model.title': 'Ressemble à un pourriel ou à une fraude',
  'finding.message-model.description':
    'Notre modèle local, entraîné sur des fraudes, des pourriels et des textos ordinaires connus, trouve que ce message ressemble à un pourriel ou à une fraude ({probability} sur 100). Les mots qui ont le plus pesé : {phrase}.',
  'finding.message-model-strong.title': 'Ressemble fortement à un pourriel ou à une fraude',
  'finding.message-model-strong.description':
    'Notre modèle local, entraîné sur des fraudes, des pourriels et des textos ordinaires connus, trouve que ce message ressemble fortement à un pourriel ou à une fraude ({probability} sur 100). Les mots qui ont le plus pesé : {phrase}.',
  'finding.message-adult.title': 'Contenu pour adultes ou rencontres',
  'finding.message-adult.description':
    'Le message propose du contenu pour adultes ou des rencontres (« {phrase} »). Ces textos mènent à des lignes de clavardage payantes, à des abonnements ou à des fraudes amoureuses.',
  'finding.message-job-offer.title': 'Offre d’emploi trop belle pour être vraie',
  'finding.message-job-offer.description':
    'Le message offre un travail facile ou très payant (« {phrase} »). Les fausses offres d’emploi servent à voler de l’argent ou des renseignements personnels.',
  'finding.message-callback-number.title': 'Vous demande d’appeler un numéro',
  'finding.message-callback-number.description':
    'Le message vous demande d’appeler ou de texter le {phoneNumber}. Les fraudeurs donnent leur propre numéro. Utilisez plutôt celui qui figure sur le site officiel de l’entreprise.',
  'finding.message-money-amount.title': 'Mentionne une somme d’argent',
  'finding.message-money-amount.description':
    'Le message mentionne une somme d’argent ({amount}). C’est normal en soi, mais cela s’ajoute aux autres signes inquiétants.',
  'finding.message-personal-info-request.title': 'Demande des renseignements personnels ou bancaires',
  'finding.message-personal-info-request.description':
    'Le message demande des renseignements délicats (« {phrase} »). N’envoyez jamais par texto votre numéro d’assurance sociale (NAS), votre numéro de carte, votre NIP, votre mot de passe ni votre date de naissance.',
  'finding.message-combined-signals.title': 'Plusieurs signes de fraude réunis',
  'finding.message-combined-signals.description':
    'Le message réunit {count} signes de fraude différents. Ensemble, ils rendent une fraude beaucoup plus probable.',
};
