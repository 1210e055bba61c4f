import type { DnsArea } from '../../areas.js';

export const dns: DnsArea = {
  'dns.error.no-answer':
    'No DNS server answered any of the lookups, so nothing could be checked. Try again later.',
  'dns.note.not-found':
    'This domain name does not exist in the DNS: it is not registered, or it has expired or been deleted.',
  'dns.note.alias': 'This name is an alias (CNAME): its records are those of the name it points to.',
  'dns.note.cname-at-apex':
    'This domain has an alias (CNAME) at the same name as its zone (SOA or NS records). The DNS standard forbids this, and it can break email and other services.',
  'dns.note.no-address': 'No address record (A or AAAA): there is no website or server at this exact name.',
  'dns.note.no-ipv6': 'IPv4 address only: there is no IPv6 (AAAA) address.',
  'dns.note.no-mx':
    'No mail server (MX) record: email for this domain goes to its address record, if there is one, or cannot be delivered.',
  'dns.note.null-mx': 'This domain declares that it receives no email (null MX, RFC 7505).',
  'dns.note.no-caa':
    'No CAA record on this domain or its parent domains: any certificate authority may issue certificates for it.',
  'dns.note.caa-inherited':
    'This name has no CAA record of its own: those of a parent domain decide which certificate authorities may issue certificates for it.',
  'dns.note.single-nameserver':
    'Only one name server (NS) is listed: if it goes down, the domain stops working. At least two are recommended.',
  'dns.note.lookups-failed': 'Some lookups failed (see each record type): the results are incomplete.',
};
