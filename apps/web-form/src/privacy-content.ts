/**
 * What each analysis sends to whom, in en-CA and fr-CA: the single source of the form's `/privacy`
 * page and of `docs/privacy.md` (written from it by `pnpm docs:privacy`).
 *
 * Keyed by core's own lists, so nothing can be forgotten: `ANALYSIS_PRIVACY` is a record over every
 * `AnalysisId` of the registry and `PROVIDER_LABELS` over every `UpstreamProvider` (the label core
 * puts on each outgoing request and the metrics count), so a new analysis or a new provider is a
 * compile error here until it is described; the privacy tests check the same at run time.
 *
 * This module imports no page module: the layout imports it for the footer link.
 */
import { ANALYSIS_IDS, UPSTREAM_PROVIDERS, type AnalysisId, type UpstreamProvider } from '@secapi/core';
import type { Lang } from '@secapi/i18n';

/** A text in both languages. A `code` span is written between backquotes. */
export type Bilingual = Readonly<Record<Lang, string>>;

/** When a contact happens. Every contact is online only: `SECAPI_OFFLINE=1` turns them all off. */
export type ContactWhen = 'online' | 'operator-key' | 'fallback';

export interface Contact {
  readonly provider: UpstreamProvider;
  /** Who, when the provider label covers several parties (the DNS blocklists' operators…). */
  readonly who?: Bilingual;
  /** Exactly what that party receives. */
  readonly receives: Bilingual;
  readonly when: ContactWhen;
}

export interface AnalysisPrivacy {
  /** What the analysis does with the input, in one sentence. */
  readonly summary: Bilingual;
  /** Every party the analysis may contact; empty when it contacts nothing. */
  readonly contacts: readonly Contact[];
}

export const PRIVACY_PATH = '/privacy';

/** The parties behind each provider label of core (`UPSTREAM_PROVIDERS`). */
export const PROVIDER_LABELS: Readonly<Record<UpstreamProvider, Bilingual>> = {
  target: {
    'en-CA': 'The site or host being checked',
    'fr-CA': 'Le site ou l’hôte vérifié',
  },
  resolver: {
    'en-CA':
      'The DNS resolvers of `SECAPI_DNS_SERVERS` (by default Cloudflare 1.1.1.1, Google 8.8.8.8, Quad9 9.9.9.9)',
    'fr-CA':
      'Les résolveurs DNS de `SECAPI_DNS_SERVERS` (par défaut Cloudflare 1.1.1.1, Google 8.8.8.8, Quad9 9.9.9.9)',
  },
  rdap: {
    'en-CA':
      'The RDAP server of the domain’s registry (found in IANA’s bootstrap file), or the public rdap.org',
    'fr-CA':
      'Le serveur RDAP du registre du domaine (trouvé dans le fichier d’amorçage de l’IANA), ou le service public rdap.org',
  },
  'crt-sh': {
    'en-CA': 'crt.sh (Certificate Transparency search by Sectigo)',
    'fr-CA': 'crt.sh (recherche dans la transparence des certificats, par Sectigo)',
  },
  certspotter: {
    'en-CA': 'Cert Spotter (SSLMate)',
    'fr-CA': 'Cert Spotter (SSLMate)',
  },
  virustotal: {
    'en-CA': 'VirusTotal (Google)',
    'fr-CA': 'VirusTotal (Google)',
  },
  'web-risk': {
    'en-CA': 'Google Web Risk',
    'fr-CA': 'Google Web Risk',
  },
  hibp: {
    'en-CA': 'Have I Been Pwned (Pwned Passwords)',
    'fr-CA': 'Have I Been Pwned (Pwned Passwords)',
  },
  feeds: {
    'en-CA':
      'The hosts of the public phishing lists (openphish.com, raw.githubusercontent.com; urlhaus.abuse.ch only if the operator adds URLhaus)',
    'fr-CA':
      'Les hôtes des listes publiques d’hameçonnage (openphish.com, raw.githubusercontent.com; urlhaus.abuse.ch seulement si l’exploitant ajoute URLhaus)',
  },
  dnsbl: {
    'en-CA':
      'The operators of the DNS blocklists (Spamhaus, SpamCop, Barracuda, PSBL, Mailspike, UCEPROTECT, Manitu, SpamRATS), reached through the resolvers',
    'fr-CA':
      'Les exploitants des listes de blocage DNS (Spamhaus, SpamCop, Barracuda, PSBL, Mailspike, UCEPROTECT, Manitu, SpamRATS), joints par les résolveurs',
  },
  'team-cymru': {
    'en-CA': 'Team Cymru (IP-to-ASN service and Malware Hash Registry), reached through the resolvers',
    'fr-CA':
      'Team Cymru (service IP-vers-ASN et registre d’empreintes de maliciels), joint par les résolveurs',
  },
  ca: {
    'en-CA': 'The certificate authority named in the certificate (its AIA and OCSP addresses)',
    'fr-CA': 'L’autorité de certification nommée dans le certificat (ses adresses AIA et OCSP)',
  },
  other: {
    'en-CA':
      'Any other address: no analysis sends such a request today; the metrics would count it under this label',
    'fr-CA':
      'Toute autre adresse : aucune analyse n’envoie une telle requête aujourd’hui; les métriques la compteraient sous cette étiquette',
  },
};

const DNS_NAMES_ONLY: Contact = {
  provider: 'resolver',
  receives: {
    'en-CA': 'Every name asked: the domain and the names derived from it',
    'fr-CA': 'Chaque nom demandé : le domaine et les noms qui en découlent',
  },
  when: 'online',
};

const CT_SEARCH: readonly Contact[] = [
  {
    provider: 'crt-sh',
    receives: { 'en-CA': 'The domain name', 'fr-CA': 'Le nom de domaine' },
    when: 'online',
  },
  {
    provider: 'certspotter',
    receives: { 'en-CA': 'The domain name', 'fr-CA': 'Le nom de domaine' },
    when: 'fallback',
  },
];

const RDAP_DOMAIN: Contact = {
  provider: 'rdap',
  receives: {
    'en-CA': 'The registrable domain (for example `example.com`), never the full address',
    'fr-CA': 'Le domaine enregistrable (par exemple `example.com`), jamais l’adresse complète',
  },
  when: 'online',
};

/** One entry per analysis of core's registry. */
export const ANALYSIS_PRIVACY: Readonly<Record<AnalysisId, AnalysisPrivacy>> = {
  'check-url': {
    summary: {
      'en-CA':
        'The URL is read locally (rules, a local model and the phishing lists held in memory), then its redirects are followed.',
      'fr-CA':
        'L’URL est lue sur place (règles, modèle local et listes d’hameçonnage gardées en mémoire), puis ses redirections sont suivies.',
    },
    contacts: [
      {
        provider: 'target',
        receives: {
          'en-CA':
            'One request per step of the redirect chain, from our server (never your address); private and local addresses are refused before connecting',
          'fr-CA':
            'Une requête par étape de la chaîne de redirections, depuis notre serveur (jamais votre adresse); les adresses privées et locales sont refusées avant la connexion',
        },
        when: 'online',
      },
      {
        ...DNS_NAMES_ONLY,
        receives: { 'en-CA': 'The host names of the chain', 'fr-CA': 'Les noms d’hôte de la chaîne' },
      },
      RDAP_DOMAIN,
      {
        provider: 'web-risk',
        receives: {
          'en-CA': 'The URL and its final URL, with the operator’s key',
          'fr-CA': 'L’URL et son URL finale, avec la clé de l’exploitant',
        },
        when: 'operator-key',
      },
    ],
  },
  'check-email': {
    summary: {
      'en-CA':
        'The email is parsed and read on our server; the email itself, your address and its headers are never sent anywhere.',
      'fr-CA':
        'Le courriel est analysé sur notre serveur; le courriel lui-même, votre adresse et ses en-têtes ne sont jamais envoyés ailleurs.',
    },
    contacts: [
      {
        provider: 'resolver',
        receives: {
          'en-CA':
            'The sender’s domain (`_dmarc.` and TXT names), the DKIM key names of a signed message, and each checked link’s host',
          'fr-CA':
            'Le domaine de l’expéditeur (noms `_dmarc.` et TXT), les noms des clés DKIM d’un message signé et l’hôte de chaque lien vérifié',
        },
        when: 'online',
      },
      {
        provider: 'dnsbl',
        receives: {
          'en-CA': 'The sending server’s IP address, when the headers show it',
          'fr-CA': 'L’adresse IP du serveur d’envoi, quand les en-têtes la montrent',
        },
        when: 'online',
      },
      {
        provider: 'target',
        who: {
          'en-CA': 'The sites the email links to',
          'fr-CA': 'Les sites vers lesquels pointe le courriel',
        },
        receives: {
          'en-CA':
            'One request for each link (at most six hosts) and each redirect, from our server; a tracking link may count it as a click',
          'fr-CA':
            'Une requête par lien (six hôtes au plus) et par redirection, depuis notre serveur; un lien de pistage peut la compter comme un clic',
        },
        when: 'online',
      },
      {
        ...RDAP_DOMAIN,
        receives: { 'en-CA': 'Each landing domain', 'fr-CA': 'Chaque domaine d’arrivée' },
      },
    ],
  },
  'check-tls': {
    summary: {
      'en-CA': 'The host is scanned from our server on port 443.',
      'fr-CA': 'L’hôte est balayé depuis notre serveur sur le port 443.',
    },
    contacts: [
      DNS_NAMES_ONLY,
      {
        provider: 'target',
        receives: {
          'en-CA': 'A few dozen TLS connections and one `GET https://<host>/` (for HSTS), from our server',
          'fr-CA':
            'Quelques dizaines de connexions TLS et une requête `GET https://<hôte>/` (pour HSTS), depuis notre serveur',
        },
        when: 'online',
      },
      {
        provider: 'ca',
        receives: {
          'en-CA':
            'The certificate’s serial number (OCSP) or a request for the missing intermediate (AIA), only when the certificate names them',
          'fr-CA':
            'Le numéro de série du certificat (OCSP) ou une requête pour le certificat intermédiaire manquant (AIA), seulement quand le certificat les nomme',
        },
        when: 'online',
      },
    ],
  },
  'check-email-auth': {
    summary: {
      'en-CA': 'Only DNS questions: nothing connects to the domain itself.',
      'fr-CA': 'Seulement des questions DNS : rien ne se connecte au domaine lui-même.',
    },
    contacts: [
      {
        ...DNS_NAMES_ONLY,
        receives: {
          'en-CA':
            'The domain and its `_dmarc.`, `_domainkey.`, `_mta-sts.`, `_smtp._tls.` and `default._bimi.` names',
          'fr-CA':
            'Le domaine et ses noms `_dmarc.`, `_domainkey.`, `_mta-sts.`, `_smtp._tls.` et `default._bimi.`',
        },
      },
    ],
  },
  'check-message': {
    summary: {
      'en-CA': 'Read entirely on our server by local rules and a local model: the message goes nowhere.',
      'fr-CA':
        'Lu entièrement sur notre serveur par des règles et un modèle locaux : le message ne va nulle part.',
    },
    contacts: [],
  },
  'check-headers': {
    summary: {
      'en-CA': 'The page is fetched from our server and its response headers graded.',
      'fr-CA': 'La page est récupérée depuis notre serveur et ses en-têtes de réponse sont notés.',
    },
    contacts: [
      DNS_NAMES_ONLY,
      {
        provider: 'target',
        receives: {
          'en-CA': 'A request for the URL and one for `http://<host>/`, following redirects, from our server',
          'fr-CA':
            'Une requête pour l’URL et une pour `http://<hôte>/`, en suivant les redirections, depuis notre serveur',
        },
        when: 'online',
      },
    ],
  },
  'check-typosquat': {
    summary: {
      'en-CA': 'Look-alike names are generated locally and asked of DNS; nothing connects to them.',
      'fr-CA': 'Les noms sosies sont produits sur place et demandés au DNS; rien ne s’y connecte.',
    },
    contacts: [
      {
        ...DNS_NAMES_ONLY,
        receives: {
          'en-CA': 'The domain and every look-alike variant checked (up to 600 questions)',
          'fr-CA': 'Le domaine et chaque variante sosie vérifiée (jusqu’à 600 questions)',
        },
      },
    ],
  },
  'check-certs': {
    summary: {
      'en-CA': 'Certificate Transparency logs are searched for the domain.',
      'fr-CA': 'Les journaux de transparence des certificats sont fouillés pour le domaine.',
    },
    contacts: CT_SEARCH,
  },
  'check-ip': {
    summary: {
      'en-CA': 'Only DNS questions: nothing connects to the address itself.',
      'fr-CA': 'Seulement des questions DNS : rien ne se connecte à l’adresse elle-même.',
    },
    contacts: [
      {
        ...DNS_NAMES_ONLY,
        receives: {
          'en-CA': 'The reversed IP address and the name it points to',
          'fr-CA': 'L’adresse IP inversée et le nom vers lequel elle pointe',
        },
      },
      {
        provider: 'team-cymru',
        receives: { 'en-CA': 'The IP address', 'fr-CA': 'L’adresse IP' },
        when: 'online',
      },
      {
        provider: 'dnsbl',
        receives: { 'en-CA': 'The IP address', 'fr-CA': 'L’adresse IP' },
        when: 'online',
      },
    ],
  },
  'check-dns': {
    summary: {
      'en-CA': 'Only DNS questions: nothing connects to the domain itself.',
      'fr-CA': 'Seulement des questions DNS : rien ne se connecte au domaine lui-même.',
    },
    contacts: [DNS_NAMES_ONLY],
  },
  'check-whois': {
    summary: {
      'en-CA': 'The registration is asked over RDAP; nothing connects to the domain itself.',
      'fr-CA': 'L’enregistrement est demandé par RDAP; rien ne se connecte au domaine lui-même.',
    },
    contacts: [RDAP_DOMAIN],
  },
  'check-hash': {
    summary: {
      'en-CA': 'Only the hash is sent, never a file.',
      'fr-CA': 'Seule l’empreinte est envoyée, jamais un fichier.',
    },
    contacts: [
      {
        provider: 'virustotal',
        receives: {
          'en-CA': 'The hash, with the operator’s key',
          'fr-CA': 'L’empreinte, avec la clé de l’exploitant',
        },
        when: 'operator-key',
      },
      {
        provider: 'team-cymru',
        receives: {
          'en-CA':
            'The hash, as a DNS question (`<hash>.hash.cymru.com`) that the resolvers also see; used when no VirusTotal key is set',
          'fr-CA':
            'L’empreinte, sous forme de question DNS (`<empreinte>.hash.cymru.com`) que les résolveurs voient aussi; utilisé quand aucune clé VirusTotal n’est configurée',
        },
        when: 'online',
      },
    ],
  },
  'check-acme': {
    summary: {
      'en-CA': 'Let’s Encrypt is never contacted: its checks are redone from our server.',
      'fr-CA': 'Let’s Encrypt n’est jamais contacté : ses vérifications sont refaites depuis notre serveur.',
    },
    contacts: [
      {
        ...DNS_NAMES_ONLY,
        receives: {
          'en-CA': 'The name, its parents (CAA walk) and `_acme-challenge.` names',
          'fr-CA': 'Le nom, ses parents (parcours CAA) et les noms `_acme-challenge.`',
        },
      },
      ...CT_SEARCH.map((c) => ({
        ...c,
        receives: { 'en-CA': 'The registered domain', 'fr-CA': 'Le domaine enregistré' },
      })),
      {
        provider: 'target',
        receives: {
          'en-CA':
            'For http-01 only: one request to `/.well-known/acme-challenge/` on each public address of the name',
          'fr-CA':
            'Pour http-01 seulement : une requête vers `/.well-known/acme-challenge/` sur chaque adresse publique du nom',
        },
        when: 'online',
      },
    ],
  },
};

/** The services of the site that are not analyses of the registry. */
export const SERVICE_PRIVACY: Readonly<Record<'password' | 'feeds', AnalysisPrivacy & { title: Bilingual }>> =
  {
    password: {
      title: { 'en-CA': 'Password check', 'fr-CA': 'Vérification de mot de passe' },
      summary: {
        'en-CA':
          'Your password never leaves your browser: the page computes its SHA-1 there and sends only the first 5 hexadecimal characters to our server, which asks Have I Been Pwned. About a thousand leaked hashes share each prefix; your browser looks for its own.',
        'fr-CA':
          'Votre mot de passe ne quitte jamais votre navigateur : la page y calcule son SHA-1 et n’envoie à notre serveur que les 5 premiers caractères hexadécimaux, que notre serveur transmet à Have I Been Pwned. Environ un millier d’empreintes divulguées partagent chaque préfixe; votre navigateur cherche lui-même la sienne.',
      },
      contacts: [
        {
          provider: 'hibp',
          receives: {
            'en-CA':
              'The 5-character hash prefix, from our server (never your address); the prefix is not logged',
            'fr-CA':
              'Le préfixe de 5 caractères de l’empreinte, depuis notre serveur (jamais votre adresse); le préfixe n’est pas journalisé',
          },
          when: 'online',
        },
      ],
    },
    feeds: {
      title: { 'en-CA': 'Known-phishing lists', 'fr-CA': 'Listes d’hameçonnage connues' },
      summary: {
        'en-CA':
          'The server downloads whole public lists in the background and looks URLs up in memory: nothing about your URL leaves the server.',
        'fr-CA':
          'Le serveur télécharge des listes publiques entières en arrière-plan et y cherche les URL en mémoire : rien de votre URL ne quitte le serveur.',
      },
      contacts: [
        {
          provider: 'feeds',
          receives: {
            'en-CA':
              'A plain download of the list, the same for every server, every 30 minutes to 6 hours; nothing about any user',
            'fr-CA':
              'Un simple téléchargement de la liste, le même pour tous les serveurs, aux 30 minutes à 6 heures; rien au sujet d’un utilisateur',
          },
          when: 'online',
        },
      ],
    },
  };

/** What the service keeps, and what it never keeps. */
export const STORAGE_FACTS: readonly Bilingual[] = [
  {
    'en-CA':
      'Feedback (“Was this right?”, `/api/feedback`): the fields you send only, with a random id and the time received. No IP address. The comment is never logged.',
    'fr-CA':
      'Commentaires (« Ce résultat est-il juste? », `/api/feedback`) : seulement les champs envoyés, avec un identifiant aléatoire et l’heure de réception. Aucune adresse IP. Le commentaire n’est jamais journalisé.',
  },
  {
    'en-CA': 'Text messages and emails are never stored, cached or logged.',
    'fr-CA': 'Les textos et les courriels ne sont jamais conservés, mis en cache ni journalisés.',
  },
  {
    'en-CA':
      'Other results are kept in memory (or the operator’s shared Redis) for a few minutes to a few hours, so that the same question is not asked again of the third parties.',
    'fr-CA':
      'Les autres résultats sont gardés en mémoire (ou dans le Redis partagé de l’exploitant) de quelques minutes à quelques heures, pour ne pas reposer la même question aux tiers.',
  },
  {
    'en-CA':
      'The request log records the method, the route (never the query string), the status, the duration and the rate-limit partition: never a body, a header or your IP address.',
    'fr-CA':
      'Le journal des requêtes note la méthode, la route (jamais la chaîne de requête), le statut, la durée et la partition de limite de débit : jamais un corps, un en-tête ni votre adresse IP.',
  },
  {
    'en-CA': 'No account, no cookies, no tracking.',
    'fr-CA': 'Aucun compte, aucun témoin, aucun pistage.',
  },
];

export const PRIVACY_TEXT = {
  title: { 'en-CA': 'Privacy', 'fr-CA': 'Confidentialité' },
  intro: {
    'en-CA':
      'Some checks ask third parties. This page lists, for every check, who may be contacted, exactly what they receive and when. Third parties always see our server, never your IP address. When the operator runs the service offline (`SECAPI_OFFLINE=1`), nothing is contacted.',
    'fr-CA':
      'Certaines vérifications interrogent des tiers. Cette page indique, pour chaque vérification, qui peut être contacté, exactement ce qu’il reçoit et quand. Les tiers voient toujours notre serveur, jamais votre adresse IP. Quand l’exploitant fait tourner le service hors ligne (`SECAPI_OFFLINE=1`), rien n’est contacté.',
  },
  checks: { 'en-CA': 'Checks', 'fr-CA': 'Vérifications' },
  services: { 'en-CA': 'Other services', 'fr-CA': 'Autres services' },
  stores: { 'en-CA': 'What we store', 'fr-CA': 'Ce que nous conservons' },
  parties: { 'en-CA': 'Third parties', 'fr-CA': 'Tiers' },
  nobody: {
    'en-CA': 'Contacts no one.',
    'fr-CA': 'Ne contacte personne.',
  },
  who: { 'en-CA': 'Who', 'fr-CA': 'Qui' },
  receives: { 'en-CA': 'Receives', 'fr-CA': 'Reçoit' },
  when: { 'en-CA': 'When', 'fr-CA': 'Quand' },
  footerLink: {
    'en-CA': 'Privacy: what is sent to whom',
    'fr-CA': 'Confidentialité : ce qui est envoyé à qui',
  },
} as const satisfies Readonly<Record<string, Bilingual>>;

export const WHEN_TEXT: Readonly<Record<ContactWhen, Bilingual>> = {
  online: { 'en-CA': 'Online only', 'fr-CA': 'En ligne seulement' },
  'operator-key': {
    'en-CA': 'Only when the operator set a key',
    'fr-CA': 'Seulement si l’exploitant a configuré une clé',
  },
  fallback: {
    'en-CA': 'Online only, when the first source fails',
    'fr-CA': 'En ligne seulement, quand la première source échoue',
  },
};

/** Every provider label that some section of the page describes a contact with. */
export function describedProviders(): ReadonlySet<UpstreamProvider> {
  const all = [...Object.values(ANALYSIS_PRIVACY), ...Object.values(SERVICE_PRIVACY)];
  return new Set(all.flatMap((p) => p.contacts.map((c) => c.provider)));
}

/** The analyses in the registry's order (the API's order). */
export function privacyAnalyses(): readonly AnalysisId[] {
  return ANALYSIS_IDS;
}

export const PROVIDERS: readonly UpstreamProvider[] = UPSTREAM_PROVIDERS;

/** The privacy page as Markdown (`docs/privacy.md`): the same content as the HTML page. */
export function privacyMarkdown(lang: Lang): string {
  const cell = (text: string): string => text.replace(/\|/g, '\\|');
  const out: string[] = [`# ${PRIVACY_TEXT.title[lang]}`, '', PRIVACY_TEXT.intro[lang], ''];
  const section = (title: string, p: AnalysisPrivacy): void => {
    out.push(`### ${title}`, '', p.summary[lang], '');
    if (p.contacts.length === 0) {
      out.push(PRIVACY_TEXT.nobody[lang], '');
      return;
    }
    for (const c of p.contacts) {
      const who = (c.who ?? PROVIDER_LABELS[c.provider])[lang];
      out.push(`- **${cell(who)}** (\`${c.provider}\`): ${c.receives[lang]}. ${WHEN_TEXT[c.when][lang]}.`);
    }
    out.push('');
  };
  out.push(`## ${PRIVACY_TEXT.checks[lang]}`, '');
  for (const id of privacyAnalyses()) section(`\`${id}\``, ANALYSIS_PRIVACY[id]);
  out.push(`## ${PRIVACY_TEXT.services[lang]}`, '');
  for (const s of Object.values(SERVICE_PRIVACY)) section(s.title[lang], s);
  out.push(`## ${PRIVACY_TEXT.stores[lang]}`, '');
  for (const fact of STORAGE_FACTS) out.push(`- ${fact[lang]}`);
  out.push('', `## ${PRIVACY_TEXT.parties[lang]}`, '');
  for (const p of PROVIDERS) out.push(`- \`${p}\`: ${PROVIDER_LABELS[p][lang]}`);
  out.push('');
  return out.join('\n');
}
