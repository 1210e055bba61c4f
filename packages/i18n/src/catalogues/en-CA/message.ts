import type { MessageArea } from '../../areas.js';

export const message: MessageArea = {
};
