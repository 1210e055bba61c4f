/**
 * `@secapi/core/testing`: what tests of code built on core need and production code must not use:
 * `testPolicy` (lets the HTTP client connect to loopback test servers) and the offline ports.
 */
export { testPolicy } from './net/http/policy.js';
export type { TestPolicyOptions } from './net/http/policy.js';
export { offlineHttp } from './net/offline-ports.js';
export { offlineDns } from './net/offline-ports.js';
export { offlineTls } from './net/offline-ports.js';
