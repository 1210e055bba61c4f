import type { CliUiArea } from '../../areas.js';

/** The command line's help in Canadian French (`secapi --help --lang fr-CA`). */
export const uiCli: CliUiArea = {
  'ui.cli.help.intro':
    'secapi : toutes les analyses de secapi depuis un terminal, un script ou une tâche d’intégration continue.',
  'ui.cli.help.usage': 'Utilisation : secapi <commande> <entrée> [options]',
  'ui.cli.help.commands': 'Commandes (chacune avec un exemple) :',
  'ui.cli.help.options': [
    'Options :',
    '  --json               affiche exactement le JSON que l’API renvoie pour la même entrée',
    '  --lang LANGUE        en-CA ou fr-CA (par défaut selon LC_ALL, LC_MESSAGES ou LANG)',
    '  -f, --file FICHIER   lot : une entrée par ligne (lignes vides sautées) ; « - » ou l’entrée',
    '                       standard redirigée font de même ; sortie en JSON Lines, dans l’ordre',
    '                       des entrées',
    '  -c, --concurrency N  analyses simultanées dans un lot (par défaut {concurrency})',
    '  --workers N          fils d’exécution d’un lot hors ligne en plus du principal (par défaut :',
    '                       un par cœur moins un, au plus 3 ; aucun sur un seul cœur)',
    '  --fail-on NIVEAU     {levels} (par défaut suspicious) :',
    '                       code 1 à ce niveau ou au-dessus',
    '  --min-grade NOTE     code 1 sous cette note ({grades})',
    '  --strict             un résultat partiel donne le code 3',
    '  --offline            ne communique avec aucun autre serveur (les vérifications qui en',
    '                       ont besoin sont sautées)',
    '  --dns-server {address}  résolveur à utiliser, répétable (par défaut SECAPI_DNS_SERVERS,',
    '                       sinon des résolveurs publics)',
    '  --timeout SECONDES   délai de chaque analyse (par défaut 15)',
    '  -h, --help           cette aide ; secapi <commande> --help pour une seule commande',
    '  -V, --version        la version',
  ].join('\n'),
  'ui.cli.help.environment':
    'Variables d’environnement : SECAPI_DNS_SERVERS, SECAPI_OFFLINE=1, VIRUSTOTAL_API_KEY,\nWEB_RISK_API_KEY, NODE_EXTRA_CA_CERTS, LC_ALL ou LANG, NO_COLOR, FORCE_COLOR.',
  'ui.cli.help.exit-codes': [
    'Codes de sortie :',
    '  0  rien n’atteint le seuil',
    '  1  un verdict au niveau de --fail-on ou au-dessus (URL, texto, courriel), ou une note',
    '     sous --min-grade (TLS, en-têtes, authentification du courriel)',
    '  2  erreur d’utilisation ou d’entrée (dans un lot : une entrée a été refusée)',
    '  3  vérification impossible (résultat « failed » ; avec --strict, « partial » aussi)',
    '  Un lot sort avec 1 si une ligne a atteint le seuil, sinon 3, sinon 2, sinon 0.',
  ].join('\n'),
  'ui.cli.help.command-usage': 'Utilisation : {usage}',
  'ui.cli.help.file': 'FICHIER',
  'ui.cli.help.input-line': 'Entrée : {input}, au plus {max} caractères ; dans un lot, une par ligne.',
  'ui.cli.help.input-document':
    'Entrée : {input}. Au plus {max} caractères : le texte, un fichier, ou - pour l’entrée standard.',
  'ui.cli.help.extra': '--{option} FICHIER : {field}, lus dans FICHIER.',
  'ui.cli.help.param': '--{option} {values} : {text}',
  'ui.cli.help.result-verdict': 'Résultat : un verdict (--fail-on fixe le seuil du code 1).',
  'ui.cli.help.result-graded': 'Résultat : une note (--min-grade fixe le seuil du code 1).',
  'ui.cli.help.result-report':
    'Résultat : un rapport (code 0, ou 3 quand la vérification n’a pas pu se faire).',
  'ui.cli.help.example': 'Exemple :',
  'ui.cli.help.sample-message': '"Postes Canada : votre colis est retenu, payez 1,99 $ sur https://…"',
  'ui.cli.help.input.url': 'une adresse URL',
  'ui.cli.help.input.domain': 'un nom de domaine',
  'ui.cli.help.input.host': 'un nom d’hôte ou une adresse IP (port 443)',
  'ui.cli.help.input.ip': 'une adresse IPv4 ou IPv6',
  'ui.cli.help.input.hash': 'l’empreinte d’un fichier (MD5, SHA-1 ou SHA-256)',
  'ui.cli.help.input.message': 'le texto',
  'ui.cli.help.input.emailBody':
    'le courriel, un message brut entier (en-têtes, une ligne vide, le corps) ou son texte seulement',
  'ui.cli.help.extra.rawHeaders': 'les en-têtes du courriel, quand l’entrée n’en est que le texte',
  'ui.cli.help.param.method':
    'le type de défi ACME à diagnostiquer (http-01, dns-01, tls-alpn-01) ; omis : toutes les méthodes',
};
