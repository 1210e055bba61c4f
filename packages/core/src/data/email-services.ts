/**
 * Services that email links pass through, for the email analysis.
 *
 * Source: compiled by hand for secapi from the sending platforms' and form builders' own
 * documentation of their link domains. Registrable domains (or exact hosts), lower case.
 */

/**
 * Click-tracking redirects and link-protection wrappers of bulk-mail platforms and mail filters: an
 * address that only forwards the reader (a footer's unsubscribe, a tracked button).
 */
export const EMAIL_CLICK_TRACKING_DOMAINS: readonly string[] = [
  'list-manage.com',
  'sendgrid.net',
  'mandrillapp.com',
  'mailgun.org',
  'sparkpostmail.com',
  'exacttarget.com',
  'rs6.net',
  'constantcontact.com',
  'hubspotlinks.com',
  'klaviyomail.com',
  'klclick.com',
  'klclick1.com',
  'klclick2.com',
  'klclick3.com',
  'pstmrk.it',
  'createsend.com',
  'cmail19.com',
  'cmail20.com',
  'awstrack.me',
  'eloqua.com',
  'mktoedge.com',
  'mkt.com',
  'sailthru.com',
  'emltrk.com',
  'urldefense.com',
  'mimecastprotect.com',
  'safelinks.protection.outlook.com',
  'convertkit-mail.com',
  'mailerlite.com',
  'mlsend.com',
  'brevo.com',
  'sendibt3.com',
  'r.mail.yahoo.com',
  // Round 21 (rule P1): the redirects of platforms that governments, non-profits and Quebec senders
  // use: GovDelivery's link shortener, Mailjet, ActiveCampaign, dotdigital.
  'lnks.gd',
  'mjt.lu',
  'acemlna.com',
  'acemlnb.com',
  'acemlnc.com',
  'acemlnd.com',
  'trackedlink.net',
];

/**
 * Domains of the same platforms that also serve pages or files (uploads, landing pages, newsletters
 * and their archives): tracking hosts, but not mere redirects.
 */
export const EMAIL_PLATFORM_CONTENT_DOMAINS: readonly string[] = [
  'mcusercontent.com',
  'hs-sites.com',
  'ck.page',
  'substack.com',
  'beehiiv.com',
  'campaign-archive.com',
  'mailchimp.com',
  'salesforce.com',
  'cvent.com',
  // Round 21 (rule P1): GovDelivery's bulletins, Cyberimpact (a Quebec platform), Emma.
  'govdelivery.com',
  'cyberimpact.com',
  'e2ma.net',
];

/**
 * Click-tracking, link-protection and content domains of bulk-mail platforms and mail filters (the
 * two lists above): a newsletter whose link text shows the sender's site while the address goes
 * through one of these is ordinary (still reported, weakly, since phishers use the same platforms).
 */
export const EMAIL_TRACKING_DOMAINS: readonly string[] = [
  ...EMAIL_CLICK_TRACKING_DOMAINS,
  ...EMAIL_PLATFORM_CONTENT_DOMAINS,
];

/** Online form builders proper: a link to one is a form to fill in. */
export const FORM_SERVICE_DOMAINS: readonly string[] = [
  'forms.gle',
  'jotform.com',
  'typeform.com',
  'formstack.com',
  'wufoo.com',
  '123formbuilder.com',
  'cognitoforms.com',
  'paperform.co',
  'formsite.com',
];

/**
 * Online form builders and page builders that phishing uses to collect passwords without hosting
 * anything: reported like free hosting.
 */
export const FORM_BUILDER_DOMAINS: readonly string[] = [
  ...FORM_SERVICE_DOMAINS,
  'zohopublic.com',
  'webflow.io',
  'notion.site',
  'canva.site',
  'wixsite.com',
  'godaddysites.com',
  'square.site',
  'mystrikingly.com',
  'glideapp.io',
  'framer.website',
];

/**
 * Services whose own notices carry words written by whoever opened an account with them: invoices
 * and money requests (PayPal, Stripe, Square, QuickBooks, Venmo), purchase notices naming a
 * customer's organisation (Microsoft 365), calendar invitations (Google), shares and signing
 * requests (Dropbox, DocuSign, SharePoint). Mail from them passes every check of the service while
 * the text is a stranger's (platform-callback.ts). Registrable domains of the From address.
 */
export const RELAY_PLATFORM_DOMAINS: readonly string[] = [
  'paypal.com',
  'paypal.ca',
  'paypal.co.uk',
  'paypal.com.au',
  'paypal.de',
  'paypal.fr',
  'stripe.com',
  'squareup.com',
  'intuit.com',
  'venmo.com',
  'microsoft.com',
  'google.com',
  'dropbox.com',
  'docusign.net',
  'docusign.com',
  'sharepointonline.com',
];

/**
 * Document-sharing services that ask the viewer's email address before showing a share (DocSend
 * does, for the sender's view statistics): "enter your email to view the document" beside their
 * link is the service's own gate, not an unknown share page collecting addresses (issue 22, round
 * 16). Not trusted: phishing shares sit on them too, so their shares are judged like a known brand's
 * document shares, by the sender, the words and what is asked (a password, a payment). Registrable
 * domains of the links.
 */
export const DOCUMENT_SHARE_SERVICE_DOMAINS: readonly string[] = ['docsend.com'];
