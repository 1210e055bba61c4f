/**
 * Text of the web form's trust features (what tells a reader how far to trust a result): the amber "could not fully check" state, the
 * cut-off notice, the HTML error pages, streamed progress, when/permalink/JSON, "Was this right?",
 * reporting in Canada, the one box of the home page and the grade badges.
 */
export const TRUST_UI_KEYS = [
  'ui.incomplete.label',
  'ui.incomplete.summary',
  'ui.incomplete.action',
  'ui.incomplete.scored',
  'ui.incomplete.note',
  'ui.typo.not-run',
  'ui.typo.none-answered',

  'ui.cutoff.heading',
  'ui.cutoff.text',
  'ui.cutoff.no-claim',

  'ui.title.not-found',
  'ui.title.method-not-allowed',
  'ui.title.rate-limited',
  'ui.error.not-found-help',
  'ui.error.rate-limited-wait',

  'ui.progress.checking',
  'ui.progress.remaining',
  'ui.progress.explain',

  'ui.meta.heading',
  'ui.meta.checked',
  'ui.meta.checked-now',
  'ui.meta.permalink',
  'ui.meta.permalink-hint',
  'ui.meta.json',

  'ui.feedback.heading',
  'ui.feedback.legend',
  'ui.feedback.yes',
  'ui.feedback.no',
  'ui.feedback.comment',
  'ui.feedback.comment-hint',
  'ui.feedback.submit',
  'ui.feedback.privacy',
  'ui.title.feedback',
  'ui.feedback.thanks',
  'ui.feedback.back',

  'ui.report.heading',
  'ui.report.intro-message',
  'ui.report.intro-link',
  'ui.report.7726',
  'ui.report.cafc',
  'ui.report.cafc-phone',

  'ui.onebox.heading',
  'ui.onebox.label',
  'ui.onebox.hint',
  'ui.onebox.submit',
  'ui.onebox.required',

  'ui.badge.headers',
  'ui.badge.email-auth',
  'ui.badge.no-grade',
  'ui.badge.heading',
  'ui.badge.intro',
  'ui.badge.alt',
  'ui.badge.snippet-label',
] as const;
