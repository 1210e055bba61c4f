/**
 * dns-01 (Let's Debug's `txtRecordChecker` and `txtDoubledLabelChecker`, plus the CNAME delegation
 * Let's Encrypt follows): what the DNS port says about `_acme-challenge.<name>`. `judgeTxt` and
 * `judgeDoubledLabel` are pure over the answers.
 */
import { recordsOf, type DnsAnswer } from '../../net/dns/types.js';
import { problem, type Finding } from './problems.js';
import type { AcmeDns01 } from './types.js';

const DNS01 = ['dns-01'] as const;
const FINE = new Set(['ok', 'nodata', 'nxdomain']);

export function txtName(base: string): string {
  return `_acme-challenge.${base}`;
}

/** The last name of the CNAME chain at `name` in an answer, or null. */
export function cnameTarget(answer: DnsAnswer, name: string): string | null {
  let current = name;
  let target: string | null = null;
  for (let i = 0; i < 10; i++) {
    const next = recordsOf(answer, 'CNAME').find((r) => r.name === current);
    if (next === undefined) break;
    target = next.data;
    current = next.data;
  }
  return target;
}

function texts(answer: DnsAnswer): string[] {
  return answer.status === 'ok' ? recordsOf(answer, 'TXT').map((r) => r.data.join('')) : [];
}

/** TXT at `_acme-challenge.<name>` (and at the CNAME target when the answer did not follow it). */
export function judgeTxt(
  name: string,
  txt: DnsAnswer,
  cname: DnsAnswer,
  followed: DnsAnswer | null,
): { dns01: AcmeDns01; findings: Finding[] } {
  const findings: Finding[] = [];
  const target = cnameTarget(txt, name) ?? cnameTarget(cname, name);
  const records = [...texts(txt), ...(followed === null ? [] : texts(followed))];
  for (const answer of [txt, ...(followed === null ? [] : [followed])]) {
    if (!FINE.has(answer.status)) {
      findings.push(
        problem('txt-record-error', 'txt-lookup-failed', { name: answer.name, status: answer.status }, DNS01),
      );
      break;
    }
  }
  if (!FINE.has(cname.status) && findings.length === 0) {
    findings.push(problem('txt-record-error', 'txt-lookup-failed', { name, status: cname.status }, DNS01));
  }
  if (target !== null) findings.push(problem('txt-cname-delegation', 'txt-cname', { name, target }, DNS01));
  return { dns01: { txtName: name, cnameTarget: target, txtRecords: [...new Set(records)] }, findings };
}

/** The names where a doubled label would leave the record: `_acme-challenge.<name>.<name>` (and `.<registered>`). */
export function doubledNames(base: string, registered: string): string[] {
  const names = [`_acme-challenge.${base}.${base}`];
  if (registered !== base) names.push(`_acme-challenge.${base}.${registered}`);
  return names;
}

/**
 * `TXTDoubleLabel` (Warning): a TXT record at a doubled name, unless a random name under
 * `_acme-challenge.` answers the same records (a wildcard TXT in the zone).
 */
export function judgeDoubledLabel(doubled: readonly DnsAnswer[], random: DnsAnswer | null): Finding[] {
  const wildcard = new Set(random === null ? [] : texts(random));
  for (const answer of doubled) {
    const found = texts(answer);
    if (found.length === 0) continue;
    if (found.every((t) => wildcard.has(t))) continue;
    return [problem('txt-double-label', 'txt-doubled-label', { name: answer.name }, DNS01)];
  }
  return [];
}
