/**
 * http-01 (Let's Debug's `httpAccessibilityChecker` and the CDN note of `cloudflareChecker`): for
 * each address, `GET http://<name>/.well-known/acme-challenge/<random>` through the HTTP port pinned
 * to that address, following redirects by Boulder's rules (at most 10, ports 80 and 443 only, http
 * and https only; certificates not verified, as the CA does not). `judgeProbe` and `judgeDiscrepancy`
 * are the pure judgement over what the port returned.
 */
import type { HttpPort, HttpResult } from '../../net/http/types.js';
import { problem, type Finding } from './problems.js';
import type { AcmeHttpProbe } from './types.js';

export const HTTP01_LIMITS = Object.freeze({
  maxRedirects: 10,
  maxBodyBytes: 8192,
  /** Let's Debug's per-request timeout; the analysis deadline may leave less. */
  timeoutMs: 10_000,
  headersTimeoutMs: 5000,
});

const HTTP01 = ['http-01'] as const;
/** Servers of consumer routers that answer when a port is forwarded to the wrong place. */
const PORT_FORWARDING_SERVERS = ['micro_httpd', 'cisco-ios', 'lancom', 'mini web server 1.0 zte corp 2005.'];
const TEST_COOKIE_MARKERS = ['src="/aes.js"', 'src="/aes.min.js"', 'var a=tonumbers'];
const PLAIN_HTTP_TO_TLS_MARKERS = [
  'the plain http request was sent to https port',
  "you're speaking plain http to an ssl-enabled server port",
];

export function challengeUrl(base: string, token: string): string {
  return `http://${base}/.well-known/acme-challenge/${token}`;
}

export function probeAddress(
  http: HttpPort,
  url: string,
  address: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<HttpResult> {
  return http.request(url, {
    method: 'GET',
    headers: { accept: '*/*' },
    connectTo: address,
    maxRedirects: HTTP01_LIMITS.maxRedirects,
    maxBodyBytes: HTTP01_LIMITS.maxBodyBytes,
    allowPorts: [80, 443],
    tlsVerify: false,
    provider: 'target',
    timeoutMs: Math.max(1, Math.floor(timeoutMs)),
    headersTimeoutMs: Math.min(HTTP01_LIMITS.headersTimeoutMs, Math.max(1, Math.floor(timeoutMs))),
    signal,
  });
}

function serverOf(result: HttpResult): string | null {
  const value = result.response?.headers.server?.[0];
  return value === undefined ? null : value.slice(0, 100);
}

/** The probe as the result shows it. */
export function probeSummary(url: string, result: HttpResult): AcmeHttpProbe {
  const first = result.hops[0];
  const last = result.hops[result.hops.length - 1];
  const redirects = result.hops.filter((h) => h.location !== null && h.status !== null).length;
  return {
    url,
    initialStatus: first?.status ?? null,
    finalStatus: result.response?.status ?? null,
    finalUrl: last?.url ?? url,
    redirects: result.response === null ? redirects : Math.max(0, result.hops.length - 1),
    server: serverOf(result),
    errorKey: result.error === null ? null : `http-error.${result.error.code}`,
  };
}

const REDIRECT_ERRORS = new Set([
  'port-not-allowed',
  'invalid-redirect',
  'unsupported-scheme',
  'invalid-url',
]);

/** What one address' answer says (pure). */
export function judgeProbe(address: string, family: 'ipv4' | 'ipv6', result: HttpResult): Finding[] {
  const notWorking = family === 'ipv4' ? 'a-not-working' : 'aaaa-not-working';
  const out: Finding[] = [];
  const redirected = result.hops.length > 1;
  const last = result.hops[result.hops.length - 1];
  const params = { address, url: last?.url ?? '' };
  for (const hop of result.hops) {
    let host = '';
    try {
      host = hop.location === null ? '' : new URL(hop.location, hop.url).hostname;
    } catch {
      host = '';
    }
    if (host.endsWith('.well-known')) {
      return [
        problem(
          'bad-redirect',
          'redirect-missing-slash',
          { ...params, location: hop.location ?? '' },
          HTTP01,
        ),
      ];
    }
  }
  const error = result.error;
  if (error !== null && (result.response === null || error.code === 'too-many-redirects')) {
    if (error.code === 'too-many-redirects' || result.hitMaxRedirects) {
      return [
        problem('bad-redirect', 'redirect-too-many', { ...params, max: HTTP01_LIMITS.maxRedirects }, HTTP01),
      ];
    }
    if (error.code === 'port-not-allowed') {
      return [problem('bad-redirect', 'redirect-bad-port', { ...params, port: error.detail ?? '' }, HTTP01)];
    }
    if (REDIRECT_ERRORS.has(error.code)) {
      return [problem('bad-redirect', 'redirect-bad-scheme', params, HTTP01)];
    }
    if (redirected && (error.code.startsWith('dns-') || error.code === 'blocked-by-policy')) {
      return [problem('bad-redirect', 'redirect-unreachable', params, HTTP01)];
    }
    if (error.code === 'tls-error' && last?.url.startsWith('https:') === true) {
      return [problem('webserver-misconfiguration', 'http-on-https-redirect', params, HTTP01)];
    }
    const detail =
      error.code === 'timeout'
        ? 'connection-timeout'
        : error.code === 'connection-refused'
          ? 'connection-refused'
          : error.code === 'protocol-error' || error.code === 'headers-too-large'
            ? 'garbage-response'
            : 'connection-failed';
    return [problem(notWorking, detail, params, HTTP01)];
  }
  const response = result.response;
  if (response === null) return [problem(notWorking, 'connection-failed', params, HTTP01)];
  const body = new TextDecoder('utf-8', { fatal: false }).decode(response.body).toLowerCase();
  const server = (serverOf(result) ?? '').toLowerCase();
  if (TEST_COOKIE_MARKERS.some((m) => body.includes(m))) {
    out.push(problem('blocked-by-nginx-test-cookie', 'nginx-test-cookie', params, HTTP01));
  }
  if (PLAIN_HTTP_TO_TLS_MARKERS.some((m) => body.includes(m))) {
    out.push(problem('http-on-https-port', 'plain-http-to-tls-port', params, HTTP01));
  }
  if (body.includes('acme-protocol')) {
    out.push(problem('blocked-by-firewall', 'palo-alto-firewall', params, HTTP01));
  }
  if (PORT_FORWARDING_SERVERS.some((s) => server.startsWith(s))) {
    out.push(problem('port-forwarding', 'port-forwarding-server', { ...params, server }, HTTP01));
  }
  const status = response.status;
  if (!(status >= 200 && status < 300) && status !== 404) {
    out.push(problem('unexpected-http-response', 'unexpected-status', { ...params, status }, HTTP01));
  }
  if (server.includes('cloudflare')) {
    out.push(problem('cloudflare-cdn', 'cloudflare-server', { ...params, server }, HTTP01));
  }
  return out;
}

/** `MultipleIPAddressDiscrepancy`: the addresses answered differently (status, server, redirects). */
export function judgeDiscrepancy(probes: readonly { address: string; probe: AcmeHttpProbe }[]): Finding[] {
  if (probes.length < 2) return [];
  const shape = (p: AcmeHttpProbe): string =>
    JSON.stringify([p.initialStatus, p.finalStatus, p.server, p.redirects, p.errorKey]);
  const [first, ...rest] = probes;
  if (first === undefined) return [];
  const other = rest.find((p) => shape(p.probe) !== shape(first.probe));
  if (other === undefined) return [];
  return [
    problem(
      'multiple-ip-address-discrepancy',
      'addresses-disagree',
      {
        address: first.address,
        other: other.address,
        status: first.probe.finalStatus ?? '—',
        otherStatus: other.probe.finalStatus ?? '—',
      },
      HTTP01,
    ),
  ];
}
