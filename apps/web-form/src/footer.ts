/**
 * The site footer, the same on every page of the form (the layout puts it under `main`). Links added
 * to the footer go here and nowhere else.
 */
import { translate, type Lang } from '@secapi/i18n';
import { markup, type Html } from './html.js';
import { PATHS } from './paths.js';
import { PRIVACY_PATH, PRIVACY_TEXT } from './privacy-content.js';

export function siteFooter(lang: Lang): Html {
  const t = (key: Parameters<typeof translate>[1]): string => translate(lang, key);
  return markup`<footer class="site-footer">
<div class="wrap">
<p>${t('ui.footer.privacy')} <a href="${PRIVACY_PATH}?lang=${lang}">${PRIVACY_TEXT.footerLink[lang]}</a></p>
<p>${t('ui.footer.disclaimer')}</p>
<p>${t('ui.footer.api')} <a href="${PATHS.openapi}">${t('ui.footer.openapi')}</a></p>
</div>
</footer>`;
}
