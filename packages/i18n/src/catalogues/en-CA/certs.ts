import type { CertsArea } from '../../areas.js';

export const certs: CertsArea = {};
