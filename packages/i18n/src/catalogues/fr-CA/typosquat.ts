import type { TyposquatArea } from '../../areas.js';

// Typography (OQLF): no-break space (U+00A0) before a colon, narrow no-break space (U+202F) before ; ? !
export const typosquat: TyposquatArea = {
  'typosquat.fuzzer.addition': 'Caractère ajouté',
  'typosquat.fuzzer.bitsquatting': 'Un bit inversé (bitsquatting)',
  'typosquat.fuzzer.cyrillic': 'Lettres cyrilliques semblables',
  'typosquat.fuzzer.homoglyph': 'Caractères qui se ressemblent',
  'typosquat.fuzzer.hyphenation': 'Trait d’union ajouté',
  'typosquat.fuzzer.insertion': 'Touche voisine insérée',
  'typosquat.fuzzer.omission': 'Caractère omis',
  'typosquat.fuzzer.plural': 'Forme au pluriel',
  'typosquat.fuzzer.repetition': 'Caractère tapé deux fois',
  'typosquat.fuzzer.replacement': 'Touche voisine tapée à la place',
  'typosquat.fuzzer.subdomain': 'Point ajouté',
  'typosquat.fuzzer.transposition': 'Deux caractères inversés',
  'typosquat.fuzzer.vowel-swap': 'Voyelle changée',
  'typosquat.fuzzer.dictionary': 'Mot ajouté',
  'typosquat.fuzzer.tld-swap': 'Autre terminaison de domaine',
  'typosquat.fuzzer.various': 'Terminaison ou sous-domaine fusionné au nom',

  'typosquat.note.budget-reached':
    'Les variantes n’ont pas toutes été vérifiées : cette analyse s’arrête après un nombre fixe de requêtes DNS. Les variantes les plus plausibles ont été vérifiées en premier.',
  'typosquat.note.deadline-reached':
    'Les variantes n’ont pas toutes été vérifiées : le temps alloué à cette analyse est écoulé. Les variantes les plus plausibles ont été vérifiées en premier.',
  'typosquat.note.unknown-not-registered':
    'Certaines variantes n’ont pas pu être vérifiées, faute de réponse utilisable du DNS. Elles figurent comme inconnues, et non comme enregistrées.',
  'typosquat.note.idn-not-accepted':
    'Les variantes avec des lettres accentuées ou cyrilliques ont été écartées : le registre de cette terminaison de domaine ne les accepte pas.',

  'typosquat.unknown.dns-failure': 'Le DNS n’a donné aucune réponse utilisable pour ce nom.',
  'typosquat.unknown.budget':
    'La limite de requêtes a été atteinte avant la fin de la vérification de ce nom.',
  'typosquat.unknown.deadline': 'Le temps alloué s’est écoulé avant la fin de la vérification de ce nom.',

  'typosquat.error.no-registrable-domain':
    'Il s’agit d’une terminaison de domaine (suffixe public), et non d’un domaine que l’on peut enregistrer : il n’y a rien à imiter.',
  'typosquat.error.dns-unavailable':
    'Les requêtes DNS ont échoué pour toutes les variantes vérifiées ; aucune n’a donc pu être confirmée. Réessayez plus tard.',
  'typosquat.error.most-lookups-failed':
    'Les requêtes DNS ont échoué pour la plupart des variantes vérifiées : la liste ci-dessous est incomplète, et une variante qui n’y figure pas peut tout de même être enregistrée. Réessayez plus tard.',
};
