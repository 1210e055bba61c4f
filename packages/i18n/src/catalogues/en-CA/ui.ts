import type { UiArea } from '../../areas.js';

export const ui: UiArea = {
  'ui.site-title': 'secapi: security checks',
  'ui.skip-to-content': 'Skip to main content',
  'ui.lang.nav-label': 'Language',
  'ui.lang.switch': 'Français',
  'ui.nav.home': 'All checks',

  'ui.title.home': 'Check a link or a text message',
  'ui.title.url-result': 'Link check: {verdict}',
  'ui.title.message-result': 'Text message check: {verdict}',
  'ui.title.error': 'Check what you entered',
  'ui.title.internal': 'Something went wrong',

  'ui.home.heading': 'Check before you click',
  'ui.home.intro':
    'Received a strange link or text message? Paste it here to look for signs of phishing, scams or malware. Free, with no account.',

  'ui.url.heading': 'Check a link',
  'ui.url.intro': 'We examine the web address without opening it in your browser.',
  'ui.url.label': 'Link (web address)',
  'ui.url.hint': 'For example: https://example.com/login. Up to {max} characters.',
  'ui.url.submit': 'Check the link',
  'ui.url.again': 'Check another link',

  'ui.message.heading': 'Check a text message',
  'ui.message.intro':
    'Paste the text of an SMS or chat message. It is analysed on our server, then discarded: it is never stored or logged.',
  'ui.message.label': 'Text message',
  'ui.message.hint': 'Up to {max} characters. Links in the message are examined, never opened.',
  'ui.message.submit': 'Check the message',
  'ui.message.again': 'Check another message',

  'ui.error.heading': 'Please check what you entered',
  'ui.error.internal-heading': 'The check could not be completed',

  'ui.result.url-heading': 'Result for this link',
  'ui.result.message-heading': 'Result for this message',
  'ui.result.verdict-label': 'Verdict',
  'ui.result.scale-label': 'Risk level',
  'ui.result.scale-current': '(this result)',
  'ui.result.scale-range': '{min} to {max}',
  'ui.result.score-label': 'Confidence score',
  'ui.result.score-value': '{score} out of 100',
  'ui.result.score-meaning':
    'How confident we are, from 0 to 100, that this is a threat (phishing, scam or malware). Each warning sign raises the score; reassuring signs lower it.',
  'ui.result.summary': 'Summary',
  'ui.result.action': 'What to do',
  'ui.result.inconclusive': 'Some checks could not run, so this result may be incomplete.',
  'ui.result.findings': 'What we found',
  'ui.result.no-findings': 'No warning sign was found in what we checked.',
  'ui.result.severity': 'Severity: {severity}',
  'ui.result.source': 'Based on: {source}',

  'ui.severity.info': 'Information',
  'ui.severity.low': 'Low',
  'ui.severity.medium': 'Medium',
  'ui.severity.high': 'High',
  'ui.severity.critical': 'Critical',

  'ui.url.details': 'About this address',
  'ui.url.submitted': 'As submitted',
  'ui.url.normalized': 'Normalized address',
  'ui.url.host': 'Host analysed',
  'ui.url.registrable-domain': 'Registrable domain',
  'ui.url.no-domain': 'None (an IP address or an address without a host)',
  'ui.url.not-a-link': 'For your safety, addresses are shown as plain text, never as clickable links.',
  'ui.url.other-checks': 'Other checks',
  'ui.url.redirects': 'Redirects',
  'ui.url.domain-age': 'Domain age',
  'ui.url.redirects-done': 'Redirects followed: {count}. Final address: {url}',
  'ui.url.domain-age-done': 'Registered {days} days ago ({date}).',

  'ui.check.not-checked': 'Not checked',
  'ui.check.failed': 'Could not be checked',
  'ui.check.done': 'Checked',

  'ui.message.links': 'Links in the message',
  'ui.message.no-links': 'The message contains no link.',
  'ui.message.link-not-web': 'Not a web address we can analyse',
  'ui.message.characters': '{count} characters analysed.',
  'ui.message.not-stored': 'Your message was analysed, then discarded: it was not stored, logged or cached.',

  'ui.footer.privacy': 'No account, no cookies, no tracking. Text messages are never stored.',
  'ui.footer.disclaimer':
    'Automated checks can miss a threat or be wrong. When in doubt, contact the sender through a channel you already trust.',
  'ui.footer.api': 'Developers: the same checks are available as a JSON API.',
  'ui.footer.openapi': 'API description (OpenAPI)',
};
