import type { EmailAuthArea } from '../../areas.js';

export const emailAuth: EmailAuthArea = {};
