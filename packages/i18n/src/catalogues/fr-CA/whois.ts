import type { WhoisArea } from '../../areas.js';

export const whois: WhoisArea = {};
