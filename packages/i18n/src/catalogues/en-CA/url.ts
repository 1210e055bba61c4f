import type { UrlArea } from '../../areas.js';

/**
 * Keys of core's `URL_KEYS` (analyses/url/keys.ts). Spread (not inline) until `all-keys.ts` adds
 * them to `ResultKey`; then they can move inline below.
 */
const urlKeys = {
  'url.skip.no-web-risk-key':
    'Not checked: this service has no Google Web Risk key, so the link was not compared with Google’s lists of dangerous sites.',
  'url.error.web-risk-failed': 'Google Web Risk did not give a usable answer.',
  'url.error.domain-age-failed': 'The age of the site’s domain could not be found.',
};

export const url: UrlArea = {
  ...urlKeys,
  'url.summary.likely-safe': 'We found no serious warning sign in this link.',
  'url.summary.caution': 'This link has a warning sign worth a second look.',
  'url.summary.suspicious': 'This link has several signs of a scam or phishing attempt.',
  'url.summary.dangerous': 'This link shows strong signs of phishing or another threat.',
  'url.summary.inconclusive':
    'Some checks of this link (such as where it leads and how old the site is) could not be done, so we cannot say it is safe. What we could check is shown below.',

  'url.action.likely-safe':
    'You can probably open it. Still, never enter a password or card number on a page you reached from a message you did not expect.',
  'url.action.caution':
    'Be careful. If the link claims to come from a company or a government service, go to its site by typing the address yourself instead.',
  'url.action.suspicious':
    'Do not open this link or enter any information. Contact the sender or the company through a phone number or site you already know.',
  'url.action.inconclusive':
    'Wait before you open it: try the check again later. If the link came in a message you did not expect, go to the site by typing its address yourself instead.',
  'url.action.dangerous':
    'Do not open this link. Delete the message. If you already entered a password or card number, change the password and call your bank.',

  'finding.url-dangerous-scheme.title': 'Link that runs code',
  'finding.url-dangerous-scheme.description':
    'This is not a web address: a "{scheme}:" link runs code or opens hidden content in your browser. Legitimate messages never ask you to open one.',
  'finding.url-scheme-added.title': 'Address completed',
  'finding.url-scheme-added.description':
    'The address had no "http://" or "https://" at the start, so we checked it as "{scheme}://".',
  'finding.url-plain-http.title': 'Connection not encrypted',
  'finding.url-plain-http.description':
    'The link uses "http", not "https": what you type on that page can be read or changed on the way. Never enter a password or card number there.',
  'finding.url-nonstandard-port.title': 'Unusual port',
  'finding.url-nonstandard-port.description':
    'The address asks for port {port}. Ordinary web sites do not need one; it often points to a makeshift or compromised server.',
  'finding.url-userinfo-disguise.title': 'Misleading start of address',
  'finding.url-userinfo-disguise.description':
    'The address begins with "{shown}", but everything before the "@" is ignored: the link really opens {domain}.',
  'finding.url-credentials.title': 'User name in the link',
  'finding.url-credentials.description':
    'The link contains a user name or password before the site name. This is rare in real links and is used to confuse readers.',

  'finding.url-ip-host.title': 'Numeric address instead of a name',
  'finding.url-ip-host.description':
    'The link goes to {ip}, a bare numeric address with no site name. Banks, stores and governments always use a name.',
  'finding.url-ip-obfuscated.title': 'Disguised numeric address',
  'finding.url-ip-obfuscated.description':
    'The site is written as "{host}", an unusual way of writing the numeric address {ip}. This is a trick to hide where the link goes.',
  'finding.url-local-address.title': 'Address on your own network',
  'finding.url-local-address.description':
    'The link goes to {ip}, an address of your own computer or local network: a router, a printer or a service running here. No one on the internet can put a page there, so it is not a scam site’s address; open it only if you expect that device’s page.',
  'finding.url-encoded-host.title': 'Encoded site name',
  'finding.url-encoded-host.description':
    'The site name is written with % codes, which hides it from a quick read. Once decoded it is {host}.',

  'finding.url-punycode.title': 'International characters in the name',
  'finding.url-punycode.description':
    'The site name contains non-English letters (it is displayed as {unicode}). This is normal for some sites, but it is also used to imitate known names.',
  'finding.url-mixed-script.title': 'Mixed alphabets in the name',
  'finding.url-mixed-script.description':
    'The part "{label}" mixes letters from different alphabets (such as Latin and Cyrillic) that look the same. Real sites almost never do this.',
  'finding.url-homograph.title': 'Look-alike of a known site',
  'finding.url-homograph.description':
    'The address shows as {unicode}, which imitates {officialDomain} ({brand}) with letters from another alphabet. It is not {brand}’s site.',
  'finding.url-brand-lookalike.title': 'Name disguised as a known brand',
  'finding.url-brand-lookalike.description':
    'The site {domain} swaps look-alike characters (such as 1 for l or 0 for o) to pass for {officialDomain} ({brand}). It is not {brand}’s site.',
  'finding.url-brand-typo.title': 'Misspelled brand name',
  'finding.url-brand-typo.description':
    'The site {domain} is one or two letters away from {officialDomain} ({brand}). Scammers register misspellings like this to catch hurried readers.',

  'finding.url-brand-in-subdomain.title': 'Brand name used as a decoy',
  'finding.url-brand-in-subdomain.description':
    'The address starts with the name {brand}, but the site it opens is {domain}, which does not belong to {brand}.',
  'finding.url-brand-in-domain.title': 'Brand name inside another site name',
  'finding.url-brand-in-domain.description':
    'The site {domain} contains the name {brand} but is not one of its sites (such as {officialDomain}). Anyone can register a name like this.',
  'finding.url-brand-other-tld.title': 'Brand name with another ending',
  'finding.url-brand-other-tld.description':
    'The site {domain} is the name {brand} with the ending ".{tld}", which is not one of the sites we know for {brand} (such as {officialDomain}). Brands sometimes own such names, but anyone can register one.',
  'finding.url-brand-word-in-name.title': "Brand's name as one word of a place's name",
  'finding.url-brand-word-in-name.description':
    'The name {domain} holds the word {piece}, which is also the name of {brand}, among words that name a kind of place, trade or event. Such names are usually ordinary businesses, not {brand}: this alone is not a warning sign.',
  'finding.url-brand-in-path.title': 'Brand name after the site name',
  'finding.url-brand-in-path.description':
    'The name {brand} appears in the address, but only after the site name; the site itself is {domain}.',
  'finding.url-official-domain.title': 'Official site of {brand}',
  'finding.url-official-domain.description':
    'The site {domain} belongs to {brand}. This only tells you who runs the site, not whether this page or the message that sent it is genuine.',

  'finding.url-suspicious-tld.title': 'Often-abused domain ending',
  'finding.url-suspicious-tld.description':
    'The address ends in ".{tld}", an ending that is cheap to register and common in scams. Many honest sites use it too.',
  'finding.url-shortener.title': 'Shortened link',
  'finding.url-shortener.description':
    'The link uses {domain}, a link-shortening service, which hides the real destination until you open it.',
  'finding.url-shortener-managed.title': 'Link made with a social-media shortener',
  'finding.url-shortener-managed.description':
    'The address was shortened with {domain}, a tool newsletters and social-media accounts use every day. The real destination is hidden until you open it: the online check follows it and analyses where it leads.',
  'finding.url-free-hosting.title': 'Free web hosting',
  'finding.url-free-hosting.description':
    'The page is hosted on {domain}, where anyone can publish a page for free in minutes. Scammers use it to look legitimate.',
  'finding.url-hosted-file.title': 'Document on free web hosting',
  'finding.url-hosted-file.description':
    'The file {file} is kept on {domain}, where anyone can publish for free. A document or an archive is usually harmless, but scammers also share files this way: check who sent it before opening it.',
  'finding.url-shared-document.title': 'Shared document or form',
  'finding.url-shared-document.description':
    'The link opens a document, file or form someone shared on {domain}. Anyone with an account can share one, so it is only as trustworthy as the person who sent it: never type a password or card number into a shared form.',
  'finding.url-developer-hosting.title': 'Page on a developer or blog platform',
  'finding.url-developer-hosting.description':
    'The page {site} is published on {domain}, where anyone can put up pages (usually documentation, code or blogs). On its own this is normal; together with other signs it is worth a second look.',
  'finding.url-shortener-shape.title': 'Looks like a short link',
  'finding.url-shortener-shape.description':
    'The address {domain}{path} has the shape of a shortened link (a very short name followed by a random code), which hides where it really leads.',
  'finding.url-brand-split.title': 'Brand name cut or run on by dots and hyphens',
  'finding.url-brand-split.description':
    'The address shows “{shown}”, which reads as {brand}, but the dots and hyphens around it make the site {domain}, not {officialDomain}. Scammers cut a name in two or run it into another word so that the address looks like the real one.',
  'finding.url-brand-suffix-disguise.title': 'Brand name with a foreign ending',
  'finding.url-brand-suffix-disguise.description':
    '{domain} starts with the name of {brand} but ends in .{suffix}, so it belongs to someone else. {brand}’s site is {officialDomain}.',
  'finding.url-scheme-in-host.title': 'Web address written inside the name',
  'finding.url-scheme-in-host.description':
    'Part of the site name, “{label}”, imitates the start of a web address (http, www) to make the link look familiar.',
  'finding.url-random-subdomain.title': 'Machine-generated name',
  'finding.url-random-subdomain.description':
    'The part “{label}” of the site name looks randomly generated, which is typical of throw-away phishing sites.',
  'finding.url-random-domain.title': 'Site name typed at random',
  'finding.url-random-domain.description':
    'The site name {domain} is made of letters typed at random (“{label}”), which is typical of throw-away phishing sites registered in bulk.',
  'finding.url-numbered-domain.title': 'Site name made of a serial number',
  'finding.url-numbered-domain.description':
    'The site name {domain} is a few letters followed by a long number (“{label}”). Names like this are registered in series for gambling and scam pages and replaced as soon as one is blocked.',
  'finding.url-model-suspicious.title': 'Address shaped like phishing links',
  'finding.url-model-suspicious.description':
    'Our local model, trained on known phishing and ordinary addresses, rates this address {probability}% likely to be phishing, mostly because of “{shown}”. It is a warning sign, not proof.',
  'finding.url-model-phishing.title': 'Address very much like phishing links',
  'finding.url-model-phishing.description':
    'Our local model, trained on known phishing and ordinary addresses, rates this address {probability}% likely to be phishing, mostly because of “{shown}”.',
  'finding.url-kit-path.title': 'Page hidden in a website’s system folder',
  'finding.url-kit-path.description':
    'The page sits in the “{folder}” folder, where websites keep their own system files. Scammers hide phishing pages there on hacked sites.',
  'finding.url-styled-letters.title': 'A name written in look-alike fancy letters',
  'finding.url-styled-letters.description':
    'The address spells “{name}” in decorative letters (bold, italic, circled or boxed symbols) that look like ordinary ones. Websites never name their own pages this way; scammers do it so that filters looking for words miss them.',
  'finding.url-profile-brand-handle.title': 'A brand’s support account on a personal page',
  'finding.url-profile-brand-handle.description':
    'This is a personal page on {platform}, where anyone can pick a name, and the name “{handle}” claims to be {brand}’s “{word}” service. Real companies do not handle your account, refunds or sign-in through such pages; scammers use them to send you on to a fake one.',
  'finding.url-profile-machine-name.title': 'A profile page with a name nobody chose',
  'finding.url-profile-machine-name.description':
    'This is a profile page on {platform} whose name “{handle}” was made by a machine (words and a string of random characters). Scammers create such profiles in bulk as stepping stones to phishing pages; a person sharing their own profile usually picks a name.',
  'finding.url-hosted-appeal-page.title': 'An account appeal page on a free website host',
  'finding.url-hosted-appeal-page.description':
    'This page sits on {platform}, where anyone can put up a site, and its address names an account case (“{words}”): a rule violation, an appeal, a restriction, a copyright claim or a “verified badge” request. Social networks and other services handle appeals on their own website, never on a page like this; scammers use such pages to take your password or your payment details.',
  'finding.url-capital-domain.title': 'Site name written in capitals to slip past filters',
  'finding.url-capital-domain.description':
    'The site’s name is written “{domain}”, all in capital letters, under a part in lower case. The link works the same whatever the case, but filters and block lists that look for the name in lower case can miss it. Nobody writes a real site’s address this way; scammers do.',
  'finding.url-brand-page-copy.title': 'A brand’s page copied onto another site',
  'finding.url-brand-page-copy.description':
    'The path “{shown}” copies a page of {brand}, but the site is {domain}, not {officialDomain}. Scammers put such copies on hacked sites so that the address looks like the real sign-in or item page.',
  'finding.url-crypto-lure.title': 'Cryptocurrency bait in the name',
  'finding.url-crypto-lure.description':
    'The site name contains “{token}”, a word fake wallet and crypto sites use to lure people into connecting a wallet or typing a recovery phrase.',
  'finding.url-brand-misspelt.title': 'Brand name misspelled inside the address',
  'finding.url-brand-misspelt.description':
    'The part “{piece}” of {domain} is a misspelling of {brand} (official site: {officialDomain}). Scammers misspell long brand names so that the address looks right at a glance.',
  'finding.url-lure-host.title': 'Sign-in or account words in the site name',
  'finding.url-lure-host.description':
    'The site name “{label}” is made of words such as {words}. Real companies rarely name their sites this way; phishing sites do, to pass for an account page.',
  'finding.url-government-name.title': 'A government’s name on a site anyone can register',
  'finding.url-government-name.description':
    'The site name “{label}” carries “{word}” as if it were a government’s site, but governments publish under their own endings (.gov, gov.uk, gc.ca, gouv.qc.ca), never under a name anyone can buy. Fake toll, tax and licence notices use such names.',
  'finding.url-email-in-path.title': 'Email address written into the link',
  'finding.url-email-in-path.description':
    'The address carries an email address, written out or encoded (“{shown}”). Phishing kits put the address of the person they target there to fill in a fake sign-in form in advance.',
  'finding.url-odd-letters.title': 'Unusual letter pairs in the site name',
  'finding.url-odd-letters.description':
    'The name “{label}” has letter pairs that ordinary words rarely have ({pairs}), as names made up by a program do. Scammers register such names by the thousand.',
  'finding.url-random-path.title': 'Random code as the whole path',
  'finding.url-random-path.description':
    'The path {path} is a code made up by a program, the kind phishing kits and shady redirectors generate for each person they target.',
  'finding.url-tunnel.title': 'Temporary tunnel address',
  'finding.url-tunnel.description':
    'The link uses {domain}, a service that gives someone’s own computer a temporary public address. Real companies do not send links like this.',

  'finding.url-long.title': 'Very long address',
  'finding.url-long.description':
    'The address is {length} characters long. Long addresses are used to push the real site name out of view.',
  'finding.url-many-subdomains.title': 'Many parts before the site name',
  'finding.url-many-subdomains.description':
    'The address has {count} parts before the real site name, a way to make the beginning look like another site.',
  'finding.url-many-hyphens.title': 'Many hyphens in the name',
  'finding.url-many-hyphens.description':
    'The site name contains {count} hyphens, common in names made up to look official (for example "secure-login-update").',
  'finding.url-many-digits.title': 'Many digits in the name',
  'finding.url-many-digits.description':
    'The site name contains {count} digits, typical of names generated in bulk for scams.',
  'finding.url-heavy-encoding.title': 'Hidden characters in the address',
  'finding.url-heavy-encoding.description':
    'The address writes {count} ordinary characters as % codes, which serves only to hide words from readers and filters.',

  'finding.url-lure-keyword.title': 'Words that pressure you to log in or pay',
  'finding.url-lure-keyword.description':
    'The address contains words such as {keywords}, used by phishing pages to get your password or payment details.',
  'finding.url-open-redirect.title': 'Link that bounces to another site',
  'finding.url-open-redirect.description':
    'The link carries another address ({target}) in its "{param}" setting: it may open a trusted site that immediately sends you on to that other one.',
  'finding.url-redirect-target-flagged.title': 'Bounces you on to an address we would warn about',
  'finding.url-redirect-target-flagged.description':
    'This link passes through a well-known site, then sends you on to {target}, an address we would flag if you opened it directly. Passing through a trusted site does not make the destination safer.',
  'finding.url-redirect-target-deceptive.title': 'Bounces you on to a suspicious address',
  'finding.url-redirect-target-deceptive.description':
    'The link carries another address ({target}) in its settings, and that address itself shows signs of phishing: the well-known site at the start only passes you on to it.',
  'finding.url-redirect-to-private.title': 'Redirects into a private network',
  'finding.url-redirect-to-private.description':
    'The link sends your browser on to {host}, an address inside a private network or on your own device. A public link has no reason to do that: it can be used to attack your router or other devices at home or at work.',
  'finding.url-redirect-downgrade.title': 'Redirect drops encryption',
  'finding.url-redirect-downgrade.description':
    'The link starts with a secure “https” address but redirects to an unencrypted one ({url}). What you type there can be read or changed on the way.',
  'finding.url-redirect-shortener-risky.title': 'Short link hides a risky site',
  'finding.url-redirect-shortener-risky.description':
    'The short link on {shortener} leads to {to}, a site with warning signs of its own. Short links are often used to hide where a scam really goes.',
  'finding.url-redirect-cross-domain.title': 'Leads to another site',
  'finding.url-redirect-cross-domain.description':
    'The link on {from} redirects to a different site, {to}. Check that this is the site you expected before entering anything.',
  'finding.url-redirect-chain-long.title': 'Long chain of redirects',
  'finding.url-redirect-chain-long.description':
    'The link bounces through {count} redirects before reaching a page. Scams chain redirects to escape filters.',
  'finding.url-domain-new.title': 'Brand-new site',
  'finding.url-domain-new.description':
    'The domain {domain} was registered only {days|day|days} ago. Most phishing sites are used within days of being created.',
  'finding.url-domain-young.title': 'Recently created site',
  'finding.url-domain-young.description':
    'The domain {domain} was registered {days|day|days} ago. A young site is not proof of fraud, but be careful if it claims to be a well-known company.',
  'finding.url-web-risk-listed.title': 'On Google’s list of dangerous sites',
  'finding.url-web-risk-listed.description':
    'Google Web Risk lists this link as dangerous ({threatTypes}). Do not open it.',
  'finding.url-known-phishing.title': 'Reported as phishing',
  'finding.url-known-phishing.description':
    '{feedName}, a public list of reported phishing sites, lists this address ({listed}); our copy of the list has held it since {listedOn}. Do not open it, and do not enter anything on it.',
};
