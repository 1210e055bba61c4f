import type { Catalogue } from '../../keys.js';
import { common } from './common.js';
import { dns } from './dns.js';
import { emailAuth } from './email-auth.js';
import { ip } from './ip.js';
import { message } from './message.js';
import { typosquat } from './typosquat.js';
import { ui } from './ui.js';
import { url } from './url.js';

export const catalogue: Catalogue = {
  ...common,
  ...url,
  ...message,
  ...dns,
  ...ip,
  ...emailAuth,
  ...typosquat,
  ...ui,
};
