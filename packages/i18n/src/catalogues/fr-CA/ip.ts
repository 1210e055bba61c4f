import type { IpArea } from '../../areas.js';

export const ip: IpArea = {};
