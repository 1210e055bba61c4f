/** check-url (UrlAnalysisResult of core, localized). */
import { URL_KEYS, WHOIS_KEYS } from '@secapi/core';
import { AGE_BANDS } from '@secapi/core/url';

import {
  bool,
  closed,
  findingSchema,
  httpErrorKeys,
  keyAndText,
  checkedAt,
  outcome,
  prefixed,
  ref,
  networkErrorKeys,
  skipReasonKeys,
  str,
  strOrNull,
  strings,
  verdictFields,
  whoisErrorKeys,
  type JsonSchema,
} from './common.js';

export const URL_SCHEMAS = {
  UrlFinding: findingSchema('url'),
  RedirectHop: closed(
    {
      url: str,
      status: {
        type: ['integer', 'null'],
        description:
          'HTTP status of this hop; null when no response came (blocked by policy, DNS failure, timeout…).',
      },
      location: strOrNull,
      host: str,
      address: { type: ['string', 'null'], description: 'IP address actually connected to.' },
    },
    'One hop of the redirect chain.',
  ),
  RedirectReport: closed(
    {
      wasAttempted: bool,
      wasSuccessful: bool,
      wasBlockedByPolicy: bool,
      hops: { type: 'array', items: ref('RedirectHop') },
      finalUrl: { type: ['string', 'null'], description: 'Null when not attempted.' },
      finalHost: strOrNull,
      hitMaxHops: bool,
      unresolvable: bool,
      containsHttpsToHttpDowngrade: bool,
      ...keyAndText('errorMessage', httpErrorKeys, true, 'why the chain did not end in a response'),
      ...keyAndText('skipReason', [...skipReasonKeys, ...networkErrorKeys], true),
    },
    'Redirects followed from the URL.',
  ),
  DomainAgeReport: closed(
    {
      wasAttempted: bool,
      wasSuccessful: bool,
      lookedUpDomain: { type: ['string', 'null'], description: 'Null for IP hosts and non-web schemes.' },
      registeredAt: { type: ['string', 'null'], format: 'date-time' },
      ageInDays: { type: ['integer', 'null'], minimum: 0 },
      ageBand: { type: ['string', 'null'], enum: [...AGE_BANDS, null] },
      ...keyAndText(
        'humanReadableAge',
        prefixed(WHOIS_KEYS, 'whois.age.'),
        true,
        'the age in words; null until the age is known',
      ),
      ...keyAndText(
        'errorMessage',
        [...whoisErrorKeys, ...prefixed(URL_KEYS, 'url.error.domain-age-')],
        true,
        'why the RDAP lookup gave no registration date',
      ),
      ...keyAndText('skipReason', [...skipReasonKeys, ...networkErrorKeys], true),
    },
    'Registration age of the registrable domain (RDAP).',
  ),
  WebRiskReport: closed(
    {
      wasAttempted: bool,
      wasSuccessful: { type: 'boolean', description: 'Every lookup made got a usable answer.' },
      threatTypes: {
        ...strings,
        description:
          'Google Web Risk threat types of the lists the URL or its final URL is on (`MALWARE`, `SOCIAL_ENGINEERING`, `UNWANTED_SOFTWARE`); empty when not listed.',
      },
      ...keyAndText(
        'errorMessage',
        [...httpErrorKeys, ...prefixed(URL_KEYS, 'url.error.web-risk-')],
        true,
        'why a lookup failed',
      ),
      ...keyAndText(
        'skipReason',
        [...skipReasonKeys, ...networkErrorKeys, ...prefixed(URL_KEYS, 'url.skip.')],
        true,
        '`url.skip.no-web-risk-key` when the operator configured no key',
      ),
    },
    'Google Web Risk lookup of the URL and of the final URL of its redirects (only with an operator key).',
  ),
  CheckUrlResponse: closed(
    {
      input: { type: 'string', description: 'The URL as submitted.' },
      normalizedUrl: str,
      analyzedHost: { type: 'string', description: 'Empty for data: and javascript: URLs.' },
      registrableDomain: {
        type: ['string', 'null'],
        description: 'Null for IP addresses and hostless URLs.',
      },
      ...verdictFields('url'),
      findings: { type: 'array', items: ref('UrlFinding') },
      redirects: ref('RedirectReport'),
      domainAge: ref('DomainAgeReport'),
      webRisk: ref('WebRiskReport'),
      feeds: ref('FeedsReport'),
      outcome,
      checkedAt,
    },
    'Localized URL analysis result.',
  ),
  FeedsReport: {
    ...closed(
      {
        checked: {
          type: 'boolean',
          description: 'At least one configured feed had a copy loaded, so the URL was looked up in it.',
        },
        updatedAt: {
          type: ['string', 'null'],
          format: 'date-time',
          description:
            'Download time of the OLDEST copy in use (every loaded feed is at least this fresh); null when none has loaded.',
        },
        entries: { type: 'integer', minimum: 0, description: 'Entries over every loaded copy.' },
        sources: {
          type: 'array',
          items: closed(
            {
              id: {
                type: 'string',
                description: 'Feed id (`openphish`, `phishing-database-links`, `metamask`…).',
              },
              name: str,
              updatedAt: { type: ['string', 'null'], format: 'date-time' },
              entries: { type: 'integer', minimum: 0 },
            },
            'One configured feed and the copy in use.',
          ),
        },
      },
      'How fresh the public known-phishing feeds were when the URL was looked up in them, locally (nothing about the URL is sent anywhere). Null when the server keeps no feeds (offline mode, `SECAPI_PHISHING_FEEDS=off`).',
    ),
    type: ['object', 'null'],
  },
} as const satisfies Record<string, JsonSchema>;
