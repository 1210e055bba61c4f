/**
 * Integration setup of the provider-backed analyses: one real node:http server on 127.0.0.1 per
 * provider name (`crt.test`, `certspotter.test`, `vt.test`, `pwned.test`…), reached through the
 * REAL HTTP port (`createContext` builds it) with a loopback test policy mapping `<name>:80` to the
 * server's port, names resolved by `fakeDns`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fakeDns, startHttpFixture, type HttpFixture } from '@secapi/test-kit';
import { createContext, type AnalysisContext, type ContextOptions } from '../../../context.js';
import { testPolicy } from '../../../net/http/policy.js';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface ProviderServers {
  readonly servers: Readonly<Record<string, HttpFixture>>;
  context(options?: Partial<ContextOptions>): AnalysisContext;
  close(): Promise<void>;
}

export async function startProviderServers(
  handlers: Readonly<Record<string, Handler>>,
): Promise<ProviderServers> {
  const servers: Record<string, HttpFixture> = {};
  for (const [name, handler] of Object.entries(handlers)) servers[name] = await startHttpFixture(handler);
  const zone = Object.fromEntries(Object.keys(handlers).map((name) => [name, { A: ['127.0.0.1'] }]));
  const portMap = Object.fromEntries(Object.entries(servers).map(([name, s]) => [`${name}:80`, s.port]));
  return {
    servers,
    context: (options = {}) =>
      createContext({
        dns: fakeDns(zone),
        policy: testPolicy({ allow: 'loopback', portMap }),
        offline: false,
        ...options,
      }),
    close: async () => {
      await Promise.all(Object.values(servers).map((s) => s.close()));
    },
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}
