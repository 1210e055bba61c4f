/**
 * URL shorteners: services that turn any address into a short one, hiding where a link really
 * goes. Brand-only short domains that lead only to the brand's own site (`youtu.be`, `amzn.to`)
 * are not here; they are official brand domains in `brands.ts`.
 *
 * Source: compiled by hand for secapi from well-known public shortening services.
 * Registrable domains (or exact hosts), lower case.
 */
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
  'lnkd.in',
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
  'forms.gle',
  'dub.sh',
  'surl.li',
  'tinu.be',
  'gg.gg',
  'shrtco.de',
  'db.tt',
];
