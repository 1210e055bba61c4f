import type { HashArea } from '../../areas.js';

export const hash: HashArea = {};
