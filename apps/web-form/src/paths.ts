/** The form's paths (a check page is `/check/<kind>`). */
export const PATHS = {
  home: '/',
  checkUrl: '/check/url',
  checkMessage: '/check/message',
  checkEmail: '/check/email',
  checkDns: '/check/dns',
  checkIp: '/check/ip',
  checkEmailAuth: '/check/email-auth',
  checkTyposquat: '/check/typosquat',
  checkPassword: '/check/password',
  checkWhois: '/check/whois',
  checkCerts: '/check/certs',
  checkHash: '/check/hash',
  checkHeaders: '/check/headers',
  checkTls: '/check/tls',
  checkAcme: '/check/acme',
  openapi: '/openapi.json',
  /** The one box of the home page (POST: the input may be a text message). */
  checkAny: '/check',
  feedback: '/feedback',
  badgeHeaders: '/badge/headers.svg',
  badgeEmailAuth: '/badge/email-auth.svg',
} as const;
