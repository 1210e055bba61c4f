import type { HashArea } from '../../areas.js';

export const hash: HashArea = {
  'hash.error.virustotal-key-rejected':
    'VirusTotal refused this service’s API key (HTTP {status}): the file could not be checked. The operator must check the key.',
  'hash.error.virustotal-quota':
    'This service’s VirusTotal quota is used up for now: the file could not be checked. Try again later.',
  'hash.error.virustotal-status':
    'VirusTotal answered with an error (HTTP {status}): the file could not be checked.',
  'hash.error.virustotal-invalid-response':
    'VirusTotal’s answer could not be read: the file could not be checked.',
  'hash.error.mhr-failed':
    'The Team Cymru Malware Hash Registry did not answer ({status}): the file could not be checked.',
  'hash.note.virustotal-not-found':
    'VirusTotal has never seen this file. That does not mean it is safe: new or targeted malware is often unknown.',
  'hash.note.no-virustotal-key':
    'No VirusTotal key is configured on this service, so the free Team Cymru Malware Hash Registry was asked instead.',
  'hash.note.mhr-listed':
    'The Team Cymru Malware Hash Registry lists this file as malware: several antivirus engines detect it. Do not open it.',
  'hash.note.mhr-not-listed':
    'The Team Cymru Malware Hash Registry does not list this file. It only lists files that at least 5% of its antivirus engines detect, so this is not proof that the file is safe.',
  'hash.error.pwned-upstream-status':
    'The Pwned Passwords service answered with an error (HTTP {status}). Try again later.',
  'hash.error.pwned-invalid-response':
    'The Pwned Passwords service’s answer was incomplete or unreadable. Try again later.',
};
