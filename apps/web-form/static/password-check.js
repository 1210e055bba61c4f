// The password page's one script (served same-origin; the page's CSP allows nothing else).
// The password never leaves the browser: only the first 5 hex characters of its SHA-1 are sent to
// /api/pwned-range, and the remaining 35 are looked up here, in the answer. Texts come from the
// form's data- attributes, rendered by the server in the page's language.
// Plain JavaScript with JSDoc types, checked by `static/tsconfig.json`.
/* global document, crypto, fetch, HTMLFormElement, HTMLInputElement, TextEncoder */

(() => {
  const form = document.getElementById('password-form');
  const input = document.getElementById('password');
  const output = document.getElementById('password-result');
  if (!(form instanceof HTMLFormElement) || !(input instanceof HTMLInputElement) || output === null) return;
  const texts = form.dataset;
  const lang = document.documentElement.lang || 'en-CA';

  /**
   * @param {string | undefined} text
   * @param {'info' | 'found' | 'clear' | 'problem'} [state] how the line is drawn (site.css)
   */
  const show = (text, state = 'info') => {
    output.textContent = text ?? '';
    output.dataset.state = state;
  };

  /** @param {ArrayBuffer} buffer */
  const hex = (buffer) =>
    Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase();

  /**
   * The number of times the password was seen in breaches; null when the list could not be read,
   * 'offline' when this service has no internet access (503: trying again later will not help).
   * @param {string} password
   * @returns {Promise<number | null | 'offline'>}
   */
  const timesSeen = async (password) => {
    const hash = hex(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(password)));
    const prefix = hash.slice(0, 5);
    const suffix = hash.slice(5);
    const response = await fetch(`${texts.api ?? '/api/pwned-range'}?prefix=${prefix}`, {
      headers: { Accept: 'text/plain' },
      cache: 'no-store',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (response.status === 503) return 'offline';
    if (!response.ok) return null;
    const body = await response.text();
    for (const line of body.split(/\r?\n/)) {
      const [lineSuffix, count] = line.trim().split(':');
      if (lineSuffix?.toUpperCase() === suffix) return Number.parseInt(count ?? '0', 10) || 0;
    }
    return 0;
  };

  form.addEventListener('submit', (event) => {
    // Never a submission: the password stays in this page.
    event.preventDefault();
    const password = input.value;
    if (password === '') {
      show(texts.empty);
      input.focus();
      return;
    }
    // `crypto.subtle` exists only in a secure context (HTTPS, or localhost).
    if (!('subtle' in crypto)) {
      show(texts.unsupported);
      return;
    }
    show(texts.checking);
    timesSeen(password).then(
      (count) => {
        if (count === 'offline') show(texts.unavailableOffline, 'problem');
        else if (count === null) show(texts.unavailable, 'problem');
        else if (count === 0) show(texts.notFound, 'clear');
        else if (count === 1) show(texts.foundOne, 'found');
        else show((texts.found ?? '').replace('{count}', new Intl.NumberFormat(lang).format(count)), 'found');
      },
      () => {
        // fetch rejects when the browser itself is offline: the page says so, calmly.
        show(texts.unavailable, 'problem');
      },
    );
  });
  form.hidden = false;
})();
