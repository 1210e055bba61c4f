import type { EmailAuthArea } from '../../areas.js';

export const emailAuth: EmailAuthArea = {
  'email-auth.error.temperror':
    'We could not check the email records of {domain}: some DNS lookups failed or timed out. No grade is given, because a failed lookup is not a missing record. Try again later.',
  'email-auth.error.domain-not-found':
    'The domain {domain} does not exist in DNS, so it cannot send or receive email.',

  'email-auth.grade.unknown-temperror':
    'No grade: SPF, DMARC or DKIM could not be checked because a DNS lookup failed.',
  'email-auth.grade.provisional':
    'Provisional grade: an optional record could not be checked (a DNS lookup failed), so the grade may be slightly too low.',
  'email-auth.grade.spf-softfail':
    'SPF ends in ~all (soft fail): mail from other servers is only marked as suspicious. -all is stricter.',
  'email-auth.grade.spf-weak-all':
    'SPF does not reject other servers (?all or no all at the end): it protects nothing. The grade cannot be above B.',
  'email-auth.grade.spf-all-pass':
    'SPF ends in +all: any server in the world may send email as this domain. The grade is F.',
  'email-auth.grade.spf-permerror':
    'The SPF record is broken, so receivers ignore it (or reject mail). The grade cannot be above D.',
  'email-auth.grade.spf-missing': 'There is no SPF record. The grade cannot be above D.',
  'email-auth.grade.dmarc-quarantine':
    'DMARC asks receivers to put failing mail in spam (quarantine) rather than reject it.',
  'email-auth.grade.dmarc-partial':
    'DMARC applies its policy to only part of the mail (pct below 100 or test mode). The grade cannot be above B.',
  'email-auth.grade.dmarc-policy-none':
    'DMARC is in monitoring mode (p=none): forged mail is still delivered. The grade cannot be above C.',
  'email-auth.grade.dmarc-invalid':
    'The DMARC record is invalid, so receivers ignore it. The grade cannot be above D.',
  'email-auth.grade.dmarc-missing': 'There is no DMARC record. The grade cannot be above D.',
  'email-auth.grade.dmarc-no-rua':
    'DMARC asks for no aggregate reports (no rua=), so nobody sees who sends as this domain.',
  'email-auth.grade.dkim-1024': 'The best DKIM key found is 1024 bits: 2048 bits is recommended.',
  'email-auth.grade.dkim-weak':
    'The DKIM keys found are shorter than 1024 bits: receivers treat them as invalid. The grade cannot be above C.',
  'email-auth.grade.dkim-revoked': 'The only DKIM keys found are revoked (empty key).',
  'email-auth.grade.dkim-selector-unknown':
    'DKIM keys seem to exist, but not under the {selectorCount} common names we check: partial points.',
  'email-auth.grade.dkim-not-found': 'No DKIM key was found under the {selectorCount} common names we check.',
  'email-auth.grade.mta-sts-missing':
    'No valid MTA-STS record (it protects incoming mail from downgrade attacks).',
  'email-auth.grade.tls-rpt-missing': 'No valid TLS-RPT record (reports on failed encrypted deliveries).',
  'email-auth.grade.dnssec-missing': 'The DNS answers were not validated with DNSSEC.',
  'email-auth.grade.bimi-missing': 'No usable BIMI record (brand logo shown in inboxes).',
  'email-auth.grade.a-plus-needs-reject': 'A+ requires SPF ending in -all and DMARC with p=reject.',

  'email-auth.note.dkim-selectors-not-exhaustive':
    'DKIM keys cannot be listed: we tried {selectorCount} common selector names. A key under another name would not be found, so this does not prove that the domain has no DKIM.',
  'email-auth.note.dkim-ses-random-selectors':
    'Amazon SES and some other services use random selector names that cannot be guessed. Check the DKIM-Signature header (s= tag) of a real message to find yours.',
  'email-auth.note.dkim-not-needed': 'This domain declares that it sends no email, so it needs no DKIM key.',
  'email-auth.note.mta-sts-policy-not-fetched':
    'Only the MTA-STS DNS record was checked. The policy file (https://mta-sts.{domain}/.well-known/mta-sts.txt) is not fetched by this version of the service.',
  'email-auth.note.bimi-requires-enforcement':
    'Mailbox providers show a BIMI logo only when DMARC is set to quarantine or reject for all mail.',
  'email-auth.note.dmarc-from-organizational-domain':
    '{domain} has no DMARC record of its own: the record of {policyDomain} applies to it.',
  'email-auth.note.non-sending-domain':
    'This domain declares that it sends no email (SPF -all and DMARC p=reject): good protection against forgery.',
  'email-auth.note.dnssec-resolver-only':
    'The DNS answers did not carry the DNSSEC "validated" flag: either the domain is not signed, or the resolver used does not validate.',

  'email-auth.spf.result.pass-config': 'The SPF record is valid and stays within the lookup limits.',
  'email-auth.spf.result.permerror': 'The SPF record has an error: receivers treat it as broken (permerror).',
  'email-auth.spf.result.temperror': 'SPF could not be checked: a DNS lookup failed (temperror).',
  'email-auth.spf.result.none': 'No SPF record.',
  'email-auth.result.valid': 'Valid record.',
  'email-auth.result.invalid': 'The record has an error.',
  'email-auth.result.none': 'No record.',
  'email-auth.result.temperror': 'Could not be checked: a DNS lookup failed.',
  'email-auth.dkim.result.found': 'DKIM key found.',
  'email-auth.dkim.result.weak': 'Only weak DKIM keys (under 1024 bits) were found.',
  'email-auth.dkim.result.revoked': 'Only revoked DKIM keys were found.',
  'email-auth.dkim.result.not-found': 'No DKIM key found under the common selector names.',
  'email-auth.dkim.result.temperror': 'DKIM could not be checked: DNS lookups failed.',
  'email-auth.mx.result.ok': 'The domain has mail servers (MX).',
  'email-auth.mx.result.null-mx': 'The domain accepts no email (null MX).',
  'email-auth.mx.result.none': 'No MX record.',
  'email-auth.mx.result.invalid': 'The MX records contradict each other.',
  'email-auth.mx.result.temperror': 'The MX records could not be checked: a DNS lookup failed.',

  'email-auth.record.not-found': 'No record at {name}.',
  'email-auth.record.multiple':
    'There are {count} records where only one is allowed: receivers ignore them all.',
  'email-auth.record.temperror': 'The DNS lookup failed ({status}).',
  'email-auth.record.syntax-error': 'Syntax error near “{text}”.',
  'email-auth.record.v-not-first': 'The version tag (v=) must come first in the record.',
  'email-auth.record.duplicate-tag': 'The tag {tag}= appears more than once.',
  'email-auth.record.unknown-tag': 'Unknown tag {tag}= (ignored by receivers).',
  'email-auth.record.invalid-value': 'Invalid value for {tag}=: “{value}”.',
  'email-auth.record.missing-tag': 'The required tag {tag}= is missing.',
  'email-auth.record.invalid-uri': 'Invalid address in {tag}=: “{uri}”.',

  'email-auth.spf.unknown-mechanism': 'Unknown mechanism “{term}”.',
  'email-auth.spf.bad-qualifier': 'Invalid qualifier in “{term}”: use +, -, ~ or ?.',
  'email-auth.spf.invalid-term': 'Invalid term “{term}”.',
  'email-auth.spf.invalid-macro': 'Invalid macro in “{term}”.',
  'email-auth.spf.duplicate-modifier': 'The modifier {modifier}= appears more than once.',
  'email-auth.spf.terms-after-all': '“{term}” comes after all, so it is never used.',
  'email-auth.spf.redirect-ignored': 'redirect= is ignored because the record already has all.',
  'email-auth.spf.lookup-limit':
    'The record needs more than {limit} DNS lookups (include, a, mx, ptr, exists, redirect): receivers stop and return an error.',
  'email-auth.spf.void-lookup-limit':
    'More than {limit} lookups return nothing: receivers stop and return an error.',
  'email-auth.spf.mx-too-many-hosts':
    '{target} has {count} mail servers: an mx mechanism allows at most {limit}.',
  'email-auth.spf.include-loop': 'Include loop: {target} includes itself, directly or indirectly.',
  'email-auth.spf.redirect-loop': 'Redirect loop: {target} redirects back to itself.',
  'email-auth.spf.include-no-record': 'The included domain {target} has no SPF record.',
  'email-auth.spf.redirect-no-record': 'The redirect target {target} has no SPF record.',
  'email-auth.spf.ptr-used':
    '“{term}”: the ptr mechanism is slow and unreliable and should not be used (RFC 7208).',
  'email-auth.spf.macro-not-expanded':
    'These terms depend on each message (sender address or IP) and were not looked up: {terms}.',
  'email-auth.spf.record-too-long':
    'The record is {bytes} bytes long: over {limit} bytes, some DNS answers may be truncated.',
  'email-auth.spf.sender-id-record':
    'An old Sender ID record (spf2.0) is still published: it is obsolete and can be removed.',
  'email-auth.spf.all-pass': '+all lets any server send email as this domain.',
  'email-auth.spf.all-neutral': '?all says nothing about other servers: forged mail is not rejected.',
  'email-auth.spf.no-all':
    'The record does not end in -all or ~all: mail from other servers is not rejected.',

  'email-auth.dmarc.record-at-apex':
    'A DMARC record is published at the domain itself: it must be at {name}.',
  'email-auth.dmarc.policy-none': 'p=none only monitors: forged mail is still delivered.',
  'email-auth.dmarc.sp-none': 'sp=none turns off protection for subdomains.',
  'email-auth.dmarc.pct-partial': 'The policy applies to only {pct} % of failing mail.',
  'email-auth.dmarc.testing': 't=y (test mode): receivers apply a less strict policy.',
  'email-auth.dmarc.no-rua': 'No rua= address: you will receive no aggregate reports.',
  'email-auth.dmarc.unsupported-uri-scheme':
    'In {tag}=, “{uri}” is not a mailto: address; most receivers only send reports by email.',
  'email-auth.dmarc.too-many-uris':
    'More than {max} addresses in {tag}=: receivers may ignore the extra ones.',
  'email-auth.dmarc.external-destination-unauthorized':
    '{destination} has not agreed to receive these reports (no authorization record), so receivers will not send them there.',
  'email-auth.dmarc.external-destination-unknown':
    'We could not check whether {destination} agreed to receive reports.',
  'email-auth.dmarc.obsolete-tag':
    'The tag {tag}= was removed from the updated DMARC standard (still honoured by most receivers).',
  'email-auth.dmarc.inherited': 'The policy comes from the organizational domain {organizationalDomain}.',

  'email-auth.dkim.key-revoked': 'The key at selector {selector} is revoked (empty key).',
  'email-auth.dkim.key-weak':
    'The key at selector {selector} is only {bits} bits: receivers reject keys under 1024 bits.',
  'email-auth.dkim.key-1024': 'The key at selector {selector} is {bits} bits: 2048 bits is recommended.',
  'email-auth.dkim.invalid-key': 'The key at selector {selector} cannot be read.',
  'email-auth.dkim.unknown-key-type': 'The key at selector {selector} has an unknown type ({keyType}).',
  'email-auth.dkim.testing': 'The key at selector {selector} is in test mode (t=y).',
  'email-auth.dkim.sha1-only': 'The key at selector {selector} allows only SHA-1, which is obsolete.',
  'email-auth.dkim.service-not-email': 'The key at selector {selector} is not meant for email (s= tag).',
  'email-auth.dkim.domainkey-exists':
    'The _domainkey name exists, so DKIM keys probably exist under other selector names.',

  'email-auth.mx.implicit': 'No MX record: senders will deliver mail to the domain’s own address (A/AAAA).',
  'email-auth.mx.null-mx': 'Null MX: the domain declares that it accepts no email.',
  'email-auth.mx.null-mx-with-others': 'A null MX (“accepts no email”) is mixed with other MX records.',

  'email-auth.mta-sts.invalid-id': 'Invalid id= “{id}”: use 1 to 32 letters or digits.',
  'email-auth.bimi.declined': 'The BIMI record is empty (l=): the domain declines to show a logo.',
  'email-auth.bimi.no-certificate':
    'No mark certificate (a=): many mailbox providers, Gmail among them, show the logo only with one.',
  'email-auth.bimi.requires-enforcement':
    'The logo will not be shown while DMARC is not at quarantine or reject for all mail.',
};
