import type { HeadersArea } from '../../areas.js';

export const headers: HeadersArea = {};
