import type { HeadersArea } from '../../areas.js';

export const headers: HeadersArea = {
  'headers.hsts-preload-ready':
    'HSTS is set for at least one year, with includeSubDomains and preload: the site can join the browsers’ preload list.',
  'headers.hsts-implemented-max-age-at-least-six-months':
    'HSTS is set for at least six months: browsers will only use https for this site.',
  'headers.hsts-implemented-max-age-less-than-six-months':
    'HSTS is set for less than six months: browsers forget it too soon. Use a max-age of at least 15552000 seconds.',
  'headers.hsts-not-implemented':
    'No HSTS (Strict-Transport-Security) header: a visitor can be downgraded to plain http by an attacker on the network.',
  'headers.hsts-header-invalid':
    'The Strict-Transport-Security header is invalid (missing or bad max-age, repeated header or directive), so browsers ignore it.',
  'headers.hsts-not-implemented-no-https': 'The page is not served over https, so HSTS cannot protect it.',
  'headers.csp-implemented-with-no-unsafe-default-src-none':
    "Content Security Policy blocks everything by default (default-src 'none') and allows nothing unsafe.",
  'headers.csp-implemented-with-no-unsafe':
    'Content Security Policy is set and allows no inline or unsafe scripts.',
  'headers.csp-implemented-with-unsafe-inline-in-style-src-only':
    'Content Security Policy is set; only styles may be inline or from broad sources, which is a minor risk.',
  'headers.csp-implemented-with-insecure-scheme-in-passive-content-only':
    'Content Security Policy lets images or media load over plain http on this https site.',
  'headers.csp-implemented-with-unsafe-eval':
    "Content Security Policy allows 'unsafe-eval': scripts can turn text into code.",
  'headers.csp-implemented-with-unsafe-inline':
    "Content Security Policy allows inline scripts or scripts from any source ('unsafe-inline', *, https:, data:, or no script-src/object-src), so it does not stop cross-site scripting.",
  'headers.csp-implemented-with-insecure-scheme':
    'Content Security Policy lets scripts or other active content load over plain http on this https site.',
  'headers.csp-header-invalid':
    "The Content-Security-Policy header is invalid (no valid directive, or 'strict-dynamic' without a nonce or hash).",
  'headers.csp-not-implemented': 'No Content Security Policy: nothing limits where scripts can come from.',
  'headers.csp-not-implemented-but-reporting-enabled':
    'Only a report-only Content Security Policy is set: violations are reported but nothing is blocked.',
  'headers.x-content-type-options-nosniff':
    'X-Content-Type-Options is set to nosniff: browsers will not guess file types.',
  'headers.x-content-type-options-not-implemented':
    'No X-Content-Type-Options header: browsers may guess file types and run a file as a script.',
  'headers.x-content-type-options-header-invalid':
    'The X-Content-Type-Options header is invalid: its only valid value is nosniff.',
  'headers.framing-implemented-via-csp':
    'The Content Security Policy (frame-ancestors) controls which sites may show this page in a frame.',
  'headers.framing-sameorigin-or-deny':
    'X-Frame-Options (DENY or SAMEORIGIN) keeps other sites from showing this page in a frame.',
  'headers.framing-allow-from-obsolete':
    'X-Frame-Options uses ALLOW-FROM, which current browsers ignore: other sites can show this page in a frame. Use CSP frame-ancestors.',
  'headers.framing-not-implemented':
    'No protection against framing (X-Frame-Options or CSP frame-ancestors): other sites can show this page in a frame to trick visitors (clickjacking).',
  'headers.framing-header-invalid': 'The X-Frame-Options header is invalid, so browsers ignore it.',
  'headers.referrer-policy-private': 'Referrer-Policy keeps the page address private from other sites.',
  'headers.referrer-policy-not-implemented':
    'No Referrer-Policy header: browsers use their default, which is reasonably private today.',
  'headers.referrer-policy-unsafe': 'Referrer-Policy sends the page address (or its origin) to other sites.',
  'headers.referrer-policy-header-invalid':
    'The Referrer-Policy header holds no value browsers know, so they ignore it.',
  'headers.permissions-policy-implemented':
    'Permissions-Policy is set: the page limits which browser features (camera, location…) it and its frames can use.',
  'headers.permissions-policy-not-implemented':
    'No Permissions-Policy header: the page does not limit which browser features (camera, location…) it and its frames can use. Not scored.',
  'headers.permissions-policy-header-invalid':
    'The Permissions-Policy header could not be parsed, so browsers may ignore it. Not scored.',
  'headers.cookies-secure-with-httponly-sessions-and-samesite':
    'Every cookie is Secure and has SameSite; session cookies are HttpOnly.',
  'headers.cookies-secure-with-httponly-sessions':
    'Every cookie is Secure and session cookies are HttpOnly, but some cookies have no SameSite attribute.',
  'headers.cookies-not-found': 'The page sets no cookies.',
  'headers.cookies-without-secure-flag-but-protected-by-hsts':
    'Some cookies lack the Secure flag; HSTS limits the risk.',
  'headers.cookies-session-without-secure-flag-but-protected-by-hsts':
    'Session cookies lack the Secure flag; HSTS limits the risk.',
  'headers.cookies-without-secure-flag':
    'Some cookies lack the Secure flag: they can be sent over plain http.',
  'headers.cookies-samesite-flag-invalid':
    'A cookie has an invalid SameSite value, or SameSite=None without Secure.',
  'headers.cookies-anticsrf-without-samesite-flag': 'An anti-CSRF cookie has no SameSite attribute.',
  'headers.cookies-session-without-httponly-flag':
    'Session cookies lack the HttpOnly flag: a script injected into the page could steal them.',
  'headers.cookies-session-without-secure-flag':
    'Session cookies lack the Secure flag: they can be stolen on the network over plain http.',
  'headers.coop-implemented':
    'Cross-Origin-Opener-Policy isolates this page from the windows it opens or that open it.',
  'headers.coop-unsafe-none':
    'Cross-Origin-Opener-Policy is unsafe-none: the page is not isolated from other windows.',
  'headers.coop-not-implemented':
    'No Cross-Origin-Opener-Policy header: the page is not isolated from other windows.',
  'headers.coop-header-invalid': 'The Cross-Origin-Opener-Policy header is invalid, so browsers ignore it.',
  'headers.corp-same-origin-or-same-site':
    'Cross-Origin-Resource-Policy keeps other sites from loading this response.',
  'headers.corp-cross-origin': 'Cross-Origin-Resource-Policy lets any site load this response.',
  'headers.corp-not-implemented': 'No Cross-Origin-Resource-Policy header.',
  'headers.corp-header-invalid': 'The Cross-Origin-Resource-Policy header is invalid, so browsers ignore it.',
  'headers.redirection-to-https': 'The plain http address redirects to https on the same host.',
  'headers.redirection-not-needed-no-http':
    'The site does not answer over plain http, so no redirection is needed.',
  'headers.redirection-off-host-from-http':
    'The plain http address redirects to https on another host first, so HSTS cannot be set for this host.',
  'headers.redirection-not-to-https-on-initial-redirection':
    'The plain http address first redirects to another http address before reaching https.',
  'headers.redirection-not-to-https': 'The plain http address redirects, but not to https.',
  'headers.redirection-missing': 'The plain http address serves the page instead of redirecting to https.',
  'headers.information-leak-none': 'No header reveals the server software or its version.',
  'headers.information-leak-found': 'Some headers reveal the server software or its version. Not scored.',
  'headers.note.server-version':
    'The Server header reveals the software version, which helps attackers find known flaws.',
  'headers.note.x-powered-by':
    'An X-Powered-By (or X-Generator) header reveals the software behind the site.',
  'headers.note.aspnet-version':
    'An X-AspNet-Version or X-AspNetMvc-Version header reveals the ASP.NET version.',
  'headers.note.csp-base-uri-missing':
    'The Content Security Policy has no base-uri directive (default-src does not cover it): an injected <base> tag could redirect relative links.',
  'headers.note.csp-form-action-missing':
    'The Content Security Policy has no form-action directive (default-src does not cover it): forms can be sent anywhere.',
  'headers.note.csp-report-only-ignored':
    'A report-only Content Security Policy is also set; it blocks nothing and was not graded.',
  'headers.note.hsts-no-include-subdomains': 'HSTS does not include subdomains (includeSubDomains).',
  'headers.note.cookie-prefix-invalid':
    'A cookie named __Secure- or __Host- breaks its prefix’s rules (Secure; for __Host-, also Path=/ and no Domain), so browsers refuse it.',
  'headers.note.http-probe-failed':
    'The plain http address could not be checked, so the redirection test assumes there is no plain http site.',
  'headers.grade.bonus-withheld':
    'Bonus points were not counted: they only apply when penalties leave a score of at least 90.',
  'headers.grade.not-https': 'The final page is not served over https, which costs points for HSTS.',
  'headers.error.unexpected-status':
    'The page answered with an error status, so its headers were not graded (only 2xx, 3xx, 401 and 403 are).',
};
