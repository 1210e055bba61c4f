import type { IpArea } from '../../areas.js';

export const ip: IpArea = {
  'ip.error.no-answer':
    'No DNS server answered any of the lookups, so nothing could be checked. Try again later.',
  'ip.ptr-status.found': 'Reverse DNS name found',
  'ip.ptr-status.none': 'No reverse DNS name',
  'ip.ptr-status.error': 'The reverse DNS lookup failed',
  'ip.ptr-status.skipped': 'Not checked',
  'ip.asn-status.found': 'Network found',
  'ip.asn-status.not-routed': 'No network announces this address on the Internet',
  'ip.asn-status.error': 'The network lookup failed',
  'ip.asn-status.skipped': 'Not checked (network)',
  'ip.asn-error.unreadable': 'The network lookup service gave an answer we could not read.',
  'ip.blocklist-status.listed': 'Listed',
  'ip.blocklist-status.not-listed': 'Not listed',
  'ip.blocklist-status.refused': 'Not checked: the list refused the query',
  'ip.blocklist-status.error': 'Not checked: the lookup failed',
  'ip.blocklist-status.not-applicable': 'Does not apply: this list covers IPv4 addresses only',
  'ip.blocklist-status.skipped': 'Not checked (blocklist)',
  'ip.blocklist-error.public-resolver':
    'Spamhaus refuses queries that come through public DNS resolvers (such as 8.8.8.8 or 1.1.1.1), so this address was not checked. This says nothing about the address.',
  'ip.blocklist-error.query-volume':
    'The list operator refused the query because our DNS resolver sends it too many. This says nothing about the address.',
  'ip.blocklist-error.zone-typo':
    'The list operator reported an error in the list name we queried. This says nothing about the address.',
  'ip.blocklist-error.operator-error':
    'The list operator answered with an error code, not a listing. This says nothing about the address.',
  'ip.blocklist-error.unexpected-answer':
    'The list gave an answer that is not a valid listing code (outside 127.0.0.0/8); it was ignored.',
  'ip.blocklist-error.test-entry-not-listed':
    'Through our DNS resolver, this list does not even list its own test address (127.0.0.2), so its answers cannot be trusted right now. This address was not checked against it.',
  'ip.listing.listed': 'Listed as a source of spam or abuse',
  'ip.listing.unknown-code': 'Listed (a return code without a documented meaning)',
  'ip.listing.spamhaus-sbl': 'Spamhaus SBL: a known source or operation of spam',
  'ip.listing.spamhaus-css':
    'Spamhaus CSS: a low-reputation address sending spam, often spread over many addresses',
  'ip.listing.spamhaus-drop': 'Spamhaus DROP: a network hijacked or run by criminals, to be blocked entirely',
  'ip.listing.spamhaus-xbl': 'Spamhaus XBL: an infected or hijacked computer (malware, botnet, open proxy)',
  'ip.listing.spamhaus-pbl-isp':
    'Spamhaus PBL (set by the Internet provider): a subscriber address that should not send email directly. This is a policy, not a sign of abuse.',
  'ip.listing.spamhaus-pbl-spamhaus':
    'Spamhaus PBL (set by Spamhaus): a subscriber address that should not send email directly. This is a policy, not a sign of abuse.',
  'ip.listing.spamhaus-bcl': 'Spamhaus BCL: a botnet command-and-control server',
  'ip.listing.spamrats-dyna':
    'SpamRATS Dyna: an address that looks dynamic (home or mobile connection) and sends email directly',
  'ip.listing.spamrats-noptr': 'SpamRATS NoPtr: a mail server without a reverse DNS name',
  'ip.listing.spamrats-spam': 'SpamRATS Spam: seen sending spam',
  'ip.listing.spamrats-auth': 'SpamRATS Auth: seen trying to guess email passwords',
  'ip.note.embedded-ipv4':
    'This IPv6 address carries an IPv4 address (IPv4-mapped or NAT64): the IPv4 address was checked.',
  'ip.note.no-ptr':
    'This address has no reverse DNS name. Many mail servers refuse email coming from such addresses.',
  'ip.note.ptr-not-confirmed':
    'The reverse DNS name does not point back to this address (no forward confirmation): anyone can claim a name this way, so do not trust it.',
  'ip.note.not-routed':
    'No network announces this address on the Internet right now (according to Team Cymru): it may be unused or unreachable.',
  'ip.note.multiple-origins':
    'More than one network (AS) announces this address block. This can be normal (anycast, several providers), but it can also be a sign of a hijacked block.',
  'ip.note.country-is-registry':
    'The country is where the address block or network is registered, not where the address is actually used.',
  'ip.note.listed':
    'This address is on at least one blocklist: email from it may be refused. A listing is a reputation signal, not proof that the address is malicious.',
  'ip.note.policy-listing-only':
    'This address is only on policy lists (home or dynamic connections that should not send email directly). This is not a sign of abuse.',
  'ip.note.blocklists-refused':
    'Some blocklists refused our queries, so they could not check this address. “Not checked” does not mean “not listed”.',
  'ip.note.ipv6-few-blocklists': 'Few blocklists cover IPv6 addresses: most lists did not apply.',
};
