/** Text of the web form (owned by apps/web-form; translated here so both languages stay complete). */
export const UI_KEYS = ['ui.site-title'] as const;
export type UiKey = (typeof UI_KEYS)[number];
