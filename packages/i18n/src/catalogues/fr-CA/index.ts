import type { Catalogue } from '../../keys.js';
import { common } from './common.js';
import { message } from './message.js';
import { ui } from './ui.js';
import { url } from './url.js';

export const catalogue: Catalogue = { ...common, ...url, ...message, ...ui };
