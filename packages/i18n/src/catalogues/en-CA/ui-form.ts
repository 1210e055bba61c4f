import type { FormUiArea } from '../../areas.js';

/** The form’s first-visit texts in Canadian English. */
export const uiForm: FormUiArea = {
  'ui.onebox.limits':
    'Up to {messageMax} characters for a text message. A whole email (its headers, a blank line, then its text) is checked as an email: up to {headersMax} characters of headers and {bodyMax} of text.',
  'ui.onebox.email-too-long':
    'This email is too long to check here: its headers have {headers} characters (the limit is {headersMax}) and its text {body} (the limit is {bodyMax}). Use the email page: paste the headers in the second box and, in the first, only the text part of the message.',
  'ui.result.email-heading': 'Result for this email',
  'ui.report.intro-email':
    'Reporting it helps protect others, even if you lost nothing. In your mail app, mark it as phishing or junk, then delete it.',
  'ui.error.too-many-heading': 'Too many checks',
  'ui.mail.too-long':
    'The email is too long: the first box takes up to {max} characters. Paste the headers (from “Show original”) in the second box, and keep only the text part of the message in the first, without attachments.',
  'ui.feedback.comment-hint-plain': 'Do not include personal information. Up to {max} characters.',
  'ui.feedback.privacy-plain':
    'We store your answer, the check, what was checked, the result and your comment.',
  'ui.feedback.privacy-server':
    'We store your answer, the check, the server checked, its grade and your comment.',
  'ui.feedback.back-message': 'Back to the result (the message is checked again)',
  'ui.pwned.unreachable-offline':
    'The list of leaked passwords could not be reached: this service has no internet access right now, so the check cannot be done here. Nothing was sent.',
  'ui.tls.summary-heading': 'Summary',
  'ui.tls.bar.certificate': 'Certificate',
  'ui.tls.bar.protocol': 'Protocol support',
  'ui.tls.bar.key-exchange': 'Key exchange',
  'ui.tls.bar.cipher': 'Cipher strength',
  'ui.tls.bar-value': '{score} out of 100',
  'ui.tls.plus':
    'The “+”: the server sends HSTS with a max-age of {days} days (180 days or more), so browsers reach it over https only.',
  'ui.tls.trust.heading': 'Why browsers do not trust this certificate',
  'ui.tls.trust.fix': 'How to fix it: {fix}',
  'ui.tls.trust.self-signed':
    'The certificate is self-signed: no certificate authority vouches for it, so browsers warn every visitor.',
  'ui.tls.trust.expired': 'The certificate expired on {date}.',
  'ui.tls.trust.not-yet-valid': 'The certificate is not valid before {date}.',
  'ui.tls.trust.mismatch': 'The certificate was issued for another name: it does not cover {host}.',
  'ui.tls.trust.incomplete-chain':
    'The chain is incomplete: the server does not send the intermediate certificate that links its certificate to a trusted authority.',
  'ui.tls.trust.untrusted': 'The certificate does not chain to an authority that browsers trust.',
  'ui.tls.trust.revoked': 'The certificate was revoked by the authority that issued it.',
  'ui.tls.trust.sha1': 'The certificate is signed with SHA-1, which browsers no longer accept.',
  'ui.tls.fix.self-signed':
    'install a certificate from a public authority (Let’s Encrypt issues them free), with its chain.',
  'ui.tls.fix.expired':
    'renew the certificate and renew it automatically from now on (with an ACME client such as Certbot).',
  'ui.tls.fix.mismatch': 'install a certificate that lists {host} among its names.',
  'ui.tls.fix.incomplete-chain':
    'install the full chain: the certificate followed by the intermediate certificates the authority provides (often “fullchain.pem”).',
  'ui.tls.fix.untrusted':
    'install a certificate from a public authority and send its intermediate certificates with it.',
  'ui.tls.fix.revoked': 'get a new certificate and install it.',
  'ui.tls.fix.sha1': 'get a new certificate signed with SHA-256.',
  'ui.tls.if-trust-ignored': 'If trust issues are ignored: {grade}',
  'ui.tls.duration-ms': '{ms} ms, {connections} connections',
  'ui.cli.summary': 'secapi: {inputs} in {seconds} s: {counts}; {refused}; {unchecked}',
  'ui.cli.inputs.one': '{n} input',
  'ui.cli.inputs.other': '{n} inputs',
  'ui.cli.refused.one': '{n} refused',
  'ui.cli.refused.other': '{n} refused',
  'ui.cli.unchecked.one': '{n} could not be checked',
  'ui.cli.unchecked.other': '{n} could not be checked',
  'ui.cli.usage.see-help': 'Run "secapi --help" for the commands and options.',
  'ui.cli.usage.unknown-command': 'unknown command "{name}"',
  'ui.cli.usage.unknown-option': 'unknown option {option}',
  'ui.cli.usage.option-value': 'the option {option} needs a value',
  'ui.cli.usage.bad-arguments': 'the command line could not be read ({detail})',
  'ui.cli.usage.fail-on': '--fail-on must be one of {values}, got "{value}"',
  'ui.cli.usage.min-grade': '--min-grade must be a grade (A+, A, B, C, D, F…), got "{value}"',
  'ui.cli.usage.number': '--{name} must be a number above 0 and at most {max}, got "{value}"',
  'ui.cli.usage.whole-number': '--{name} must be a whole number',
  'ui.cli.usage.workers': '--workers must be a whole number from 0 to 99, got "{value}"',
  'ui.cli.usage.lang': '--lang must be en-CA or fr-CA, got "{value}"',
  'ui.cli.usage.fail-on-family': '--fail-on applies to the commands with a verdict, not to {command}',
  'ui.cli.usage.min-grade-family': '--min-grade applies to the commands with a grade, not to {command}',
  'ui.cli.usage.one-input': 'one {input} at a time; use --file for many',
  'ui.cli.usage.input-and-file': 'give either an input or --file, not both',
  'ui.cli.usage.missing-input': 'missing the {input} to check',
  'ui.cli.usage.missing-document': 'missing the {input} to check (text, file, or - for standard input)',
  'ui.cli.usage.cannot-read': 'cannot read {path} ({detail})',
  'ui.cli.usage.dns-servers': '{source}: {detail}',
  'ui.cli.progress': '{done} done, {rate}/s',
  'ui.cli.progress-eta': '{done}/{total}, {rate}/s, ETA {eta} s',
};
