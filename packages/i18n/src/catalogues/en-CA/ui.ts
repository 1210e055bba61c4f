import type { UiArea } from '../../areas.js';

export const ui: UiArea = {
  'ui.site-title': 'secapi: security checks',
};
