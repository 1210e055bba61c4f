// The streamed result pages' one script (same-origin; optional: without it the page works the same).
// While the result has not arrived, it counts the "Checking… (up to N s)" block down; when the
// result is in the page, it stops and gives the page the result's title. Texts come from the
// block's data- attributes, rendered by the server in the page's language.
// Plain JavaScript with JSDoc types, checked by `static/tsconfig.json`.
/* global document, window, HTMLElement */

(() => {
  const block = document.getElementById('progress');
  if (!(block instanceof HTMLElement)) return;
  const total = Number(block.dataset.seconds ?? '0');
  const template = block.dataset.remaining ?? '';
  const output = document.getElementById('progress-remaining');
  const started = Date.now();
  const timer = window.setInterval(() => {
    const done = document.getElementById('streamed-result');
    if (done instanceof HTMLElement) {
      window.clearInterval(timer);
      if (done.dataset.title) document.title = done.dataset.title;
      return;
    }
    const left = Math.max(0, Math.ceil(total - (Date.now() - started) / 1000));
    if (output !== null) output.textContent = template.replace('{seconds}', String(left));
  }, 250);
})();
