/**
 * @module @secapi/web-form
 * The server-rendered bilingual (en-CA / fr-CA) form over the secapi analyses, and the whole site
 * (API + form) in one Express app.
 */
export { PAGE_CSP, createFormRouter } from './router.js';
export type { FormLogger, FormPartition, FormRouterOptions, FormService } from './router.js';
export { PASSWORD_PAGE_CSP } from './password-page.js';
export { createSite } from './site.js';
export type { SiteDeps } from './site.js';
export { escapeHtml, markup, Html } from './html.js';
export type { HtmlValue } from './html.js';
