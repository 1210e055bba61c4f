/**
 * Progress without JavaScript: a result page that takes a while is streamed. When the page is not
 * ready within `STREAM_AFTER_MS`, the layout and a "Checking… (up to N s)" block are sent at once
 * (chunked), then the rest of the same page when it is ready. A browser shows the block while it
 * waits; once the result has arrived, CSS (`.progress:has(~ #streamed-result)`) hides the block, so
 * no script is needed. With JavaScript, `progress.js` counts down and sets the final title.
 *
 * Status codes: a page ready within `STREAM_AFTER_MS` (a memo hit, bad input, a local analysis) is
 * sent whole with its own status (400, 429, 500…): input is validated before any network step, so
 * a 400 is always known by then. A page that is streamed has committed to 200 with its head; if it
 * turns out to be an error page (an unexpected failure after the head went out), its body carries
 * the error text in the same layout, `data-status` on the result's wrapper says which, and the failure is logged with its
 * route, as for any 500. The title of a streamed page is the check's name (sent before the result).
 */
import type { Response } from 'express';
import { markup, type Html } from './html.js';
import { layout, tr, type PageContext, type RenderedPage } from './layout.js';

/** How long a page may take before its head is streamed. */
export const STREAM_AFTER_MS = 300;

const MAIN_OPEN = '<main id="main" class="wrap" tabindex="-1">';
const MAIN_CLOSE = '</main>';

/** What goes inside `<main>` of a rendered page (everything between the tags). */
export function mainOf(body: string): string {
  const start = body.indexOf(MAIN_OPEN);
  const end = body.lastIndexOf(MAIN_CLOSE);
  if (start < 0 || end < start) return body;
  return body.slice(start + MAIN_OPEN.length, end);
}

/** The `<title>` text of a rendered page. */
export function titleOf(body: string): string {
  const m = /<title>([^<]*)<\/title>/.exec(body);
  const ENTITIES: Readonly<Record<string, string>> = {
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'",
    '&amp;': '&',
  };
  return (m?.[1] ?? '').replace(/&(?:lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e] ?? e);
}

/** The progress block: visible while the result is on its way; counts down with JavaScript. */
export function progressBlock(ctx: PageContext, seconds: number, scriptHref: string): Html {
  const t = tr(ctx.lang);
  return markup`<section class="card progress" id="progress" role="status" aria-labelledby="progress-heading" data-seconds="${seconds}" data-remaining="${t('ui.progress.remaining', { seconds: '{seconds}' })}">
<p class="progress-title" id="progress-heading"><span class="spinner" aria-hidden="true"></span>${t('ui.progress.checking', { seconds })}</p>
<p>${t('ui.progress.explain')}</p>
<p class="sub-inline" id="progress-remaining" aria-hidden="true"></p>
<script src="${scriptHref}"></script>
</section>`;
}

export interface StreamOptions {
  readonly ctx: PageContext;
  /** Title and language switch of the head (sent before the result). */
  readonly title: string;
  readonly switchHref: string;
  /** Upper bound shown to the person ("up to N s"): the analyses' deadline. */
  readonly seconds: number;
  readonly scriptHref: string;
  /** Headers of a page (CSP, cache…), set before the first byte. */
  readonly headers: Readonly<Record<string, string>>;
  /** Sends a page that was ready in time, whole, with its own status. */
  readonly sendWhole: (page: RenderedPage) => void;
  readonly afterMs?: number;
}

/**
 * Sends `work` (a page promise that never rejects: errors are already pages) whole if it is ready
 * within `afterMs`, streamed otherwise.
 */
export async function sendProgressively(
  res: Response,
  work: Promise<RenderedPage>,
  o: StreamOptions,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const early = await Promise.race([
    work,
    new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        resolve(null);
      }, o.afterMs ?? STREAM_AFTER_MS);
    }),
  ]);
  clearTimeout(timer);
  if (early !== null) {
    o.sendWhole(early);
    return;
  }
  const head = layout(o.ctx, {
    title: o.title,
    switchHref: o.switchHref,
    main: progressBlock(o.ctx, o.seconds, o.scriptHref),
  });
  const cut = head.lastIndexOf(MAIN_CLOSE);
  res.status(200);
  for (const [name, value] of Object.entries(o.headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Tell proxies (nginx) not to buffer, so the head reaches the browser now.
  res.setHeader('X-Accel-Buffering', 'no');
  res.write(head.slice(0, cut));
  const page = await work;
  res.write(
    markup`<div id="streamed-result" class="streamed" data-title="${titleOf(page.body)}" data-status="${page.status}">`
      .value,
  );
  res.write(mainOf(page.body));
  res.end(`</div>\n${head.slice(cut)}`);
}
