import type { TyposquatArea } from '../../areas.js';

export const typosquat: TyposquatArea = {};
