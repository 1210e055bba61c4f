// "Was this right?" on a text-message or email result (optional: without it the form posts and a
// thank-you page follows). Those results are answers to a POST, which a browser cannot show again
// from its history: after a thank-you page, Back would ask to resubmit the form. With this script the
// feedback is sent in the background and the thanks replace the form, so the result stays where it
// is and Back leaves it normally. Texts come from the form's data- attributes, rendered by the server
// in the page's language. If the answer is not a thank-you (rate limit, bad input, failure), the form
// is submitted the ordinary way, so the person sees the same page as without this script.
// Plain JavaScript with JSDoc types, checked by `static/tsconfig.json`.
/* global document, fetch, FormData, URLSearchParams, HTMLFormElement, HTMLButtonElement */

(() => {
  const form = document.querySelector('form[data-inline-feedback]');
  if (!(form instanceof HTMLFormElement)) return;
  const thanks = form.dataset.thanks ?? '';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const button = form.querySelector('button[type="submit"]');
    if (button instanceof HTMLButtonElement) button.disabled = true;
    /** @type {Record<string, string>} */
    const fields = {};
    new FormData(form).forEach((value, key) => {
      if (typeof value === 'string' && key !== 'message') fields[key] = value;
    });
    fetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(fields),
      credentials: 'same-origin',
      redirect: 'error',
    })
      .then((response) => {
        if (response.status !== 200) throw new Error(String(response.status));
        const status = document.createElement('p');
        status.setAttribute('role', 'status');
        status.className = 'feedback-thanks';
        status.tabIndex = -1;
        status.textContent = thanks;
        form.replaceWith(status);
        status.focus();
      })
      .catch(() => {
        if (button instanceof HTMLButtonElement) button.disabled = false;
        form.submit();
      });
  });
})();
