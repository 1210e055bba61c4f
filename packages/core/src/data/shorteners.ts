/**
 * URL shorteners: services that turn any address into a short one, hiding where a link really
 * goes. Brand-only short domains that lead only to the brand's own site (`youtu.be`, `amzn.to`)
 * are not here; they are official brand domains in `brands.ts`.
 *
 * Source: compiled by hand for secapi from well-known public shortening services.
 * Registrable domains (or exact hosts), lower case.
 */
/**
 * Shorteners of social-media and marketing tools (Bitly, Hootsuite, Buffer, dlvr.it, IFTTT): links
 * are made from an account and scanned for abuse, and newsletters and posts use them every day, so
 * alone they are a weaker hint (`url-shortener-managed`); so is a shortener that makes no new links
 * (`goo.gl`). Also in `URL_SHORTENERS`.
 */
export const MANAGED_SHORTENERS: readonly string[] = [
  'bit.ly',
  'bitly.com',
  'ow.ly',
  'buff.ly',
  'dlvr.it',
  'trib.al',
  'ift.tt',
  // Google's shortener: it made no new links after March 2019 (round 18); its links live on in old
  // mail, list archives and documentation, and phishing moved to shorteners that still make them.
  'goo.gl',
];

/**
 * Links under a shortener's domain that only lead to the owner's own app (a Google Maps place, a
 * Google Photos album): not shortened links to anywhere. `host/path` prefixes.
 */
export const FIRST_PARTY_SHORT_LINKS: readonly string[] = [
  'maps.app.goo.gl/',
  'photos.app.goo.gl/',
  'goo.gl/maps/',
];

export const URL_SHORTENERS: readonly string[] = [
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'v.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'rb.gy',
  'tiny.cc',
  'bl.ink',
  't.ly',
  's.id',
  'qrco.de',
  'urlz.fr',
  'snip.ly',
  'x.co',
  'adf.ly',
  'bit.do',
  'shorte.st',
  'tr.im',
  'cli.re',
  'soo.gd',
  'short.io',
  'shorturl.com',
  'tiny.one',
  'u.to',
  'clck.ru',
  'l.ead.me',
  'linktr.ee',
  'dub.sh',
  'surl.li',
  'tinu.be',
  'gg.gg',
  'shrtco.de',
  'db.tt',
  // more of them (well-known public shorteners, link-in-bio and IP-logger services)
  'x.gd',
  'cutt.us',
  'urlr.me',
  'vk.cc',
  'kutt.it',
  'short.gy',
  'spoo.me',
  'han.gl',
  'me2.do',
  'reurl.cc',
  'lihi.cc',
  'pse.is',
  'ppt.cc',
  'shorturl.asia',
  'tny.im',
  'iplogger.org',
  'iplogger.com',
  'grabify.link',
  'ift.tt',
  'dlvr.it',
  'trib.al',
  'qr.ae',
  'qrcodes.pro',
  'me-qr.com',
  'heylink.me',
  'taplink.cc',
  'lnk.bio',
  'bio.link',
  'solo.to',
  'msha.ke',
  'linkr.bio',
  'ln.run',
  'tinyurl.is',
  'shorturl.gg',
  'tiny.pl',
  'bitly.ws',
  '2no.co',
  'yip.su',
  'n9.cl',
  'ouo.io',
  'shrinke.me',
  'exe.io',
  '51.fi',
  'go.ly',
  'tt.vg',
  'hmurl.cn',
  'llo.to',
  'lihi1.cc',
  'lihi2.cc',
  'lihi3.cc',
  'goo.su',
  'trimmer.to',
  'shortlink.st',
  'shorten.is',
  'shorten.ee',
  'did.li',
  'bitly.cx',
  'qrcodedynamic.com',
  'qr-codes.io',
  'hootbio.com',
  'keepo.io',
  'hopp.bio',
  'abre.ai',
  's.yam.com',
  // Branch deep links (`<app>.app.link/<code>`): a link service that leads wherever its customer says
  'app.link',
];
