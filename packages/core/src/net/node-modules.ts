/**
 * Node's socket and crypto modules, imported on first use. Most programs that load an analysis never
 * open a connection from it (a lexical URL check, a message, an offline command line), and importing
 * node:http, node:https, node:tls, node:dgram and node:crypto when the clients' modules load cost
 * about 20 ms of every start of the command line (BENCHMARKS.md, issue 24). The clients await
 * `nodeModules()` before their first exchange; it resolves once and then from its cache.
 */
import type * as Crypto from 'node:crypto';
import type * as Dgram from 'node:dgram';
import type * as Http from 'node:http';
import type * as Https from 'node:https';
import type * as Tls from 'node:tls';

export interface NodeModules {
  readonly crypto: typeof Crypto;
  readonly dgram: typeof Dgram;
  readonly http: typeof Http;
  readonly https: typeof Https;
  readonly tls: typeof Tls;
}

let loaded: NodeModules | undefined;
let loading: Promise<NodeModules> | undefined;

/** The modules, imported on the first call. */
export function nodeModules(): Promise<NodeModules> {
  if (loaded !== undefined) return Promise.resolve(loaded);
  loading ??= Promise.all([
    import('node:crypto'),
    import('node:dgram'),
    import('node:http'),
    import('node:https'),
    import('node:tls'),
  ]).then(([crypto, dgram, http, https, tls]) => {
    loaded = Object.freeze({ crypto, dgram, http, https, tls });
    return loaded;
  });
  return loading;
}

/** The modules when `nodeModules()` has resolved already, else null. */
export function nodeModulesIfLoaded(): NodeModules | null {
  return loaded ?? null;
}
