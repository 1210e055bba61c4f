/**
 * What a test resolver needs to pass core's network health check (`networkCheck` of the context,
 * core's net/health.ts) when it serves a test root zone instead of the internet, with the check's
 * production probes untouched (root SOA, `example.com` SOA, DNSBL test entries):
 *
 *   const ROOT = zoneFile('.', [...DNSBL_TEST_ENTRY_RECORDS, 'www.example-test.com. A 192.0.2.1']);
 *   server = await startNsd({ zones: { '.': ROOT, ...networkCheckZones() } });
 *   ctx = createContext({ dnsServers: [server.server] });
 *
 * The root SOA comes with every `zoneFile('.')`; `example.com` gets an (empty) zone of its own so
 * that its SOA is answered; the DNSBL test entries (RFC 5782 §5: 127.0.0.2 listed) go in the root
 * zone of suites that run the IP analysis, else each list is reported as "not checked".
 */
import { DEFAULT_NETWORK_CHECK } from '@secapi/core/net';
import { DNSBLS } from '@secapi/core/ip';
import { zoneFile } from './nsd.js';

/** Root-zone lines listing 127.0.0.2 on every DNSBL core queries (their mandatory test entry). */
export const DNSBL_TEST_ENTRY_RECORDS: readonly string[] = Object.freeze(
  DNSBLS.map((list) => `${DEFAULT_NETWORK_CHECK.dnsblTestEntry}.${list.zone}. A 127.0.0.2`),
);

/** nsd zones for the names the network check requires to exist (`example.com`, empty). */
export function networkCheckZones(): Record<string, string> {
  return Object.fromEntries(DEFAULT_NETWORK_CHECK.existingNames.map((name) => [name, zoneFile(name, [])]));
}
