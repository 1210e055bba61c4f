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
  'github.io',
  'gitlab.io',
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
  'blogspot.com',
  'wordpress.com',
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
];

/** Hosts where each person's page is in the path (`sites.google.com/view/…`). Exact hosts. */
export const USER_CONTENT_HOSTS: readonly string[] = [
  'sites.google.com',
  'docs.google.com',
  'drive.google.com',
  'storage.googleapis.com',
  'firebasestorage.googleapis.com',
  'forms.office.com',
  'onedrive.live.com',
  'dl.dropboxusercontent.com',
  'raw.githubusercontent.com',
  'gist.github.com',
  's3.amazonaws.com',
  'telegra.ph',
  'pastebin.com',
];

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
