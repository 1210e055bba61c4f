import type { TyposquatArea } from '../../areas.js';

export const typosquat: TyposquatArea = {
  'typosquat.fuzzer.addition': 'Character added',
  'typosquat.fuzzer.bitsquatting': 'One bit flipped (bitsquatting)',
  'typosquat.fuzzer.cyrillic': 'Cyrillic look-alike letters',
  'typosquat.fuzzer.homoglyph': 'Look-alike characters',
  'typosquat.fuzzer.hyphenation': 'Hyphen added',
  'typosquat.fuzzer.insertion': 'Neighbouring key inserted',
  'typosquat.fuzzer.omission': 'Character left out',
  'typosquat.fuzzer.plural': 'Plural form',
  'typosquat.fuzzer.repetition': 'Character typed twice',
  'typosquat.fuzzer.replacement': 'Neighbouring key typed instead',
  'typosquat.fuzzer.subdomain': 'Dot added',
  'typosquat.fuzzer.transposition': 'Two characters swapped',
  'typosquat.fuzzer.vowel-swap': 'Vowel changed',
  'typosquat.fuzzer.dictionary': 'Word added',
  'typosquat.fuzzer.tld-swap': 'Other domain ending',
  'typosquat.fuzzer.various': 'Ending or subdomain merged into the name',

  'typosquat.note.budget-reached':
    'Not every look-alike was checked: this analysis stops after a fixed number of DNS lookups. The most plausible look-alikes were checked first.',
  'typosquat.note.deadline-reached':
    'Not every look-alike was checked: the time allowed for this analysis ran out. The most plausible look-alikes were checked first.',
  'typosquat.note.unknown-not-registered':
    'Some look-alikes could not be checked because DNS gave no usable answer. They are listed as unknown, not as registered.',
  'typosquat.note.idn-not-accepted':
    'Look-alikes with accented or Cyrillic letters were left out: the registry of this domain ending does not accept them.',

  'typosquat.unknown.dns-failure': 'DNS gave no usable answer for this name.',
  'typosquat.unknown.budget': 'The lookup limit was reached before this name was fully checked.',
  'typosquat.unknown.deadline': 'Time ran out before this name was fully checked.',

  'typosquat.error.no-registrable-domain':
    'This is a domain ending (public suffix), not a domain someone can register: there is nothing to imitate.',
  'typosquat.error.dns-unavailable':
    'DNS lookups failed for every look-alike checked, so none could be confirmed. Try again later.',
  'typosquat.error.most-lookups-failed':
    'DNS lookups failed for most of the look-alikes checked: the list below is incomplete, and a look-alike not shown may still be registered. Try again later.',
};
