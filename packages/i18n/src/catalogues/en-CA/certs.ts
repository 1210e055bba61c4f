import type { CertsArea } from '../../areas.js';

export const certs: CertsArea = {
  'certs.error.all-sources-failed':
    'Neither Certificate Transparency search service (crt.sh, then Cert Spotter) answered: nothing could be checked. Try again later.',
  'certs.error.upstream-status': 'The service answered with an error (HTTP {status}).',
  'certs.error.rate-limited': 'The service refused the request: too many requests (HTTP 429).',
  'certs.error.invalid-response': 'The service’s answer was not the expected JSON (it is often overloaded).',
  'certs.error.response-too-large': 'The answer was too large to read in full.',
  'certs.error.no-time-left': 'Not asked: no time was left before the deadline.',
  'certs.note.none-found':
    'No unexpired certificate was found for this domain in Certificate Transparency logs.',
  'certs.note.fallback-source':
    'crt.sh did not answer, so these results come from SSLMate Cert Spotter, which lists only unexpired certificates and may return only the first part of a long list.',
  'certs.note.subdomains-truncated': 'There are too many names to show them all: the list is cut.',
  'certs.note.certificates-sampled': 'Only the most recent certificates are shown.',
};
