import type { UrlArea } from '../../areas.js';

/**
 * Clés de `URL_KEYS` du noyau (analyses/url/keys.ts). Étalées (pas en ligne) jusqu’à ce que
 * `all-keys.ts` les ajoute à `ResultKey`.
 */
const urlKeys = {
  'url.skip.no-web-risk-key':
    'Non vérifié : ce service n’a pas de clé Google Web Risk, le lien n’a donc pas été comparé aux listes de sites dangereux de Google.',
  'url.error.web-risk-failed': 'Google Web Risk n’a pas donné de réponse utilisable.',
  'url.error.domain-age-failed': 'L’âge du domaine du site n’a pas pu être trouvé.',
};

export const url: UrlArea = {
  ...urlKeys,
  'url.summary.likely-safe': 'Nous n’avons trouvé aucun signe de danger sérieux dans ce lien.',
  'url.summary.caution': 'Ce lien présente un signe inquiétant qui mérite une vérification.',
  'url.summary.suspicious': 'Ce lien présente plusieurs signes de fraude ou d’hameçonnage.',
  'url.summary.dangerous': 'Ce lien présente des signes évidents d’hameçonnage ou d’une autre menace.',
  'url.summary.inconclusive':
    'Certaines vérifications de ce lien (par exemple sa destination réelle et l’âge du site) n’ont pas pu être faites : nous ne pouvons donc pas affirmer qu’il est sécuritaire. Ce que nous avons pu vérifier figure ci-dessous.',

  'url.action.likely-safe':
    'Vous pouvez probablement l’ouvrir. N’entrez toutefois jamais de mot de passe ni de numéro de carte sur une page ouverte à partir d’un message inattendu.',
  'url.action.caution':
    'Soyez prudent. Si le lien dit venir d’une entreprise ou d’un service gouvernemental, rendez-vous plutôt sur son site en tapant vous-même l’adresse.',
  'url.action.suspicious':
    'N’ouvrez pas ce lien et n’y entrez aucun renseignement. Communiquez avec l’expéditeur ou l’entreprise par un numéro de téléphone ou un site que vous connaissez déjà.',
  'url.action.inconclusive':
    'Attendez avant de l’ouvrir : refaites la vérification plus tard. Si le lien vous est parvenu dans un message inattendu, rendez-vous plutôt sur le site en tapant vous-même son adresse.',
  'url.action.dangerous':
    'N’ouvrez pas ce lien. Supprimez le message. Si vous avez déjà entré un mot de passe ou un numéro de carte, changez le mot de passe et appelez votre institution financière.',

  'finding.url-dangerous-scheme.title': 'Lien qui exécute du code',
  'finding.url-dangerous-scheme.description':
    'Ce n’est pas une adresse Web : un lien « {scheme}: » exécute du code ou affiche un contenu caché dans votre navigateur. Aucun message légitime ne vous demande d’en ouvrir un.',
  'finding.url-scheme-added.title': 'Adresse complétée',
  'finding.url-scheme-added.description':
    'L’adresse ne commençait ni par « http:// » ni par « https:// » : nous l’avons vérifiée comme « {scheme}:// ».',
  'finding.url-plain-http.title': 'Connexion non chiffrée',
  'finding.url-plain-http.description':
    'Le lien utilise « http » et non « https » : ce que vous tapez sur cette page peut être lu ou modifié en chemin. N’y entrez jamais de mot de passe ni de numéro de carte.',
  'finding.url-nonstandard-port.title': 'Port inhabituel',
  'finding.url-nonstandard-port.description':
    'L’adresse précise le port {port}. Les sites Web ordinaires n’en ont pas besoin ; cela désigne souvent un serveur improvisé ou piraté.',
  'finding.url-userinfo-disguise.title': 'Début d’adresse trompeur',
  'finding.url-userinfo-disguise.description':
    'L’adresse commence par « {shown} », mais tout ce qui précède le « @ » est ignoré : le lien ouvre en réalité {domain}.',
  'finding.url-credentials.title': 'Nom d’utilisateur dans le lien',
  'finding.url-credentials.description':
    'Le lien contient un nom d’utilisateur ou un mot de passe avant le nom du site. C’est rare dans les vrais liens et cela sert à semer la confusion.',

  'finding.url-ip-host.title': 'Adresse numérique au lieu d’un nom',
  'finding.url-ip-host.description':
    'Le lien mène à {ip}, une simple adresse numérique sans nom de site. Les banques, les commerces et les gouvernements utilisent toujours un nom.',
  'finding.url-ip-obfuscated.title': 'Adresse numérique déguisée',
  'finding.url-ip-obfuscated.description':
    'Le site est écrit « {host} », une façon inhabituelle d’écrire l’adresse numérique {ip}. C’est une ruse pour cacher la destination du lien.',
  'finding.url-local-address.title': 'Adresse de votre propre réseau',
  'finding.url-local-address.description':
    'Le lien mène à {ip}, une adresse de votre ordinateur ou de votre réseau local : un routeur, une imprimante ou un service qui tourne ici. Personne sur Internet ne peut y placer une page ; ce n’est donc pas l’adresse d’un site frauduleux. Ouvrez-le seulement si vous attendez la page de cet appareil.',
  'finding.url-encoded-host.title': 'Nom de site encodé',
  'finding.url-encoded-host.description':
    'Le nom du site est écrit avec des codes %, ce qui le rend illisible au premier coup d’œil. Une fois décodé, c’est {host}.',

  'finding.url-punycode.title': 'Caractères internationaux dans le nom',
  'finding.url-punycode.description':
    'Le nom du site contient des lettres accentuées ou d’un autre alphabet (il s’affiche {unicode}). C’est normal pour certains sites, mais cela sert aussi à imiter des noms connus.',
  'finding.url-mixed-script.title': 'Alphabets mélangés dans le nom',
  'finding.url-mixed-script.description':
    'La partie « {label} » mélange des lettres d’alphabets différents (par exemple latin et cyrillique) qui se ressemblent. Les vrais sites ne le font presque jamais.',
  'finding.url-homograph.title': 'Imitation d’un site connu',
  'finding.url-homograph.description':
    'L’adresse s’affiche {unicode}, ce qui imite {officialDomain} ({brand}) avec des lettres d’un autre alphabet. Ce n’est pas le site {brand|de}.',
  'finding.url-brand-lookalike.title': 'Nom déguisé en marque connue',
  'finding.url-brand-lookalike.description':
    'Le site {domain} remplace des caractères par d’autres qui leur ressemblent (comme 1 pour l ou 0 pour o) pour se faire passer pour {officialDomain} ({brand}). Ce n’est pas le site {brand|de}.',
  'finding.url-brand-typo.title': 'Nom de marque mal orthographié',
  'finding.url-brand-typo.description':
    'Le site {domain} diffère d’une ou deux lettres de {officialDomain} ({brand}). Les fraudeurs enregistrent ce genre de faute pour piéger les lecteurs pressés.',

  'finding.url-brand-in-subdomain.title': 'Nom de marque utilisé comme leurre',
  'finding.url-brand-in-subdomain.description':
    'L’adresse commence par le nom {brand}, mais le site qu’elle ouvre est {domain}, qui n’appartient pas {brand|à}.',
  'finding.url-brand-in-domain.title': 'Nom de marque dans le nom d’un autre site',
  'finding.url-brand-in-domain.description':
    'Le site {domain} contient le nom {brand}, mais ce n’est pas l’un de ses sites (comme {officialDomain}). N’importe qui peut enregistrer un tel nom.',
  'finding.url-brand-other-tld.title': 'Nom de marque avec une autre terminaison',
  'finding.url-brand-other-tld.description':
    'Le site {domain} reprend le nom {brand} avec la terminaison « .{tld} », qui ne fait pas partie des sites que nous connaissons pour {brand|le} (comme {officialDomain}). Une marque possède parfois de tels noms, mais n’importe qui peut en enregistrer un.',
  'finding.url-brand-word-in-name.title': 'Nom de marque parmi les mots d’un nom de commerce',
  'finding.url-brand-word-in-name.description':
    'Le nom {domain} contient le mot {piece}, qui est aussi le nom {brand|de}, parmi des mots qui désignent un genre de lieu, de commerce ou d’événement. Un tel nom est d’habitude celui d’un commerce ordinaire, sans lien avec {brand|le} : à lui seul, ce n’est pas un signe d’alerte.',
  'finding.url-brand-in-path.title': 'Nom de marque après le nom du site',
  'finding.url-brand-in-path.description':
    'Le nom {brand} figure dans l’adresse, mais seulement après le nom du site ; le site lui-même est {domain}.',
  'finding.url-official-domain.title': 'Site officiel {brand|de}',
  'finding.url-official-domain.description':
    'Le site {domain} appartient {brand|à}. Cela indique seulement qui exploite le site, pas si cette page ou le message qui l’a envoyée est authentique.',

  'finding.url-suspicious-tld.title': 'Extension de domaine souvent utilisée par les fraudeurs',
  'finding.url-suspicious-tld.description':
    'L’adresse se termine par « .{tld} », une extension peu coûteuse et fréquente dans les fraudes. Beaucoup de sites honnêtes l’utilisent aussi.',
  'finding.url-shortener.title': 'Lien raccourci',
  'finding.url-shortener.description':
    'Le lien passe par {domain}, un service de raccourcissement d’adresses, qui cache la vraie destination jusqu’à ce que vous l’ouvriez.',
  'finding.url-shortener-managed.title': 'Lien raccourci par un outil de réseaux sociaux',
  'finding.url-shortener-managed.description':
    'L’adresse a été raccourcie avec {domain}, un outil que les infolettres et les comptes de réseaux sociaux utilisent tous les jours. La vraie destination reste cachée jusqu’à l’ouverture : la vérification en ligne suit le lien et analyse sa destination.',
  'finding.url-free-hosting.title': 'Hébergement Web gratuit',
  'finding.url-free-hosting.description':
    'La page est hébergée sur {domain}, où n’importe qui peut publier une page gratuitement en quelques minutes. Les fraudeurs s’en servent pour paraître légitimes.',
  'finding.url-hosted-file.title': 'Document sur un hébergement Web gratuit',
  'finding.url-hosted-file.description':
    'Le fichier {file} est stocké sur {domain}, où n’importe qui peut publier gratuitement. Un document ou une archive est en général sans danger, mais les fraudeurs partagent aussi des fichiers ainsi : vérifiez qui vous l’a envoyé avant de l’ouvrir.',
  'finding.url-shared-document.title': 'Document ou formulaire partagé',
  'finding.url-shared-document.description':
    'Le lien ouvre un document, un fichier ou un formulaire qu’une personne a partagé sur {domain}. N’importe qui ayant un compte peut en partager un : il ne vaut que ce que vaut la personne qui vous l’a envoyé. Ne saisissez jamais de mot de passe ni de numéro de carte dans un formulaire partagé.',
  'finding.url-developer-hosting.title': 'Page sur une plateforme de développeurs ou de blogues',
  'finding.url-developer-hosting.description':
    'La page {site} est publiée sur {domain}, où n’importe qui peut mettre des pages en ligne (en général de la documentation, du code ou des blogues). C’est normal en soi, mais à surveiller s’il y a d’autres signes.',
  'finding.url-shortener-shape.title': 'Ressemble à un lien raccourci',
  'finding.url-shortener-shape.description':
    'L’adresse {domain}{path} a la forme d’un lien raccourci (un nom très court suivi d’un code aléatoire), ce qui cache sa vraie destination.',
  'finding.url-brand-split.title': 'Nom de marque coupé ou prolongé par des points et des traits d’union',
  'finding.url-brand-split.description':
    'L’adresse affiche « {shown} », qui se lit comme {brand}, mais les points et les traits d’union autour en font le site {domain}, et non {officialDomain}. Les fraudeurs coupent un nom en deux ou le collent à un autre mot pour que l’adresse ressemble à la vraie.',
  'finding.url-brand-suffix-disguise.title': 'Nom de marque avec une terminaison étrangère',
  'finding.url-brand-suffix-disguise.description':
    '{domain} commence par le nom {brand|de}, mais se termine par .{suffix} : il appartient donc à quelqu’un d’autre. Le site {brand|de} est {officialDomain}.',
  'finding.url-scheme-in-host.title': 'Adresse Web écrite dans le nom',
  'finding.url-scheme-in-host.description':
    'Une partie du nom du site, « {label} », imite le début d’une adresse Web (http, www) pour rendre le lien familier.',
  'finding.url-random-subdomain.title': 'Nom généré par une machine',
  'finding.url-random-subdomain.description':
    'La partie « {label} » du nom du site semble générée au hasard, ce qui est typique des sites d’hameçonnage jetables.',
  'finding.url-random-domain.title': 'Nom de site tapé au hasard',
  'finding.url-random-domain.description':
    'Le nom du site {domain} est fait de lettres tapées au hasard (« {label} »), ce qui est typique des sites d’hameçonnage jetables enregistrés en série.',
  'finding.url-numbered-domain.title': 'Nom de site fait d’un numéro de série',
  'finding.url-numbered-domain.description':
    'Le nom du site {domain} est fait de quelques lettres suivies d’un long nombre (« {label} »). Des noms de ce genre sont enregistrés en série pour des pages de jeux d’argent et d’arnaque, et remplacés dès que l’un d’eux est bloqué.',
  'finding.url-model-suspicious.title': 'Adresse qui a la forme des liens d’hameçonnage',
  'finding.url-model-suspicious.description':
    'Notre modèle local, entraîné sur des adresses d’hameçonnage connues et des adresses ordinaires, estime à {probability} % la probabilité que cette adresse serve à l’hameçonnage, surtout à cause de « {shown} ». C’est un signe d’alerte, pas une preuve.',
  'finding.url-model-phishing.title': 'Adresse très semblable aux liens d’hameçonnage',
  'finding.url-model-phishing.description':
    'Notre modèle local, entraîné sur des adresses d’hameçonnage connues et des adresses ordinaires, estime à {probability} % la probabilité que cette adresse serve à l’hameçonnage, surtout à cause de « {shown} ».',
  'finding.url-kit-path.title': 'Page cachée dans un dossier système d’un site',
  'finding.url-kit-path.description':
    'La page se trouve dans le dossier « {folder} », où les sites Web rangent leurs propres fichiers système. Les fraudeurs y cachent des pages d’hameçonnage sur des sites piratés.',
  'finding.url-styled-letters.title': 'Nom écrit en lettres décoratives trompeuses',
  'finding.url-styled-letters.description':
    'L’adresse épelle « {name} » en lettres décoratives (symboles gras, italiques, encerclés ou encadrés) qui ressemblent aux lettres ordinaires. Les sites Web ne nomment jamais leurs propres pages ainsi ; les fraudeurs le font pour que les filtres qui cherchent des mots ne les repèrent pas.',
  'finding.url-profile-brand-handle.title': 'Compte de service d’une marque sur une page personnelle',
  'finding.url-profile-brand-handle.description':
    'Il s’agit d’une page personnelle sur {platform}, où chacun choisit son nom, et le nom « {handle} » se présente comme le service « {word} » de {brand}. Les vraies entreprises ne gèrent pas votre compte, vos remboursements ni votre connexion par de telles pages ; les fraudeurs s’en servent pour vous diriger vers une fausse page.',
  'finding.url-profile-machine-name.title': 'Page de profil dont personne n’a choisi le nom',
  'finding.url-profile-machine-name.description':
    'Il s’agit d’une page de profil sur {platform} dont le nom « {handle} » a été fabriqué par une machine (des mots suivis d’une suite de caractères aléatoires). Les fraudeurs créent de tels profils en série comme relais vers des pages d’hameçonnage ; une personne qui partage son propre profil choisit habituellement son nom.',
  'finding.url-hosted-appeal-page.title': 'Page de contestation pour un compte sur un hébergeur gratuit',
  'finding.url-hosted-appeal-page.description':
    'Cette page se trouve sur {platform}, où n’importe qui peut publier un site, et son adresse évoque un dossier de compte (« {words} ») : une infraction aux règles, une contestation, une restriction, une plainte pour droits d’auteur ou une demande de badge de vérification. Les réseaux sociaux et les autres services traitent les contestations sur leur propre site, jamais sur une page comme celle-ci ; les fraudeurs s’en servent pour obtenir votre mot de passe ou vos données de paiement.',
  'finding.url-capital-domain.title': 'Nom de site écrit en majuscules pour déjouer les filtres',
  'finding.url-capital-domain.description':
    'Le nom du site est écrit « {domain} », tout en majuscules, sous une partie en minuscules. Le lien fonctionne de la même façon peu importe la casse, mais les filtres et les listes de blocage qui cherchent le nom en minuscules peuvent le manquer. Personne n’écrit l’adresse d’un vrai site ainsi ; les fraudeurs, oui.',
  'finding.url-brand-page-copy.title': 'Page d’une marque copiée sur un autre site',
  'finding.url-brand-page-copy.description':
    'Le chemin « {shown} » copie une page de {brand}, mais le site est {domain} et non {officialDomain}. Les fraudeurs déposent de telles copies sur des sites piratés pour que l’adresse ressemble à celle de la vraie page de connexion ou de la fiche d’un objet.',
  'finding.url-crypto-lure.title': 'Appât lié à la cryptomonnaie dans le nom',
  'finding.url-crypto-lure.description':
    'Le nom du site contient « {token} », un mot qu’utilisent les faux sites de portefeuilles et de cryptomonnaie pour inciter à connecter un portefeuille ou à saisir une phrase de récupération.',
  'finding.url-brand-misspelt.title': 'Nom de marque déformé dans l’adresse',
  'finding.url-brand-misspelt.description':
    'La partie « {piece} » de {domain} est une déformation {brand|de} (site officiel : {officialDomain}). Les fraudeurs déforment les longs noms de marque pour que l’adresse semble juste au premier coup d’œil.',
  'finding.url-lure-host.title': 'Mots de connexion ou de compte dans le nom du site',
  'finding.url-lure-host.description':
    'Le nom du site « {label} » est formé de mots comme {words}. Les vraies entreprises nomment rarement leurs sites ainsi ; les sites d’hameçonnage le font pour se faire passer pour une page de compte.',
  'finding.url-government-name.title':
    'Le nom d’un gouvernement sur un site que n’importe qui peut enregistrer',
  'finding.url-government-name.description':
    'Le nom du site « {label} » porte « {word} » comme s’il s’agissait d’un site gouvernemental, mais les gouvernements publient sous leurs propres terminaisons (.gov, gov.uk, gc.ca, gouv.qc.ca), jamais sous un nom que n’importe qui peut acheter. Les faux avis de péage, d’impôt ou de permis utilisent de tels noms.',
  'finding.url-email-in-path.title': 'Adresse courriel inscrite dans le lien',
  'finding.url-email-in-path.description':
    'Le lien contient une adresse courriel, en clair ou encodée (« {shown} »). Les trousses d’hameçonnage y placent l’adresse de la personne visée pour préremplir un faux formulaire de connexion.',
  'finding.url-odd-letters.title': 'Paires de lettres inhabituelles dans le nom du site',
  'finding.url-odd-letters.description':
    'Le nom « {label} » contient des paires de lettres que les mots courants ont rarement ({pairs}), comme les noms inventés par un programme. Les fraudeurs enregistrent de tels noms par milliers.',
  'finding.url-random-path.title': 'Code aléatoire comme chemin',
  'finding.url-random-path.description':
    'Le chemin {path} est un code inventé par un programme, comme ceux que les trousses d’hameçonnage et les redirecteurs douteux génèrent pour chaque personne visée.',
  'finding.url-tunnel.title': 'Adresse de tunnel temporaire',
  'finding.url-tunnel.description':
    'Le lien passe par {domain}, un service qui donne une adresse publique temporaire à l’ordinateur d’un particulier. Les vraies entreprises n’envoient pas ce genre de lien.',

  'finding.url-long.title': 'Adresse très longue',
  'finding.url-long.description':
    'L’adresse compte {length} caractères. Les adresses très longues servent à repousser le vrai nom du site hors de la vue.',
  'finding.url-many-subdomains.title': 'Nombreuses parties avant le nom du site',
  'finding.url-many-subdomains.description':
    'L’adresse comporte {count} parties avant le vrai nom du site, une façon de faire ressembler le début à un autre site.',
  'finding.url-many-hyphens.title': 'Nombreux traits d’union dans le nom',
  'finding.url-many-hyphens.description':
    'Le nom du site contient {count} traits d’union, ce qui est fréquent dans les noms inventés pour paraître officiels (par exemple « connexion-securisee-compte »).',
  'finding.url-many-digits.title': 'Nombreux chiffres dans le nom',
  'finding.url-many-digits.description':
    'Le nom du site contient {count} chiffres, ce qui est typique des noms créés en série pour des fraudes.',
  'finding.url-heavy-encoding.title': 'Caractères cachés dans l’adresse',
  'finding.url-heavy-encoding.description':
    'L’adresse écrit {count} caractères ordinaires sous forme de codes %, ce qui ne sert qu’à cacher des mots aux lecteurs et aux filtres.',

  'finding.url-lure-keyword.title': 'Mots qui incitent à se connecter ou à payer',
  'finding.url-lure-keyword.description':
    'L’adresse contient des mots comme {keywords}, qu’utilisent les pages d’hameçonnage pour obtenir votre mot de passe ou vos renseignements de paiement.',
  'finding.url-open-redirect.title': 'Lien qui renvoie vers un autre site',
  'finding.url-open-redirect.description':
    'Le lien transporte une autre adresse ({target}) dans son paramètre « {param} » : il peut ouvrir un site de confiance qui vous redirige aussitôt vers cet autre site.',
  'finding.url-redirect-target-flagged.title': 'Renvoie vers une adresse qui mérite la prudence',
  'finding.url-redirect-target-flagged.description':
    'Ce lien passe par un site connu, puis vous envoie vers {target}, une adresse que nous signalerions si vous l’ouvriez directement. Passer par un site de confiance ne rend pas la destination plus sûre.',
  'finding.url-redirect-target-deceptive.title': 'Renvoie vers une adresse suspecte',
  'finding.url-redirect-target-deceptive.description':
    'Le lien transporte une autre adresse ({target}) dans ses paramètres, et cette adresse présente elle-même des signes d’hameçonnage : le site connu du début ne fait que vous y renvoyer.',
  'finding.url-redirect-to-private.title': 'Redirection vers un réseau privé',
  'finding.url-redirect-to-private.description':
    'Le lien renvoie votre navigateur vers {host}, une adresse d’un réseau privé ou de votre propre appareil. Un lien public n’a aucune raison de le faire : on s’en sert pour attaquer votre routeur ou d’autres appareils à la maison ou au travail.',
  'finding.url-redirect-downgrade.title': 'Redirection qui abandonne le chiffrement',
  'finding.url-redirect-downgrade.description':
    'Le lien commence par une adresse sécurisée « https », mais redirige vers une adresse non chiffrée ({url}). Ce que vous y tapez peut être lu ou modifié en chemin.',
  'finding.url-redirect-shortener-risky.title': 'Lien court qui cache un site à risque',
  'finding.url-redirect-shortener-risky.description':
    'Le lien court de {shortener} mène à {to}, un site qui présente lui-même des signes d’alerte. Les liens courts servent souvent à cacher la vraie destination d’une fraude.',
  'finding.url-redirect-cross-domain.title': 'Mène à un autre site',
  'finding.url-redirect-cross-domain.description':
    'Le lien sur {from} redirige vers un autre site, {to}. Vérifiez que c’est bien le site attendu avant d’y entrer quoi que ce soit.',
  'finding.url-redirect-chain-long.title': 'Longue chaîne de redirections',
  'finding.url-redirect-chain-long.description':
    'Le lien passe par {count} redirections avant d’atteindre une page. Les fraudeurs enchaînent les redirections pour échapper aux filtres.',
  'finding.url-domain-new.title': 'Site tout récent',
  'finding.url-domain-new.description':
    'Le domaine {domain} a été enregistré il y a seulement {days|jour|jours}. La plupart des sites d’hameçonnage servent dans les jours qui suivent leur création.',
  'finding.url-domain-young.title': 'Site créé récemment',
  'finding.url-domain-young.description':
    'Le domaine {domain} a été enregistré il y a {days|jour|jours}. Un site jeune n’est pas une preuve de fraude, mais soyez prudent s’il prétend appartenir à une entreprise connue.',
  'finding.url-web-risk-listed.title': 'Sur la liste de sites dangereux de Google',
  'finding.url-web-risk-listed.description':
    'Google Web Risk classe ce lien comme dangereux ({threatTypes}). Ne l’ouvrez pas.',
  'finding.url-known-phishing.title': 'Signalé comme hameçonnage',
  'finding.url-known-phishing.description':
    '{feedName}, une liste publique de sites d’hameçonnage signalés, contient cette adresse ({listed}) ; notre copie de la liste la contient depuis le {listedOn}. Ne l’ouvrez pas et n’y saisissez rien.',
};
