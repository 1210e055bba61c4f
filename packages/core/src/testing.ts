/**
 * `@secapi/core/testing`: what tests of code built on core need and production code must not use:
 * `testPolicy` (lets the HTTP client connect to loopback test servers) and the offline ports.
 */
export { testPolicy } from './net/http/policy.js';
export type { TestPolicyOptions } from './net/http/policy.js';
export { offlineHttp } from './net/http/client.js';
export { offlineDns } from './net/dns/client.js';
export { offlineTls } from './net/tls/client.js';
