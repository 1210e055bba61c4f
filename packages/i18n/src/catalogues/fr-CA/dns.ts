import type { DnsArea } from '../../areas.js';

export const dns: DnsArea = {};
