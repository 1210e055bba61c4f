import type { UrlArea } from '../../areas.js';

export const url: UrlArea = {
};
