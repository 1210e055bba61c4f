/**
 * A list of domains read by suffix: a host is under the list when it, or one of its parent domains,
 * is on it (`u12.ct.sendgrid.net` under `sendgrid.net`). Only the last labels can match, as many as
 * the longest entry has, so a lookup costs a few set probes however long the list or the host.
 */
export function underDomains(domains: readonly string[]): (host: string) => boolean {
  const set: ReadonlySet<string> = new Set(domains);
  const maxLabels = Math.max(1, ...domains.map((d) => d.split('.').length));
  return (host: string): boolean => {
    let dot = host.length;
    for (let n = 0; n < maxLabels; n += 1) {
      dot = host.lastIndexOf('.', dot - 1);
      if (set.has(host.slice(dot + 1))) return true;
      if (dot < 0) return false;
    }
    return false;
  };
}
