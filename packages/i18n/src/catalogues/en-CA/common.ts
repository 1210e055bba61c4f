import type { CommonArea } from '../../areas.js';

export const common: CommonArea = {
  'verdict.likely-safe': 'Likely safe',
  'verdict.caution': 'Caution',
  'verdict.suspicious': 'Suspicious',
  'verdict.dangerous': 'Dangerous',

  'source.lexical': 'Checks on the text of the address',
  'source.message-heuristics': 'Scam patterns in the message text',
  'source.email-headers': 'What the email’s headers say',
  'source.email-content': 'Phishing patterns in the email’s content',
  'source.dns-blocklists': 'DNS blocklists',
  'source.dkim-verification': 'DKIM signature verified here',
  'source.dmarc-policy': 'The sender domain’s DMARC policy, looked up in DNS',
  'source.redirects': 'Redirects followed',
  'source.domain-age': 'Domain registration date',
  'source.web-risk': 'Web risk lookup',
  'source.phishing-lists': 'Public lists of reported phishing sites',

  'skip.offline-mode': 'Skipped: the service is running in offline mode and contacts no other server.',
  'skip.not-implemented': 'Not checked yet: this version of the service does not perform this step.',
  'skip.not-applicable': 'Not applicable to this address.',

  'error.network-unreachable': 'This service cannot reach the internet right now. Try again later.',

  'input.url-required': 'Enter a URL to check.',
  'input.url-too-long': 'The URL is too long: the limit is {max} characters.',
  'input.url-invalid': 'This does not look like a web address we can analyse.',
  'input.url-unsupported-scheme':
    'Addresses starting with “{scheme}:” are not supported: use an http or https address.',
  'input.url-port-not-allowed':
    'Only the standard web ports (80 and 443) can be checked; port {port} is not allowed.',
  'input.message-required': 'Paste the text message to check.',
  'input.message-too-long': 'The message is too long: the limit is {max} characters.',
  'input.email-body-required': 'Paste the email to check.',
  'input.email-body-too-long': 'The email is too long: the limit is {max} characters.',
  'input.raw-headers-invalid': 'The headers must be text.',
  'input.raw-headers-too-long': 'The headers are too long: the limit is {max} characters.',

  'input.domain-required': 'Enter a domain name to check.',
  'input.domain-too-long': 'The domain name is too long: the limit is {max} characters.',
  'input.domain-invalid': 'This is not a valid domain name (for example: example.ca).',
  'input.ip-required': 'Enter an IP address to check.',
  'input.ip-too-long': 'The IP address is too long: the limit is {max} characters.',
  'input.ip-invalid': 'This is not a valid IPv4 or IPv6 address.',
  'input.ip-not-public':
    'The address {ip} is not a public internet address ({range}): there is nothing to look up about it.',

  'input.host-required': 'Enter a domain name or a public IP address to check.',
  'input.host-too-long': 'The host is too long: the limit is {max} characters.',
  'input.host-invalid': 'This is not a valid domain name or IP address (for example: example.ca).',
  'input.host-url-not-allowed':
    'Enter only the host name (for example: example.ca), not a web address: the scan always uses https on port 443.',
  'input.host-port-not-allowed':
    'Only port 443 is scanned: enter the host name without a port (for example: example.ca).',
  'input.host-not-public':
    'This host is not on the public internet ({address}): only public hosts can be scanned.',
  'dns-status.ok': 'Found',
  'dns-status.nodata': 'No record of this type',
  'dns-status.nxdomain': 'The name does not exist',
  'dns-status.servfail': 'The DNS server failed to answer (SERVFAIL)',
  'dns-status.refused': 'The DNS server refused the query',
  'dns-status.timeout': 'No answer in time',
  'dns-status.malformed': 'Unreadable answer',
  'dns-status.error': 'Lookup failed',

  'http-error.blocked-by-policy':
    'Not contacted: the address leads to a private or reserved network, which this service never connects to.',
  'http-error.invalid-url': 'The address could not be read as a web address.',
  'http-error.unsupported-scheme': 'Only http and https addresses are followed.',
  'http-error.port-not-allowed': 'Not contacted: only the standard web ports (80 and 443) are allowed.',
  'http-error.dns-nxdomain': 'The site’s name does not exist in DNS.',
  'http-error.dns-failure': 'The site’s name could not be looked up in DNS.',
  'http-error.timeout': 'The site did not answer in time.',
  'http-error.connection-refused': 'The site refused the connection.',
  'http-error.connection-failed': 'The connection to the site failed.',
  'http-error.tls-error':
    'The secure (TLS) connection failed: the certificate could not be verified or the handshake failed.',
  'http-error.too-many-redirects': 'Too many redirects: we stopped following them.',
  'http-error.invalid-redirect': 'A redirect pointed to an address we could not follow.',
  'http-error.headers-too-large': 'The site sent oversized headers.',
  'http-error.protocol-error': 'The site sent a response that is not valid HTTP.',

  'input.hash-required': 'Enter a file hash to check.',
  'input.hash-invalid': 'This is not an MD5, SHA-1 or SHA-256 hash (32, 40 or 64 hexadecimal characters).',
  'input.prefix-required': 'A hash prefix is required.',
  'input.prefix-invalid': 'The prefix must be exactly 5 hexadecimal characters.',
  'input.method-invalid': 'Unknown challenge method: choose one of {allowed}.',

  'error.field-required': 'The field “{field}” is required.',
  'error.field-too-long': 'The field “{field}” is too long: the limit is {max} characters.',
  'error.field-invalid': 'The field “{field}” has an invalid value.',
  'error.malformed-json': 'The request body is not valid JSON.',
  'error.unsupported-media-type': 'Send the request body as JSON (Content-Type: application/json).',
  'error.body-too-large': 'The request body is too large.',
  'error.not-found': 'There is nothing at this address.',
  'error.method-not-allowed': 'This method is not allowed here. Allowed: {allowed}.',
  'error.not-implemented': 'This analysis is not available yet in this version of the service.',
  'error.upstream-unavailable':
    'The service we rely on for this check did not answer properly. Try again in a few minutes.',
  'error.rate-limited': 'Too many requests. Try again in {seconds} seconds.',
  'error.bad-request': 'The request could not be read as HTTP.',
  'error.request-timeout': 'The request took too long to arrive.',
  'error.headers-too-large': 'The request headers are too large.',
  'error.store-unavailable': 'Feedback cannot be saved right now. Please try again later.',
  'error.shutting-down': 'This server is restarting. Try again in a few seconds.',
  'error.expectation-failed': 'This server cannot meet the request’s Expect header.',
  'error.internal': 'Something went wrong on our side. Please try again later.',
};
