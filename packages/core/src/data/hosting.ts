/**
 * Where anyone can publish a web page in minutes, for free and under a well-known domain: free
 * website builders and static hosting, user-content hosts, and tunnels that expose a personal
 * computer to the Internet. Phishing pages use them because they cost nothing, get HTTPS for free
 * and borrow the reputation of the platform.
 *
 * Source: compiled by hand for secapi. Most of these suffixes are also in the private section of the
 * Public Suffix List (the list `tldts` embeds), which is how the platforms themselves declare that
 * their subdomains belong to different people.
 */

/** Platforms whose customers get a subdomain (`someone.github.io`). Lower-case suffixes. */
export const FREE_HOSTING_DOMAINS: readonly string[] = [
  'netlify.app',
  'vercel.app',
  'pages.dev',
  'workers.dev',
  'web.app',
  'firebaseapp.com',
  'glitch.me',
  'repl.co',
  'replit.app',
  'replit.dev',
  'herokuapp.com',
  'onrender.com',
  'fly.dev',
  'surge.sh',
  'neocities.org',
  '000webhostapp.com',
  'weebly.com',
  'weeblysite.com',
  'wixsite.com',
  'square.site',
  'godaddysites.com',
  'webflow.io',
  'framer.app',
  'framer.website',
  'carrd.co',
  'myshopify.com',
  'r2.dev',
  'azurewebsites.net',
  'web.core.windows.net',
  'blob.core.windows.net',
  's3.amazonaws.com',
  'amplifyapp.com',
  'appspot.com',
  'translate.goog',
  'notion.site',
  'mybluehost.me',
  'yolasite.com',
  'jimdosite.com',
  'strikingly.com',
  'tilda.ws',
  'webnode.page',
  'site123.me',
  'ipfs.io',
  'dweb.link',
  // more hosting platforms whose customers get a subdomain (not all in the Public Suffix List, or listed there under another name)
  'wasmer.app',
  'edgeone.app',
  'edgeone.site',
  'deno.dev',
  'val.run',
  'csb.app',
  'stackblitz.io',
  'glide.page',
  'softr.app',
  'bubbleapps.io',
  'typedream.app',
  'canva.site',
  'wixstudio.io',
  'mystrikingly.com',
  'jimdofree.com',
  'webwave.me',
  'tiiny.site',
  'ueniweb.com',
  'hpage.com',
  'w3spaces.com',
  'on-fleek.app',
  'fleek.co',
  'cloudflare-ipfs.com',
  'w3s.link',
  'nftstorage.link',
  '4everland.link',
  'myqcloud.com',
  'aliyuncs.com',
  'backblazeb2.com',
  'wasabisys.com',
  'my.id',
  'biz.id',
  'duckdns.org',
  'ddns.net',
  'hopto.org',
  'zapto.org',
  'sytes.net',
  'no-ip.org',
  'no-ip.biz',
  'serveftp.com',
  'myftp.org',
  'dynu.net',
  'freeddns.org',
  'mooo.com',
  'firebasestorage.app',
  'supabase.co',
  'lovable.app',
  'bolt.host',
  // free web hosts and landing-page builders not in the Public Suffix List
  'rf.gd',
  'wuaze.com',
  'kesug.com',
  'iceiy.com',
  'free.nf',
  '42web.io',
  'infinityfreeapp.com',
  'great-site.net',
  'lovestoblog.com',
  'epizy.com',
  'ubpages.com',
  'squarespace.com',
  'daftpage.com',
  'webcindario.com',
  'codeanyapp.com',
  'myfunnelish.com',
  'static.domains',
  // site builders and cheap second-level names seen in phishing since 2024
  'tempisite.com',
  'web.id',
  'serv00.net',
  'b-cdn.net',
  'webwave.dev',
  'tiiny.host',
  'site44.com',
  // site builders whose customers' pages were reported in PhishTank's 2022-24 list (issue 21 round 7;
  // measured on the fit part, none of them in an ordinary-link file)
  'myportfolio.com',
  'boxmode.io',
  'start.page',
  'myfreesites.net',
  'flazio.com',
  'cloudwp.dev',
];

/**
 * Platforms whose customers' subdomains are mostly documentation, code and blogs: reported as
 * hosting (`url-developer-hosting`, a weaker hint than `url-free-hosting`) so that a project's
 * pages on `github.io` or `readthedocs.io` are not a warning on their own. Lower-case suffixes;
 * `blogspot.<cc>` variants are recognised by their first label.
 */
export const DEVELOPER_HOSTING_DOMAINS: readonly string[] = [
  'github.io',
  'gitlab.io',
  'readthedocs.io',
  'readthedocs-hosted.com',
  'rtfd.io',
  'sourceforge.io',
  'bitbucket.io',
  'codeberg.page',
  'js.org',
  'blogspot.com',
  'wordpress.com',
  'cloudfront.net',
  'azureedge.net',
  'akamaized.net',
  'pythonanywhere.com',
  'hf.space',
  'substack.com',
  'tumblr.com',
  'gitbook.io',
  'githubusercontent.com',
  'hatenablog.com',
  'hatenablog.jp',
  'hatenadiary.org',
  'hatenadiary.jp',
  'hateblo.jp',
  // Blog platforms whose writers get a subdomain (issue 21 round 5: a newsletter's links to
  // articles on `bearblog.dev` were flagged as free hosting)
  'bearblog.dev',
  'hashnode.dev',
  'ghost.io',
  'micro.blog',
  'mataroa.blog',
  // Free-software projects' own subdomains that the Public Suffix List's private
  // section declares (`cgit.freedesktop.org`, `people.debian.net`): code,
  // wikis and documentation of the project, linked from its mailing lists, not a stranger's page
  'freedesktop.org',
  'debian.net',
  'fedorapeople.org',
  'fedorainfracloud.org',
  'tuxfamily.org',
];

/**
 * Developer platforms that publish documentation only (built from a project's sources): pages about
 * accounts, passwords and tokens are their daily fare, so lure words in the path do not count there
 * (`url-lure-keyword` still reads the project's name). A subset of `DEVELOPER_HOSTING_DOMAINS`.
 */
export const DOCUMENTATION_HOSTING_DOMAINS: readonly string[] = [
  'readthedocs.io',
  'readthedocs-hosted.com',
  'rtfd.io',
  'js.org',
];

/**
 * Documentation platforms whose customers' names are projects and books, where scams put fake help
 * desks of wallets and exchanges (`metamsk-help.gitbook.io`, issue 21 round 7): a customer name
 * holding a help-desk word (`HELP_DESK_LABEL`) reads as a lure in the host there. Lower-case suffixes.
 */
export const HELP_DESK_HOSTING_DOMAINS: readonly string[] = ['gitbook.io'];

/**
 * Help-desk, account-recovery and wallet words in a customer's name on `HELP_DESK_HOSTING_DOMAINS`.
 * On the fit part of `pnpm eval:url`: one in four of OpenPhish's missed `gitbook.io` pages, none of
 * the ordinary links' 31 `gitbook.io` books and guides.
 */
export const HELP_DESK_LABEL =
  /help|support|desk|care|extension|chrome|log-?in|wallet|recover|restor|sync|connect|official|claim|unlock|verif|auth|secure/;

/**
 * Suffixes of the Public Suffix List's private section under which only the suffix's owner publishes
 * (issue 21 round 15): `withgoogle.com` names Google's own programmes (`pair.withgoogle.com`,
 * `capturetheflag.withgoogle.com`); no one outside Google gets a name there, so it is not hosting.
 */
export const OWNER_ONLY_SUFFIXES: readonly string[] = ['withgoogle.com'];

/**
 * Wallet makers' and exchanges' names read glued to other letters inside a customer's name on
 * `HELP_DESK_HOSTING_DOMAINS` (issue 21 round 15): `krakenerlogus.gitbook.io`,
 * `trezorittat.gitbook.io`. Fake help desks glue the name to a misspelt "login"; a name standing as a
 * word of its own (`ledger-basics`, an accounting book) is left to the brand checks.
 */
const HELP_DESK_BRANDS =
  'metamask|trezor|ledger|kraken|coinbase|robinhood|uphold|gemini|kucoin|exodus|phantom';
export const HELP_DESK_BRAND = new RegExp(
  `(?<=[a-z]{3})(?:${HELP_DESK_BRANDS})|(?:${HELP_DESK_BRANDS})(?=[a-z]{3})`,
);

/** Hosts where each person's page is in the path (`sites.google.com/view/…`). Exact hosts. */
export const USER_CONTENT_HOSTS: readonly string[] = [
  'sites.google.com',
  'storage.googleapis.com',
  // the same buckets' signed-in address (issue 21 round 10: PhishTank's kits under it were read as
  // Google's own pages)
  'storage.cloud.google.com',
  'firebasestorage.googleapis.com',
  'dl.dropboxusercontent.com',
  'raw.githubusercontent.com',
  'gist.github.com',
  's3.amazonaws.com',
  'telegra.ph',
  'pastebin.com',
  'view.genial.ly',
  'user.fm',
  'flow.page',
  'unbouncepages.com',
  // a page builder, a site builder and decentralised-storage gateways that put a customer's page in the
  // path (issue 21 round 7, as above)
  'tribelio.page',
  'im-creator.com',
  'siasky.net',
  'storageapi.fleek.one',
  'storageapi-stg.fleek.one',
];

/**
 * Where people share documents, files and forms with an account of a large provider: ordinary mail
 * is full of these links, and the provider's sign-in guards the account, so they are a weak hint
 * (`url-shared-document`), not free hosting. Exact hosts, or suffixes after a dot (`.sharepoint.com`
 * tenants: `contoso.sharepoint.com`, `contoso-my.sharepoint.com`).
 */
export const SHARED_DOCUMENT_HOSTS: readonly string[] = [
  'docs.google.com',
  'drive.google.com',
  'forms.gle',
  'forms.office.com',
  'forms.cloud.microsoft',
  'onedrive.live.com',
  '1drv.ms',
  '.sharepoint.com',
];

/**
 * A Google document, presentation or sheet "published to the web" (`/document/d/e/2PACX-…/pub`,
 * `/presentation/d/e/2PACX-…/pub`, `/spreadsheets/d/e/2PACX-…/pubhtml`): a public web page anyone
 * made, shown without the provider's sign-in, not a file shared with someone. Read as free hosting
 * (`url-free-hosting`), like `sites.google.com` (round 6: about one in a hundred PhishTank URLs of
 * the fit part, none of the ordinary links of the evaluation files).
 */
export const PUBLISHED_DOCUMENT_PATH = /^\/(?:document|presentation|spreadsheets)\/d\/e\/2PACX-[^/]+\/pub/;

/** Tunnels: a temporary public address forwarding to someone's own computer. Lower-case suffixes. */
export const TUNNEL_DOMAINS: readonly string[] = [
  'ngrok.io',
  'ngrok-free.app',
  'ngrok-free.dev',
  'ngrok.app',
  'ngrok.dev',
  'trycloudflare.com',
  'loca.lt',
  'localtunnel.me',
  'serveo.net',
  'localhost.run',
  'lhr.life',
  'telebit.io',
  'pagekite.me',
  'devtunnels.ms',
  'tunnelmole.net',
  'pinggy.link',
  'bore.pub',
];
