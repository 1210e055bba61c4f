import type { AcmeArea } from '../../areas.js';

export const acme: AcmeArea = {
  // Problems (Let's Debug's names): what it is, and what to do about it.
  'acme.problem.invalid-domain':
    'Let’s Encrypt cannot issue a certificate for this name. Check the spelling; the name must be a registered domain (or a name under one) with a public top-level domain.',
  'acme.problem.public-suffix':
    'This name sits under a suffix that a service shares among its customers (a private public suffix). Let’s Encrypt counts its rate limits on the registered domain shown.',
  'acme.problem.method-not-suitable':
    'This challenge method cannot validate this name. Use the dns-01 method for a wildcard certificate.',
  'acme.problem.dns-lookup-failed':
    'A DNS lookup Let’s Encrypt needs failed. Until your DNS servers answer correctly, validation will fail: check that every name server of the domain answers, and that DNSSEC (if enabled) is valid.',
  'acme.problem.caa-critical-unknown':
    'A CAA record marked critical uses a tag no certificate authority understands, so none may issue. Remove the record or clear its critical flag.',
  'acme.problem.caa-issuance-not-allowed':
    'The domain’s CAA records do not allow Let’s Encrypt to issue this certificate. Add a CAA record such as 0 issue "letsencrypt.org" (allowing the method you use), or use the certificate authority they name.',
  'acme.problem.caa-possibly-invalid':
    'A CAA record does not follow the standard syntax. Certificate authorities may read it differently from what you intended: correct it.',
  'acme.problem.caa-requires-account-uri':
    'The CAA records only allow one Let’s Encrypt account to issue. Make sure your ACME client uses that account.',
  'acme.problem.rate-limit':
    'Let’s Encrypt limits how many certificates it issues in 7 days. Wait until older certificates leave the 7-day window, and avoid requesting new certificates in a loop. Renewals of a certificate with exactly the same names are exempt from the per-domain limit (ARI renewals from every limit), not from the exact-set limit.',
  'acme.problem.reserved-address':
    'The name points to a private or reserved address that Let’s Encrypt cannot reach. Publish the server’s public address in DNS, or use the dns-01 method.',
  'acme.problem.no-records':
    'The name has no address (no A or AAAA record), so the http-01 method cannot work. Add the web server’s address in DNS, or use the dns-01 method.',
  'acme.problem.txt-record-error':
    'Looking up the _acme-challenge TXT record failed. Let’s Encrypt will fail the same way: fix the DNS servers of that name.',
  'acme.problem.txt-double-label':
    'A TXT record sits at a name where the domain is repeated. This usually means the record was entered with the full name in a DNS panel that adds the domain by itself: enter only _acme-challenge (or _acme-challenge.sub).',
  'acme.problem.txt-cname-delegation':
    '_acme-challenge is delegated by an alias (CNAME): Let’s Encrypt follows it. Your ACME client must write the TXT record at the alias target.',
  'acme.problem.bad-redirect':
    'The challenge request is redirected in a way Let’s Encrypt will not follow. Redirects may only go to http or https, on ports 80 or 443, and no more than 10 times: fix the web server’s redirect rules, or exclude /.well-known/acme-challenge/ from them.',
  'acme.problem.webserver-misconfiguration':
    'The web server speaks plain HTTP on the HTTPS port (443). Enable TLS on port 443, or stop redirecting the challenge to https.',
  'acme.problem.a-not-working':
    'Let’s Encrypt could not get an answer over IPv4 (the A record). Make sure the server listens on port 80 at this address, and that no firewall or router blocks it.',
  'acme.problem.aaaa-not-working':
    'Let’s Encrypt could not get an answer over IPv6 (the AAAA record), and it prefers IPv6 when both exist. Fix IPv6 on the server (port 80) or remove the AAAA record.',
  'acme.problem.unexpected-http-response':
    'The challenge URL answered with an unexpected status (not 2xx or 404). Make sure /.well-known/acme-challenge/ is served as plain files, without login, blocking or rewriting.',
  'acme.problem.multiple-ip-address-discrepancy':
    'The name’s addresses do not answer the same way. Let’s Encrypt may use any of them: make every address serve the same site.',
  'acme.problem.port-forwarding':
    'The answer comes from a home router or modem, not your web server. Forward port 80 to the web server.',
  'acme.problem.blocked-by-nginx-test-cookie':
    'An anti-bot module (nginx testcookie) answers instead of your site. Exclude /.well-known/acme-challenge/ from it.',
  'acme.problem.http-on-https-port':
    'The server expects HTTPS where plain HTTP was sent. Serve port 80 in plain HTTP, or redirect to https:// properly.',
  'acme.problem.blocked-by-firewall':
    'A firewall (Palo Alto “acme-protocol” rule) blocks the challenge. Allow ACME validation requests through it.',
  'acme.problem.cloudflare-cdn':
    'The name is served through Cloudflare. http-01 works through it if Cloudflare passes /.well-known/acme-challenge/ to your server; otherwise use the dns-01 method.',
  'acme.problem.tls-alpn-not-negotiated':
    'Port 443 answers a TLS handshake but does not select the acme-tls/1 protocol (ALPN), so the tls-alpn-01 challenge cannot succeed. Use an ACME client or a web server that supports tls-alpn-01 on port 443 (for example Caddy, Traefik or Apache’s mod_md), make sure nothing in front of it (a load balancer or CDN that terminates TLS) answers instead, or use http-01 or dns-01.',
  'acme.problem.tls-alpn-no-answer':
    'Nothing answered a TLS handshake on port 443 at this address (connection refused or no answer in time). Let’s Encrypt validates tls-alpn-01 on port 443: make sure the server listens there and that no firewall or router blocks it.',
  'acme.problem.tls-alpn-handshake-failed':
    'The server on port 443 broke off the TLS handshake. Check its TLS configuration (certificate, protocols) and that port 443 is not forwarded to a service that does not speak TLS.',
  // Details: which case was met.
  'acme.detail.domain-too-long': '{domain} is longer than 253 characters.',
  'acme.detail.domain-bad-characters':
    '{domain} contains characters other than letters, digits, hyphens and dots (or is an IP address).',
  'acme.detail.domain-label-count': '{domain} must have between 2 and 10 labels.',
  'acme.detail.domain-label-invalid':
    'A label of {domain} is empty, longer than 63 characters, starts or ends with a hyphen, or has “--” in third and fourth position without being xn--.',
  'acme.detail.domain-bad-punycode': 'A label of {domain} is invalid punycode (xn--).',
  'acme.detail.domain-not-under-suffix': '{domain} is not under a public top-level domain.',
  'acme.detail.domain-is-suffix': '{domain} is itself a public suffix: nobody can own it.',
  'acme.detail.domain-not-registered':
    'The registered domain {domain} does not exist in DNS (NXDOMAIN): it is not registered, or it expired.',
  'acme.detail.private-suffix': 'Suffix {suffix}; rate limits count on {registered}.',
  'acme.detail.wildcard-needs-dns-01': '{domain} is a wildcard: only dns-01 can validate it.',
  'acme.detail.soa-lookup-failed': 'The SOA lookup of {name} failed ({status}).',
  'acme.detail.caa-lookup-failed': 'The CAA lookup of {name} failed ({status}).',
  'acme.detail.address-lookup-failed': 'The {type} lookup of {name} failed ({status}).',
  'acme.detail.caa-unknown-critical-tag': 'Critical tag “{tag}” at {name}.',
  'acme.detail.caa-other-ca': 'The CAA records at {name} allow only: {issuers}.',
  'acme.detail.caa-no-issuance': 'The CAA records at {name} forbid every certificate authority.',
  'acme.detail.caa-method-not-allowed':
    'The CAA records at {name} allow Let’s Encrypt only with validationmethods={allowed}, not {method}.',
  'acme.detail.caa-malformed-value': 'At {name}: {value}',
  'acme.detail.caa-account-uri': 'At {name}: accounturi={accountUri}',
  'acme.detail.rate-limit-registered-domain':
    '{count} Let’s Encrypt certificates for {registered} in the last 7 days (limit {limit}).',
  'acme.detail.rate-limit-registered-domain-near':
    '{count} Let’s Encrypt certificates for {registered} in the last 7 days: close to the limit of {limit}.',
  'acme.detail.rate-limit-exact-set':
    '{count} certificates for the same set of names as {name} in the last 7 days (limit {limit}).',
  'acme.detail.rate-limit-exact-set-near':
    '{count} certificates for the same set of names as {name} in the last 7 days: one more reaches the limit of {limit}.',
  'acme.detail.reserved-address': '{name} → {address} (reserved range {range}).',
  'acme.detail.no-addresses': '{name} has neither an A nor an AAAA record.',
  'acme.detail.txt-lookup-failed': 'The TXT lookup of {name} failed ({status}).',
  'acme.detail.txt-doubled-label': 'TXT record found at {name}.',
  'acme.detail.txt-cname': '{name} is an alias of {target}.',
  'acme.detail.redirect-too-many': '{address}: more than {max} redirects (a loop?), last {url}.',
  'acme.detail.redirect-bad-port': '{address}: redirect to port {port}, last {url}.',
  'acme.detail.redirect-bad-scheme': '{address}: redirect to an invalid address or scheme, last {url}.',
  'acme.detail.redirect-missing-slash':
    '{address}: redirect to {location}: a slash is missing between the host name and .well-known.',
  'acme.detail.redirect-unreachable': '{address}: the redirect target {url} could not be reached.',
  'acme.detail.http-on-https-redirect':
    '{address}: redirected to {url}, where the TLS handshake failed (plain HTTP on port 443?).',
  'acme.detail.connection-timeout': '{address}: no answer in time ({url}).',
  'acme.detail.connection-refused': '{address}: connection refused on port 80 ({url}).',
  'acme.detail.connection-failed': '{address}: the connection failed ({url}).',
  'acme.detail.garbage-response': '{address}: the answer is not HTTP ({url}).',
  'acme.detail.unexpected-status': '{address}: status {status} for {url}.',
  'acme.detail.addresses-disagree': '{address} answered {status}, {other} answered {otherStatus}.',
  'acme.detail.port-forwarding-server': '{address}: Server: {server}.',
  'acme.detail.nginx-test-cookie': '{address}: testcookie page at {url}.',
  'acme.detail.plain-http-to-tls-port': '{address}: “plain HTTP to HTTPS port” page at {url}.',
  'acme.detail.palo-alto-firewall': '{address}: firewall block page at {url}.',
  'acme.detail.cloudflare-server': '{address}: Server: {server}.',
  'acme.detail.alpn-not-selected':
    '{address}: the handshake finished with ALPN {alpn} instead of acme-tls/1 (“-”: none).',
  'acme.detail.alpn-refused': '{address}: the server refused acme-tls/1 (no_application_protocol alert).',
  'acme.detail.tls-timeout': '{address}: no TLS handshake on port 443 in time.',
  'acme.detail.tls-connect-failed': '{address}: the connection to port 443 was refused or failed.',
  'acme.detail.tls-handshake-error': '{address}: the TLS handshake on port 443 failed.',
  // Checks.
  'acme.check.domain-validity': 'Name validity',
  'acme.check.wildcard-method': 'Wildcard and method',
  'acme.check.domain-exists': 'Registered domain exists (SOA)',
  'acme.check.caa': 'CAA records',
  'acme.check.rate-limits': 'Rate limits (Certificate Transparency)',
  'acme.check.addresses': 'Addresses (A and AAAA)',
  'acme.check.txt-record': 'dns-01 TXT record',
  'acme.check.txt-doubled-label': 'dns-01 doubled label',
  'acme.check.http-access': 'http-01 challenge URL on each address',
  'acme.check.tls-alpn': 'tls-alpn-01 handshake on port 443',
  'acme.check.staging-order': 'Test order on Let’s Encrypt’s staging server',
  // Why a check did not run (or got no answer).
  'acme.reason.method-not-selected': 'Not for the method chosen.',
  'acme.reason.stopped-by-fatal': 'Not run: a Fatal problem above already stops this method.',
  'acme.reason.needs-ca-account': 'Not done: a test order needs a certificate authority account.',
  'acme.reason.lookup-failed': 'A DNS lookup failed: see the problems.',
  'acme.reason.sources-failed': 'Neither Certificate Transparency search (crt.sh, Cert Spotter) answered.',
  'acme.reason.no-time-left': 'No time was left before the deadline.',
  'acme.reason.tls-port-refused':
    'The service could not open a TLS connection to an address (offline or refused by its policy).',
  // Per method.
  'acme.method-status.no-problem-found': 'No problem found: this method should work.',
  'acme.method-status.blocked': 'Blocked: fix the Fatal or Error problems first.',
  'acme.method-status.warnings': 'Should work, but read the warnings.',
  'acme.method-status.not-checked': 'Not fully checked: some of its checks could not run.',
  'acme.error.dns-unavailable':
    'The registered domain could not be looked up in DNS: nothing further could be checked. Try again later.',
};
