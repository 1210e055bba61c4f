/**
 * Brands that phishing in Canada most often imitates: global platforms, Canadian banks, payment
 * networks, carriers, telecoms, utilities and government services.
 *
 * Source: compiled by hand for secapi. `domains` are the brand's own registrable domains (ICANN
 * section of the Public Suffix List, lower case, ASCII), the first one being its main address;
 * `tokens` are lower-case ASCII spellings of its name with separators removed ("e-transfer" is
 * `etransfer`), used to spot the name inside other addresses and texts.
 *
 * To update: add or edit one entry. Only list domains the brand itself uses for its sites or mail
 * (no domains hosting other people's content, e.g. not `amazonaws.com`, not `myshopify.com`); keep
 * tokens distinctive (a common word such as "meta" or "office" would cause false alarms).
 */
export interface Brand {
  /** Display name, used as the `{brand}` parameter of findings. */
  readonly name: string;
  /** Official registrable domains; the first is the main one (`officialDomain` in findings). */
  readonly domains: readonly [string, ...string[]];
  /** Lower-case ASCII name tokens without separators. */
  readonly tokens: readonly string[];
}

export const BRANDS: readonly Brand[] = [
  // Canadian banks and payments
  {
    name: 'RBC Royal Bank',
    domains: ['rbcroyalbank.com', 'rbc.com', 'royalbank.com'],
    tokens: ['rbc', 'royalbank', 'rbcroyalbank'],
  },
  {
    name: 'TD Canada Trust',
    domains: ['td.com', 'tdcanadatrust.com', 'tdbank.com'],
    tokens: ['td', 'tdbank', 'tdcanadatrust', 'canadatrust', 'easyweb'],
  },
  { name: 'BMO', domains: ['bmo.com'], tokens: ['bmo', 'bankofmontreal', 'banquedemontreal'] },
  { name: 'Scotiabank', domains: ['scotiabank.com'], tokens: ['scotiabank', 'scotia', 'scotiaonline'] },
  { name: 'CIBC', domains: ['cibc.com'], tokens: ['cibc'] },
  { name: 'Desjardins', domains: ['desjardins.com'], tokens: ['desjardins', 'accesd'] },
  {
    name: 'National Bank',
    domains: ['nbc.ca', 'bnc.ca'],
    tokens: ['nationalbank', 'banquenationale', 'bnc'],
  },
  { name: 'Tangerine', domains: ['tangerine.ca'], tokens: ['tangerine'] },
  { name: 'Simplii Financial', domains: ['simplii.com'], tokens: ['simplii'] },
  { name: 'Interac', domains: ['interac.ca'], tokens: ['interac', 'etransfer', 'virementinterac'] },
  // Government of Canada (canada.ca hosts every federal department, CRA and Service Canada included)
  {
    name: 'Government of Canada',
    domains: ['canada.ca'],
    tokens: ['governmentofcanada', 'gouvernementducanada', 'canadagov'],
  },
  {
    name: 'Canada Revenue Agency',
    domains: ['canada.ca', 'cra-arc.gc.ca'],
    tokens: ['cra', 'craarc', 'arccra', 'canadarevenue', 'revenucanada'],
  },
  { name: 'Service Canada', domains: ['canada.ca', 'servicecanada.gc.ca'], tokens: ['servicecanada'] },
  // Post and parcels
  {
    name: 'Canada Post',
    domains: ['canadapost-postescanada.ca', 'canadapost.ca', 'postescanada.ca'],
    tokens: ['canadapost', 'postescanada'],
  },
  { name: 'Purolator', domains: ['purolator.com'], tokens: ['purolator'] },
  { name: 'UPS', domains: ['ups.com'], tokens: ['ups'] },
  { name: 'FedEx', domains: ['fedex.com'], tokens: ['fedex'] },
  { name: 'DHL', domains: ['dhl.com'], tokens: ['dhl'] },
  // Global platforms
  {
    name: 'Amazon',
    domains: ['amazon.ca', 'amazon.com', 'amazon.co.uk', 'amazon.fr', 'amazon.de', 'amzn.to'],
    tokens: ['amazon', 'amzn'],
  },
  {
    name: 'Apple',
    domains: ['apple.com', 'icloud.com', 'me.com'],
    tokens: ['apple', 'appleid', 'icloud', 'itunes'],
  },
  {
    name: 'Microsoft',
    domains: [
      'microsoft.com',
      'live.com',
      'outlook.com',
      'office.com',
      'office365.com',
      'microsoftonline.com',
      'hotmail.com',
    ],
    tokens: ['microsoft', 'office365', 'outlook', 'hotmail', 'onedrive'],
  },
  {
    name: 'Google',
    domains: ['google.com', 'google.ca', 'gmail.com'],
    tokens: ['google', 'gmail'],
  },
  { name: 'YouTube', domains: ['youtube.com', 'youtu.be'], tokens: ['youtube'] },
  { name: 'PayPal', domains: ['paypal.com', 'paypal.me'], tokens: ['paypal'] },
  { name: 'Netflix', domains: ['netflix.com'], tokens: ['netflix'] },
  {
    name: 'Facebook',
    domains: ['facebook.com', 'fb.com', 'meta.com', 'messenger.com'],
    tokens: ['facebook', 'messenger'],
  },
  { name: 'Instagram', domains: ['instagram.com'], tokens: ['instagram'] },
  { name: 'WhatsApp', domains: ['whatsapp.com', 'whatsapp.net', 'wa.me'], tokens: ['whatsapp'] },
  { name: 'Costco', domains: ['costco.ca', 'costco.com'], tokens: ['costco'] },
  { name: 'Walmart', domains: ['walmart.ca', 'walmart.com'], tokens: ['walmart'] },
  { name: 'Shopify', domains: ['shopify.com'], tokens: ['shopify'] },
  { name: 'Coinbase', domains: ['coinbase.com'], tokens: ['coinbase'] },
  { name: 'Binance', domains: ['binance.com'], tokens: ['binance'] },
  { name: 'DocuSign', domains: ['docusign.com', 'docusign.net'], tokens: ['docusign'] },
  { name: 'Dropbox', domains: ['dropbox.com'], tokens: ['dropbox'] },
  { name: 'LinkedIn', domains: ['linkedin.com'], tokens: ['linkedin'] },
  // Canadian telecoms and utilities
  { name: 'Rogers', domains: ['rogers.com'], tokens: ['rogers'] },
  { name: 'Bell', domains: ['bell.ca'], tokens: ['bell', 'bellcanada'] },
  { name: 'Telus', domains: ['telus.com'], tokens: ['telus'] },
  { name: 'Fido', domains: ['fido.ca'], tokens: ['fido'] },
  { name: 'Koodo', domains: ['koodomobile.com'], tokens: ['koodo', 'koodomobile'] },
  { name: 'Vidéotron', domains: ['videotron.com'], tokens: ['videotron'] },
  { name: 'Hydro-Québec', domains: ['hydroquebec.com'], tokens: ['hydroquebec'] },
];

/**
 * Ordinary words that happen to be one or two letters away from a brand name ("finance" and
 * "Binance"): never reported as a misspelt brand. Compiled by hand from false alarms.
 */
export const BRAND_TYPO_EXCLUSIONS: readonly string[] = [
  'finance',
  'tangerines',
  'rodgers',
  'goggle',
  'goggles',
  'apply',
  'apples',
  'amazing',
  'dropbear',
  'costa',
  'instagrams',
  'passenger',
  'passengers',
];

/**
 * Official domain labels that are ordinary words ("office" of office.com): a word one letter away
 * ("officer", "offices") is not reported as a misspelt brand. Compiled by hand.
 */
export const BRAND_GENERIC_LABELS: readonly string[] = [
  'office',
  'outlook',
  'messenger',
  'live',
  'apple',
  'bell',
  'rogers',
  'tangerine',
  'shopify',
];

/**
 * Words that phishing addresses glue to a brand name ("paypal-secure", "myapple", "rbcsupport").
 * A brand token found inside a longer word only counts when the rest of the word is one of these,
 * so that "interactive" is not read as "Interac". English and French, compiled by hand.
 */
export const BRAND_AFFIX_WORDS: readonly string[] = [
  'my',
  'the',
  'e',
  'i',
  'go',
  'get',
  'app',
  'apps',
  'web',
  'www',
  'net',
  'com',
  'ca',
  'us',
  'en',
  'fr',
  'id',
  'qc',
  'secure',
  'security',
  'safe',
  'login',
  'signin',
  'logon',
  'verify',
  'verification',
  'account',
  'accounts',
  'support',
  'service',
  'services',
  'online',
  'update',
  'help',
  'helpdesk',
  'pay',
  'payment',
  'payments',
  'bank',
  'banking',
  'canada',
  'auth',
  'mail',
  'mobile',
  'official',
  'info',
  'center',
  'centre',
  'portal',
  'alert',
  'alerts',
  'notice',
  'client',
  'clients',
  'customer',
  'team',
  'inc',
  'refund',
  'billing',
  'delivery',
  'tracking',
  'track',
  'parcel',
  'package',
  'store',
  'shop',
  'gift',
  'card',
  'cards',
  'reward',
  'rewards',
  'connexion',
  'compte',
  'securite',
  'aide',
  'livraison',
  'colis',
  'remboursement',
  'paiement',
  'banque',
];
