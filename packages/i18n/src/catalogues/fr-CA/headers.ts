import type { HeadersArea } from '../../areas.js';

export const headers: HeadersArea = {
  'headers.hsts-preload-ready':
    'HSTS est en vigueur pour au moins un an, avec includeSubDomains et preload : le site peut entrer dans la liste de préchargement des navigateurs.',
  'headers.hsts-implemented-max-age-at-least-six-months':
    'HSTS est en vigueur pour au moins six mois : les navigateurs n’utiliseront que https pour ce site.',
  'headers.hsts-implemented-max-age-less-than-six-months':
    'HSTS est en vigueur pour moins de six mois : les navigateurs l’oublient trop tôt. Utilisez un max-age d’au moins 15552000 secondes.',
  'headers.hsts-not-implemented':
    'Aucun en-tête HSTS (Strict-Transport-Security) : un attaquant sur le réseau peut ramener un visiteur en http non chiffré.',
  'headers.hsts-header-invalid':
    'L’en-tête Strict-Transport-Security est invalide (max-age absent ou incorrect, en-tête ou directive répété) ; les navigateurs l’ignorent.',
  'headers.hsts-not-implemented-no-https':
    'La page n’est pas servie en https ; HSTS ne peut donc pas la protéger.',
  'headers.csp-implemented-with-no-unsafe-default-src-none':
    "La politique de sécurité du contenu (CSP) bloque tout par défaut (default-src 'none') et n’autorise rien de dangereux.",
  'headers.csp-implemented-with-no-unsafe':
    'Une politique de sécurité du contenu (CSP) est en place et n’autorise aucun script en ligne ou dangereux.',
  'headers.csp-implemented-with-unsafe-inline-in-style-src-only':
    'Une politique de sécurité du contenu (CSP) est en place ; seuls les styles peuvent être en ligne ou de sources larges, un risque mineur.',
  'headers.csp-implemented-with-insecure-scheme-in-passive-content-only':
    'La politique de sécurité du contenu (CSP) permet de charger des images ou des médias en http non chiffré sur ce site https.',
  'headers.csp-implemented-with-unsafe-eval':
    "La politique de sécurité du contenu (CSP) autorise 'unsafe-eval' : des scripts peuvent transformer du texte en code.",
  'headers.csp-implemented-with-unsafe-inline':
    "La politique de sécurité du contenu (CSP) autorise les scripts en ligne ou de n’importe quelle source ('unsafe-inline', *, https:, data:, ou ni script-src ni object-src) ; elle n’arrête donc pas le script intersites (XSS).",
  'headers.csp-implemented-with-insecure-scheme':
    'La politique de sécurité du contenu (CSP) permet de charger des scripts ou d’autres contenus actifs en http non chiffré sur ce site https.',
  'headers.csp-header-invalid':
    "L’en-tête Content-Security-Policy est invalide (aucune directive valide, ou 'strict-dynamic' sans nonce ni empreinte).",
  'headers.csp-not-implemented':
    'Aucune politique de sécurité du contenu (CSP) : rien ne limite la provenance des scripts.',
  'headers.csp-not-implemented-but-reporting-enabled':
    'Seule une politique de sécurité du contenu en mode rapport (report-only) est en place : les violations sont signalées, mais rien n’est bloqué.',
  'headers.x-content-type-options-nosniff':
    'X-Content-Type-Options vaut nosniff : les navigateurs ne devinent pas le type des fichiers.',
  'headers.x-content-type-options-not-implemented':
    'Aucun en-tête X-Content-Type-Options : les navigateurs peuvent deviner le type d’un fichier et l’exécuter comme un script.',
  'headers.x-content-type-options-header-invalid':
    'L’en-tête X-Content-Type-Options est invalide : sa seule valeur valide est nosniff.',
  'headers.framing-implemented-via-csp':
    'La politique de sécurité du contenu (frame-ancestors) détermine quels sites peuvent afficher cette page dans un cadre.',
  'headers.framing-sameorigin-or-deny':
    'X-Frame-Options (DENY ou SAMEORIGIN) empêche les autres sites d’afficher cette page dans un cadre.',
  'headers.framing-allow-from-obsolete':
    'X-Frame-Options utilise ALLOW-FROM, que les navigateurs actuels ignorent : d’autres sites peuvent afficher cette page dans un cadre. Utilisez plutôt frame-ancestors de la CSP.',
  'headers.framing-not-implemented':
    'Aucune protection contre l’affichage dans un cadre (X-Frame-Options ou frame-ancestors de la CSP) : d’autres sites peuvent afficher cette page dans un cadre pour piéger les visiteurs (détournement de clic).',
  'headers.framing-header-invalid': 'L’en-tête X-Frame-Options est invalide ; les navigateurs l’ignorent.',
  'headers.referrer-policy-private':
    'Referrer-Policy garde l’adresse de la page confidentielle vis-à-vis des autres sites.',
  'headers.referrer-policy-not-implemented':
    'Aucun en-tête Referrer-Policy : les navigateurs appliquent leur valeur par défaut, assez discrète aujourd’hui.',
  'headers.referrer-policy-unsafe':
    'Referrer-Policy transmet l’adresse de la page (ou son origine) aux autres sites.',
  'headers.referrer-policy-header-invalid':
    'L’en-tête Referrer-Policy ne contient aucune valeur connue des navigateurs ; ils l’ignorent.',
  'headers.permissions-policy-implemented':
    'Permissions-Policy est en place : la page limite les fonctions du navigateur (caméra, localisation…) qu’elle et ses cadres peuvent utiliser.',
  'headers.permissions-policy-not-implemented':
    'Aucun en-tête Permissions-Policy : la page ne limite pas les fonctions du navigateur (caméra, localisation…) qu’elle et ses cadres peuvent utiliser. Sans effet sur la note.',
  'headers.permissions-policy-header-invalid':
    'L’en-tête Permissions-Policy n’a pas pu être analysé ; les navigateurs pourraient l’ignorer. Sans effet sur la note.',
  'headers.cookies-secure-with-httponly-sessions-and-samesite':
    'Tous les témoins sont Secure et ont l’attribut SameSite ; les témoins de session sont HttpOnly.',
  'headers.cookies-secure-with-httponly-sessions':
    'Tous les témoins sont Secure et les témoins de session sont HttpOnly, mais certains témoins n’ont pas d’attribut SameSite.',
  'headers.cookies-not-found': 'La page ne crée aucun témoin (cookie).',
  'headers.cookies-without-secure-flag-but-protected-by-hsts':
    'Certains témoins n’ont pas l’attribut Secure ; HSTS limite le risque.',
  'headers.cookies-session-without-secure-flag-but-protected-by-hsts':
    'Des témoins de session n’ont pas l’attribut Secure ; HSTS limite le risque.',
  'headers.cookies-without-secure-flag':
    'Certains témoins n’ont pas l’attribut Secure : ils peuvent être transmis en http non chiffré.',
  'headers.cookies-samesite-flag-invalid':
    'Un témoin a une valeur SameSite invalide, ou SameSite=None sans Secure.',
  'headers.cookies-anticsrf-without-samesite-flag': 'Un témoin anti-CSRF n’a pas d’attribut SameSite.',
  'headers.cookies-session-without-httponly-flag':
    'Des témoins de session n’ont pas l’attribut HttpOnly : un script injecté dans la page pourrait les voler.',
  'headers.cookies-session-without-secure-flag':
    'Des témoins de session n’ont pas l’attribut Secure : ils peuvent être volés sur le réseau en http non chiffré.',
  'headers.coop-implemented':
    'Cross-Origin-Opener-Policy isole cette page des fenêtres qu’elle ouvre ou qui l’ouvrent.',
  'headers.coop-unsafe-none':
    'Cross-Origin-Opener-Policy vaut unsafe-none : la page n’est pas isolée des autres fenêtres.',
  'headers.coop-not-implemented':
    'Aucun en-tête Cross-Origin-Opener-Policy : la page n’est pas isolée des autres fenêtres.',
  'headers.coop-header-invalid':
    'L’en-tête Cross-Origin-Opener-Policy est invalide ; les navigateurs l’ignorent.',
  'headers.corp-same-origin-or-same-site':
    'Cross-Origin-Resource-Policy empêche les autres sites de charger cette réponse.',
  'headers.corp-cross-origin':
    'Cross-Origin-Resource-Policy permet à n’importe quel site de charger cette réponse.',
  'headers.corp-not-implemented': 'Aucun en-tête Cross-Origin-Resource-Policy.',
  'headers.corp-header-invalid':
    'L’en-tête Cross-Origin-Resource-Policy est invalide ; les navigateurs l’ignorent.',
  'headers.redirection-to-https': 'L’adresse en http non chiffré redirige vers https sur le même hôte.',
  'headers.redirection-not-needed-no-http':
    'Le site ne répond pas en http non chiffré ; aucune redirection n’est donc nécessaire.',
  'headers.redirection-off-host-from-http':
    'L’adresse en http non chiffré redirige d’abord vers https sur un autre hôte ; HSTS ne peut donc pas être établi pour cet hôte.',
  'headers.redirection-not-to-https-on-initial-redirection':
    'L’adresse en http non chiffré redirige d’abord vers une autre adresse http avant d’atteindre https.',
  'headers.redirection-not-to-https': 'L’adresse en http non chiffré redirige, mais pas vers https.',
  'headers.redirection-missing':
    'L’adresse en http non chiffré affiche la page au lieu de rediriger vers https.',
  'headers.information-leak-none': 'Aucun en-tête ne révèle le logiciel du serveur ni sa version.',
  'headers.information-leak-found':
    'Certains en-têtes révèlent le logiciel du serveur ou sa version. Sans effet sur la note.',
  'headers.note.server-version':
    'L’en-tête Server révèle la version du logiciel, ce qui aide les attaquants à trouver des failles connues.',
  'headers.note.x-powered-by':
    'Un en-tête X-Powered-By (ou X-Generator) révèle le logiciel utilisé par le site.',
  'headers.note.aspnet-version':
    'Un en-tête X-AspNet-Version ou X-AspNetMvc-Version révèle la version d’ASP.NET.',
  'headers.note.csp-base-uri-missing':
    'La politique de sécurité du contenu n’a pas de directive base-uri (default-src ne la couvre pas) : une balise <base> injectée pourrait détourner les liens relatifs.',
  'headers.note.csp-form-action-missing':
    'La politique de sécurité du contenu n’a pas de directive form-action (default-src ne la couvre pas) : les formulaires peuvent être envoyés n’importe où.',
  'headers.note.csp-report-only-ignored':
    'Une politique de sécurité du contenu en mode rapport (report-only) est aussi présente ; elle ne bloque rien et n’a pas été notée.',
  'headers.note.hsts-no-include-subdomains': 'HSTS ne couvre pas les sous-domaines (includeSubDomains).',
  'headers.note.cookie-prefix-invalid':
    'Un témoin nommé __Secure- ou __Host- enfreint les règles de son préfixe (Secure ; pour __Host-, aussi Path=/ et aucun Domain) ; les navigateurs le refusent.',
  'headers.note.http-probe-failed':
    'L’adresse en http non chiffré n’a pas pu être vérifiée ; le test de redirection suppose qu’il n’y a pas de site en http.',
  'headers.grade.bonus-withheld':
    'Les points bonis n’ont pas été comptés : ils ne s’appliquent que si les pénalités laissent une note d’au moins 90.',
  'headers.grade.not-https': 'La page finale n’est pas servie en https, ce qui coûte des points pour HSTS.',
  'headers.error.unexpected-status':
    'La page a répondu par un code d’erreur ; ses en-têtes n’ont donc pas été notés (seuls les codes 2xx, 3xx, 401 et 403 le sont).',
};
