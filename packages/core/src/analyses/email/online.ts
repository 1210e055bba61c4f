/**
 * The parts of the email analysis that ask the network, through the context's ports only (never
 * offline): the sending server's address against the DNS blocklists of `data/dnsbl.ts` (the IP
 * analysis' lists and answer reading, `providers/dnsbl-answer.ts`). A blocklist that did not answer
 * usably is never read as "not listed": when none answered, the part reports that it could not run.
 */
import { DNSBLS, DNSBL_POLICY_MEANINGS } from '../../data/dnsbl.js';
import type { AnalysisContext } from '../../context.js';
import { parseIpInput, reversedLabels } from '../../net/address.js';
import { readDnsblAnswer } from '../../providers/dnsbl-answer.js';

export interface SenderIpCheck {
  /** Lists that answered (listed or not listed). */
  readonly answered: number;
  /** Names of the lists that list the address. */
  readonly listedOn: readonly string[];
  /** Every listing is a policy one (end-user or dynamic ranges), not evidence of abuse. */
  readonly policyOnly: boolean;
}

/** Looks the sending server's address up in the DNS blocklists, in parallel, within `signal`. */
export async function checkSenderIp(
  ip: string,
  ctx: AnalysisContext,
  signal: AbortSignal,
): Promise<SenderIpCheck> {
  let parsed;
  try {
    parsed = parseIpInput(ip);
  } catch {
    return { answered: 0, listedOn: [], policyOnly: false };
  }
  const labels = reversedLabels(parsed);
  const lists = DNSBLS.filter((l) => parsed.version === 4 || l.ipv6);
  const readings = await Promise.all(
    lists.map(async (list) => {
      const answer = await ctx.dns.query(`${labels}.${list.zone}`, 'A', { signal, provider: 'dnsbl' });
      return { list, reading: readDnsblAnswer(list, answer) };
    }),
  );
  const listed = readings.filter((r) => r.reading.status === 'listed');
  return {
    answered: readings.filter((r) => r.reading.status === 'listed' || r.reading.status === 'not-listed')
      .length,
    listedOn: listed.map((r) => r.list.name),
    policyOnly:
      listed.length > 0 &&
      listed.every((r) => r.reading.meaningKeys.every((k) => DNSBL_POLICY_MEANINGS.includes(k))),
  };
}
