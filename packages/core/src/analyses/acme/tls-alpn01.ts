/**
 * tls-alpn-01 (RFC 8737; ours, Let's Debug has no such checker): for each address, one handshake to
 * port 443 through the TLS port, SNI = the name, offering only ALPN `acme-tls/1`. The CA needs the
 * server to negotiate `acme-tls/1` (and then present the challenge certificate, which only exists
 * during an order: not checked). `judgeTlsAlpn` is the pure judgement over what the port returned.
 */
import type { HandshakeInfo, TlsPort } from '../../net/tls/types.js';
import { problem, type Finding } from './problems.js';
import type { AcmeTlsAlpnProbe } from './types.js';

export const ACME_TLS_ALPN = 'acme-tls/1';

const TLS_ALPN01 = ['tls-alpn-01'] as const;

/** What one address answered, before judgement (`aborted`: the analysis deadline ran out). */
export type TlsAlpnReply = HandshakeInfo | { readonly ok: false; readonly error: 'refused-by-policy' };

/** One handshake to `address` of `name` offering only `acme-tls/1`; never rejects. */
export async function probeTlsAlpn(
  tls: TlsPort,
  name: string,
  address: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<TlsAlpnReply> {
  const budget = AbortSignal.timeout(Math.max(1, Math.floor(timeoutMs)));
  const opened = await tls.open(name, { signal: AbortSignal.any([signal, budget]), address });
  if (!opened.ok) return { ok: false, error: 'refused-by-policy' };
  const info = await opened.session.handshake({ servername: name, alpn: [ACME_TLS_ALPN] });
  // The session's deadline is the analysis deadline plus this probe's budget: the budget running out
  // while the analysis still has time is this server's timeout, not the analysis's.
  if (!info.ok && info.error === 'aborted' && !signal.aborted) {
    return { ok: false, error: 'timeout', detail: info.detail };
  }
  return info;
}

/** OpenSSL's text for the `no_application_protocol` alert (120) a server sends when no ALPN matches. */
function isNoApplicationProtocol(detail: string): boolean {
  return /no.application.protocol|alert number 120/i.test(detail);
}

/** The probe as the result shows it. */
export function tlsAlpnSummary(reply: TlsAlpnReply): AcmeTlsAlpnProbe {
  if (reply.ok) {
    return {
      status: reply.alpn === ACME_TLS_ALPN ? 'negotiated' : 'not-negotiated',
      alpn: reply.alpn,
      protocol: reply.protocol,
    };
  }
  if (reply.error === 'tls-error' && isNoApplicationProtocol(reply.detail)) {
    return { status: 'not-negotiated', alpn: null, protocol: null };
  }
  const status =
    reply.error === 'timeout' || reply.error === 'connect-failed'
      ? 'no-answer'
      : reply.error === 'tls-error'
        ? 'handshake-failed'
        : 'not-checked';
  return { status, alpn: null, protocol: null };
}

/** The problems of one address's handshake (none when `acme-tls/1` was negotiated or nothing was asked). */
export function judgeTlsAlpn(name: string, address: string, reply: TlsAlpnReply): Finding[] {
  const summary = tlsAlpnSummary(reply);
  const p = { name, address };
  switch (summary.status) {
    case 'negotiated':
    case 'not-checked':
      return [];
    case 'not-negotiated':
      return [
        reply.ok
          ? problem(
              'tls-alpn-not-negotiated',
              'alpn-not-selected',
              { ...p, alpn: reply.alpn ?? '-' },
              TLS_ALPN01,
            )
          : problem('tls-alpn-not-negotiated', 'alpn-refused', p, TLS_ALPN01),
      ];
    case 'no-answer':
      return [
        problem(
          'tls-alpn-no-answer',
          !reply.ok && reply.error === 'timeout' ? 'tls-timeout' : 'tls-connect-failed',
          p,
          TLS_ALPN01,
        ),
      ];
    case 'handshake-failed':
      return [problem('tls-alpn-handshake-failed', 'tls-handshake-error', p, TLS_ALPN01)];
  }
}
