/** Small helpers shared by the provider clients (RDAP, crt.sh, Cert Spotter, VirusTotal, HIBP…). */

/**
 * Ports an operator-configured provider URL names explicitly (`https://mirror.example:8443/`), to
 * pass as `allowPorts`: provider endpoints are configuration, not user input. Empty for the
 * scheme's default port.
 */
export function providerPorts(url: string): number[] {
  try {
    const port = new URL(url).port;
    return port === '' ? [] : [Number(port)];
  } catch {
    return [];
  }
}

/** An abortable pause (resolves early when `signal` aborts). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || ms <= 0) {
      resolve();
      return;
    }
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
