/**
 * Openers read as a structure (issue 23, round 11), not as a phrase list: the shapes a stranger's
 * first text takes when it names no link. Read on the folded text (typographic apostrophes, quotes,
 * dashes and ellipses are already plain there); a name is a word written with a capital in the
 * original. Used by `families.ts`, only when no phrase opener matched and the text has no link.
 *
 * - A stranger's self-introduction: a name given ("this is Amy", "it's Mia", "I'm Linda", "Tom
 *   here", « c'est Julie ») with a claimed past or a hook of the kind (a golf, tennis or yacht plan,
 *   a gala or a conference met at, "remember me?", "she gave me your number", "I just moved back
 *   from…") and something asked of the reader (a question, "reply", "call me").
 * - A titled person's aide: "Mr. Zhang's assistant", "Mrs. Chen's personal assistant", "Mr. Wong's
 *   secretary" (never "Dr.": a clinic's assistant writes that).
 * - Round 15: the reader's interest in investing reported by a third party ("she told me you were
 *   looking at investing"); a leisure plan presumed with the reader called by a title ("Mr. Wilson,
 *   are we still playing golf…"); a relative's market tips or a move of the chat to another app
 *   ("can we continue on WhatsApp?") beside a name given with where from or a mistaken identity.
 * - A cash offer for a house: "cash" with a buyer or an offer and a house or a street address
 *   ("buying your house at 418 Maple Street for cash", « un acheteur pour votre maison au 2145 rue
 *   Beaubien. Offre comptant »), and something asked.
 */
import { compileList, findAll, type PhraseMatch } from '../../lexical/phrases/matcher.js';
import { GUARDED_OPENERS, OPENER_GUARD_WORDS } from './guarded-lures.js';
import { compilePlain, scanPlain } from './plain-lists.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import type { FoundLink } from './links.js';
import { moneyWords } from './money-words.js';
import { onGovernmentRegistry } from '../../lexical/calm-government.js';

/** Characters of the text read by these structures. */
const WINDOW = 300;

/** "this is Amy", "it's Mia", "I'm Linda", "my name is…", « c'est Julie », « je m'appelle Chloé ». */
const INTRO =
  /(?<![a-z])(?:this is|it's|it is|i'm|i am|my name is|my name's|c'est|je suis|je m'appelle|ici)(?: (?:mr|mrs|ms|miss|mme|mlle)\.?)? ([a-z][a-z-]{1,14})(?![a-z'])/g;
/** A formal self-introduction, or a name given with where the reader knows the writer from. */
const FORMAL_INTRO =
  /^(?:this is|i'm|i am|my name is|my name's|je suis|je m'appelle)|^(?:it's|it is|c'est) [a-z-]+ (?:from|de la|du|de l') /;
/** A self-introduction proper: "this is Amy", "I'm Amy", « je m'appelle Chloé ». */
const SELF_INTRO = /^(?:this is|i'm|i am|my name is|my name's|je suis|je m'appelle)/;
/** "Tom here", "Grace here", "Jason from run club here" (round 17): a name, then "here", at the start of a clause. */
const NAME_HERE =
  /(?:^|[,.!?;:] |^(?:hi|hello|hey|bonjour|salut)[,!]? )([a-z][a-z-]{1,14})(?: from(?: the)?(?: [a-z-]{2,12}){1,4})? here(?![a-z])/g;
/** Capitalised words after "it's", "I'm"… that are not names. */
const NOT_NAMES = new Set([
  'sorry',
  'here',
  'just',
  'not',
  'me',
  'the',
  'your',
  'my',
  'our',
  'back',
  'home',
  'still',
  'really',
  'so',
  'ok',
  'okay',
  'done',
  'late',
  'on',
  'in',
  'at',
  'moi',
  'toi',
  'nous',
  'vous',
  'pas',
  'bien',
  'la',
  'le',
  'un',
  'une',
  'ta',
  'ton',
  'mon',
  'ma',
  'votre',
  'notre',
  'desole',
  'desolee',
  'pret',
  'prete',
  'coach',
  'your',
]);
/**
 * A mistaken-identity question at the start, the reader named by the writer (issue 23, round 13):
 * "Hey is this still Kevin's number?", "Excuse me, is this Anna?", "Are you Mr. Harris?", « Bonjour,
 * est-ce bien le numéro de Martine? ». The name is checked for a capital in the original.
 */
const MISTAKEN =
  /^(?:(?:hi|hello|hey|good (?:morning|afternoon|evening)|bonjour|bonsoir|salut|allo)(?: there)?[,!.]? )?(?:(?:sorry|sorry to bother you|excuse me|pardon|desole|desolee)[,!.]? )?(?:is this|is that|are you|am i texting|est-ce bien|est-ce que c'est|c'est bien|es-tu|etes-vous)(?: still)?(?: (?:le numero de|le cell de|mr|mrs|ms|miss|mme|m)\.?)? ([a-z][a-z-]{1,14})(?:'s (?:number|phone|cell)|[?,.!]| (?:here|speaking)|$)/;
/**
 * A third party who handed over the number, or a past together nobody can check: "my aunt gave me
 * this number", "got your number from", "we used to work together", « on travaillait ensemble ».
 * Counted only beside a mistaken-identity question or a formal self-introduction.
 */
const THIRD_PARTY =
  /(?<![a-z])(?:(?:gave|passed|shared|sent|forwarded) (?:me )?(?:your|this|the) (?:number|contact|cell)|(?:got|have|found) (?:your|this) (?:number|contact) (?:from|through|via)|(?:we|i) (?:used to|once) (?:work|study|live|play|go to school)|we (?:worked|studied|lived|went to school) together|(?:m'a|m'ont) (?:donne|refile|passe) (?:votre|ton|ce) (?:numero|cell)|on (?:travaillait|a travaille|etudiait|jouait) ensemble)(?![a-z])/;
/**
 * A stranger's getting-to-know-you question beside a self-introduction: "where are you from?",
 * "what do you do for a living?", « tu viens d'où? » (a dating or investment opener's second line).
 */
const STRANGER_QUESTION =
  /(?<![a-z])(?:where are you from|where do you live|what do you do for (?:a living|work)|are you single|how old are you|d'ou (?:viens-tu|venez-vous)|tu viens d'ou|vous venez d'ou|(?:que faites-vous|tu fais quoi|que fais-tu) dans la vie)(?![a-z])/;
/** A leisure of the "wealthy acquaintance" kind: golf, tennis, a yacht, a wine tasting, a gala. */
const LEISURE =
  /(?<![a-z])(?:golf|tennis|yacht|sailing|wine tasting|degustation de vins?|gala|country club)(?![a-z])/;
/**
 * Investing named beside the group: the investment "class" or "club" is the pig-butchering scam's own
 * opener ("Amy from the investment class, our next meeting is Thursday at 8 pm"; review of round 18).
 */
const INVESTING =
  /(?<![a-z])(?:invest(?:ment|ments|ing|or|ors)?|trading|traders?|stock market|stocks|crypto(?:currency)?|bitcoin|forex|placements?|investissements?)(?![a-z])/;
/** A plan presumed, not made: "are we still on…", "still meeting for…", « on joue toujours… ». */
const PRESUMED_PLAN =
  /(?<![a-z])(?:still (?:on|meeting|playing|going|up|good|coming)|on (?:joue|se voit|y va) toujours|toujours (?:partante?|d'accord|en voie))(?![a-z])/;
/**
 * A past nobody remembers or a number handed over: met at a gala, a conference, an art show (round
 * 19: "great meeting you at the gallery opening", a social event only; « on s'était parlé au… »); "she
 * gave me your number"; "I just moved back from…"; "do we know each other?"; alone in a new town
 * (« je ne connais personne ici »).
 */
const CLAIMED_PAST =
  /(?<![a-z])(?:(?:nice|great|lovely|so nice|a pleasure) (?:meeting|to meet|chatting with|talking (?:to|with)) you (?:at|during) the (?:[a-z]+ )?(?:gala|auction|art (?:gallery|show|fair|exhibition)|gallery opening|wine tasting|charity|yacht|golf)|(?:we|i) (?:met|chatted|talked|spoke) (?:at|in|during) the (?:[a-z]+ )?(?:gala|conference|seminar|auction|art (?:gallery|show|fair|exhibition)|gallery opening|wine tasting|trade show|charity|yacht|golf)|(?:gave|passed|shared) (?:me )?your (?:number|contact|cell)|(?:just|recently) moved back from|do we know each other|(?:don't|do not) know anyone (?:here|in (?:town|this city))|je ne connais personne (?:ici|dans (?:cette|votre|la) ville)|on s'(?:est|etait) (?:croisee?s?|rencontree?s?|parle) (?:au|a la|lors)(?! (?:telephone|tel|cell|bureau|comptoir))|vous (?:vous )?souvenez de moi)(?![a-z])/;
/**
 * The hook of an opener that names a shared activity (round 17): the number handed over by the
 * activity's leader ("the coach said to text this number", « la prof m'a dit de t'écrire »), a doubt
 * about the number ("did I get the right number?", « est-ce le bon numéro? »), the reader's own word
 * that nobody can check ("you told me to text you here", « tu m'avais dit de t'écrire »), "remember
 * me?" (not "remember me telling you…", a friend's reminder), « tu te souviens de moi? », "is this still
 * your number?" (round 18), or a
 * meeting at an event ("we met at the 5K"). A club's real
 * organiser writes a time, a place or gear to return instead, or got the number from the club's list
 * (`SHARED_LIST`, `CLOCK`: both checked first).
 */
const ACTIVITY_HOOK =
  /(?<![a-z])(?:(?:coach|instructor|teacher|trainer|organi[sz]er|leader) (?:said|told me) to (?:text|message|write|contact)|(?:said|told me) to text (?:you at )?this number|did i (?:get|have) the right number|is this the right number|is this still your number|est-ce (?:que c'est )?toujours (?:ton|votre) numero|(?:you|u) told me to (?:text|message|write) (?:you|u)|remember me(?! [a-z]+ing(?![a-z]))|(?:we|i) met at the (?:[a-z]+ )?(?:5k|10k|race|marathon|tournament|retreat|open house|fundraiser|workshop|gym|studio|class|club|park)|m'a dit de (?:t'ecrire|t'envoyer un texto|te texter|vous ecrire)|tu m'avais dit de (?:t'ecrire|te texter)|est-ce (?:bien )?le bon numero|tu te souviens de moi|on s'est (?:vus|vues|rencontres|rencontrees) (?:au|a la) (?:course|tournoi|cours|gym))(?![a-z])/;

/** Words one of which `ACTIVITY_HOOK` needs (checked first: most texts hold none). */
const HOOK_WORDS = [
  'said',
  'told',
  'number',
  'remember',
  'met at',
  "m'a dit",
  "m'avais dit",
  'numero',
  'souviens',
  "s'est",
];

/**
 * A clock time or a booked hour ("tee time 8:10", "at 5", "4pm", « 8 h 20 »): a real plan's detail
 * the stranger's opener leaves out.
 */
const CLOCK =
  /\d{1,2}:\d{2}|(?<![\d,.])\d{1,2} ?(?:am|pm|a\.m|p\.m|h(?: ?\d{2})?)(?![a-z])|(?<![a-z])(?:at|for|a|vers) \d{1,2}(?![\d,.:])/;
/** A grandparent's names in a greeting, read here and by the grandparent scam (`combinations.ts`). */
export const GRANDPARENT_NAMES = 'grandma|grandpa|granny|nana|mamie|papi|grand-maman|grand-papa';
/** "Hi Mom, it's Emma", « Allô maman »: kin greeted by the writer (also read by `kin.ts`). */
export const KIN_GREETING = new RegExp(
  `^(?:(?:hi|hey|hello|salut|allo|bonjour|coucou),? )?(?:mom|mum|mommy|dad|daddy|${GRANDPARENT_NAMES}|papa|maman)(?![a-z])`,
);
/** The reader addressed by a title and a surname at the start: "Good evening, Mr. Wilson", « Bonsoir M. Roy ». */
const TITLED_READER =
  /^(?:(?:hi|hello|hey|good (?:morning|afternoon|evening)|dear|bonjour|bonsoir|salut|allo)[,!.]? )?(?:mr|mrs|ms|miss|mme|m)\.? (?!(?:you|ya|u|vous|toi)(?![a-z]))[a-z][a-z-]{1,14}(?![a-z])/;
/**
 * The reader's interest in investing reported by a third party (round 15): "she told me you were
 * looking at investing", « elle m'a dit que vous vous intéressiez aux placements ».
 */
const INTEREST_REPORTED =
  /(?<![a-z])(?:told|tells|said|mentioned)(?: to)? (?:me )?(?:that )?you (?:were|are|might be|may be) (?:interested in|looking (?:at|into|to)|thinking (?:about|of)|planning)(?: [a-z-]+){0,3} (?:invest[a-z]*|crypto[a-z]*|bitcoin|stocks?|trading|retirement|forex|gold)(?![a-z])|(?<![a-z])(?:m'a dit|m'a parle|m'a mentionne)(?: que)? (?:vous vous interessiez|tu t'interessais|vous cherchiez|tu cherchais|vous pensiez|vous vouliez|tu voulais)(?: [a-z'-]+){0,3} (?:placements?|investi[a-z]*|crypto[a-z]*|bitcoin|bourse|retraite|actions)(?![a-z])/;
/** A relative's or a mentor's market tips (round 15): "my uncle has some market tips", « mon oncle a des conseils en bourse ». */
const MARKET_TIP =
  /(?<![a-z])(?:my|mon|ma) (?:uncle|aunt|mentor|teacher|cousin|oncle|tante|professeur)(?:'s)?(?![a-z])[^.?!]{0,30}(?<![a-z])(?:market|stock|investment|crypto|trading|bourse|placements?|boursiers?)(?![a-z])/;
/**
 * A reason to move the chat to another app (round 15): "can we continue this on WhatsApp?", "do you
 * use Telegram?", « ajoute-moi sur WhatsApp ». Counted beside a name given with where from or a
 * mistaken-identity question, never beside a group the reader belongs to (`GROUP_CONTEXT`).
 */
const MOVE_CHAT =
  /(?<![a-z])(?:(?:add|text|message|contact|reach|find|write) me|(?:chat|talk|continue|speak)(?: [a-z]+){0,3}|ajoute[sz]?-moi|ajoutez-moi|ecris-moi|ecrivez-moi|(?:parler|parle|discuter|discute|continuer|continue|jaser|jase)(?: [a-z']+){0,3}) (?:on|via|over|sur|par) (?:whatsapp|telegram|line|signal|wechat|viber|kakao)(?![a-z])|(?<![a-z])(?:do you (?:use|have)|are you on|avez-vous|as-tu|utilisez-vous|es-tu sur|etes-vous sur) (?:whatsapp|telegram|line|signal|wechat|viber|kakao)(?![a-z])/;
/** A group the reader belongs to: its organiser may well ask to move the chat. */
const GROUP_CONTEXT =
  /(?<![a-z])(?:pta|school|daycare|church|choir|team|class|league|committee|group chat|building|condo|garderie|ecole|equipe|chorale|comite|paroisse|immeuble)(?![a-z])/;

/**
 * A tradesperson's or a delivery's first text (round 15): the writer's role, and the reader's door or
 * a booked hour ("I'm the Amazon driver, I'm at the front door", "I'm Dave, the math tutor Sarah
 * recommended. Are Tuesdays at 4 good?", « je suis le livreur de Brick, je suis devant chez vous »).
 */
const SERVICE_ROLE =
  /(?<![a-z])(?:i'm|i am|this is|it's|c'est|je suis|ici)(?: [a-z-]+,?)? (?:the|your|le|la|votre|ton|ta) (?:[a-z-]+ ){0,2}(?:driver|courier|tutor|plumber|electrician|contractor|painter|cleaner|babysitter|nanny|mover|technician|installer|landlord|livreur|livreuse|plombier|electricien|entrepreneur|peintre|technicien|demenageur|proprietaire|proprio|tuteur|tutrice)(?![a-z])/;
const AT_THE_DOOR =
  /(?<![a-z])(?:front door|back door|buzzer|lobby|outside|downstairs|devant (?:chez vous|la porte|ta porte|votre porte|chez toi)|a la porte)(?![a-z])/;

/** A tradesperson's or a delivery's first text (see `SERVICE_ROLE`): not a stranger's opener. */
export function namesServiceVisit(folded: string): boolean {
  const head = folded.slice(0, WINDOW);
  return SERVICE_ROLE.test(head) && (AT_THE_DOOR.test(head) || CLOCK.test(head));
}

/** A meeting's logistics from a real assistant: running late, rescheduling, an appointment. */
const LOGISTICS =
  /(?<![a-z])(?:late|reschedul[a-z]*|appointment|postpone[a-z]*|en retard|rendez-vous)(?![a-z])/;
/** Something asked of the reader: a question, a reply, a call back. */
const ASKS =
  /\?|(?<![a-z])(?:reply|text me|call me|let me know|can we talk|repondez|rappelez-moi|appelez-moi|ecris-moi|ecrivez-moi)(?![a-z])/;
/**
 * A real shared group the number came from ("got your number from the team list", « la liste de la
 * classe »): an organiser, not a stranger.
 */
const SHARED_LIST =
  /(?<![a-z])(?:team|class|school|club|league|church|choir|band|orchestra|troop|studio|gym|building|parents?'?|roster|carpool) (?:list|roster|directory|chat|group|sheet|email|app)(?![a-z])|liste (?:de la classe|de l'equipe|du club|des parents|de la chorale|du studio|du gym)/;

/** Words one of which `SHARED_LIST` needs (checked first: most texts hold none). */
const LIST_WORDS = ['list', 'roster', 'directory', 'chat', 'group', 'sheet', 'email', 'app'];

/** "Mr. Zhang's assistant", "Mrs. Chen's personal assistant", "Mr. Wong's secretary". */
const AIDE =
  /(?<![a-z])(?:mr|mrs|ms|madam|chairman|director|president)\.? [a-z][a-z-]{1,14}'s (?:personal |executive |private )?(?:assistant|secretary)(?![a-z])/;

const CASH = /(?<![a-z])(?:cash|all-cash|comptant)(?![a-z])/;
const BUY =
  /(?<![a-z])(?:buy|buying|purchase|buyer|offer|pay|sell|acheter|racheter|acheteur|offre|vendre)(?![a-z])/;
const PLACE =
  /(?<![a-z])(?:your (?:house|home|property|land|lot)|(?:votre|ta) (?:maison|propriete|terrain|immeuble|plex))(?![a-z])|(?<![\d])\d{1,5},? (?:[a-z]+ ){1,3}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|crescent|cres|court|ct|boulevard|blvd|way|place|terrace|circle)(?![a-z])|(?<![\d])\d{1,5},? (?:rue|avenue|boulevard|boul|chemin|rang|place|montee) [a-z]/;
/** The reader's own agent reporting an offer received ("I'm your realtor", "we got a cash offer on your house"). */
const OWN_AGENT =
  /(?<![a-z])(?:your (?:realtor|real estate agent|agent|broker|courtier)|votre (?:courtier|agent)|(?:we|i) (?:got|received|have) (?:a|an|two|\d) (?:[a-z-]+ )?offers?|(?:nous avons|j'ai) recu (?:une|\d) offre)(?![a-z])/;
const HOUSE_ASKS =
  /\?|(?<![a-z])(?:reply|call me|text me|let me know|can we talk|interested|repondez|rappelez-moi|appelez-moi|interesse)(?![a-z])/;

/** The first capitalised name introduced in `head` (its match), or null. */
function introducedName(original: string, norm: NormalizedMessage, head: string): PhraseMatch | null {
  for (const re of [INTRO, NAME_HERE]) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    let found: PhraseMatch | null = null;
    let tries = 0;
    while (found === null && tries < 8 && (m = re.exec(head)) !== null) {
      tries += 1;
      const name = m[1] ?? '';
      const at = m.index + m[0].lastIndexOf(name);
      const first = original.charAt(norm.srcStart[at] ?? -1);
      if (!NOT_NAMES.has(name) && first !== first.toLowerCase())
        found = { start: m.index, end: m.index + m[0].length, lang: 'any' };
    }
    re.lastIndex = 0;
    if (found !== null) return found;
  }
  return null;
}

/** The reader's name in a mistaken-identity question at the start (see `MISTAKEN`), or null. */
function mistakenName(original: string, norm: NormalizedMessage, head: string): PhraseMatch | null {
  const m = MISTAKEN.exec(head);
  if (m === null) return null;
  const name = m[1] ?? '';
  const at = m.index + m[0].lastIndexOf(name);
  const first = original.charAt(norm.srcStart[at] ?? -1);
  if (NOT_NAMES.has(name) || first === first.toLowerCase()) return null;
  return { start: m.index, end: m.index + m[0].length, lang: 'any' };
}

/** "Got your number from the team list": a shared group's list, an organiser's text (round 11). */
export function namesSharedList(folded: string): boolean {
  return SHARED_LIST.test(folded.slice(0, WINDOW));
}

/**
 * An organiser's first text (round 18): a group the reader belongs to (a choir, a committee, the
 * team, work), a meeting of it (a rehearsal, a practice, a shift, « une réunion ») and when (a clock
 * time or a day): "Priya from the choir. Is this the right number for Colette? Rehearsal moved to
 * Thursday 7 pm". A stranger's opener leaves the group's business out, and a social plan ("are we
 * still on for dinner Tuesday at 7?") is no meeting of a group; nor is a plan presumed
 * (`PRESUMED_PLAN`: "are we still meeting Friday at 7?", « on se voit toujours… »), the wrong-number
 * opener's own question: an organiser announces the meeting. Never beside a move to another app,
 * a leisure of the wealthy-acquaintance kind, a link or money.
 */
const ORGANISER_GROUP =
  /(?<![a-z])(?:choir|chorale|committee|comite|team|equipe|league|ligue|band|orchestra|troop|scouts?|work|office|accounting|warehouse|store|restaurant|kitchen|bureau|travail|entrepot|magasin|usine|chantier|school|ecole|class|classe|church|parish|paroisse|teacher|prof|professeure?|lessons?|cours)(?![a-z])/;
const GROUP_MEETING =
  /(?<![a-z])(?:rehearsals?|practices?|meetings?|shifts?|games?|reunion|repetition|pratique|partie|quart|assemblee)(?![a-z])/;
const DAY =
  /(?<![a-z])(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|ce soir)(?![a-z])/;
const MONEY_WORD = moneyWords(['pay', 'send', 'gift cards?', 'payer', 'envoyer', 'cartes?-cadeaux?']);

/** An organiser's text about the group's next meeting (see `ORGANISER_GROUP`): not a stranger's opener. */
export function namesOrganiserPlan(folded: string): boolean {
  const head = folded.slice(0, WINDOW);
  return (
    GROUP_MEETING.test(head) &&
    ORGANISER_GROUP.test(head) &&
    (CLOCK.test(head) || DAY.test(head)) &&
    !MOVE_CHAT.test(head) &&
    !LEISURE.test(head) &&
    !INVESTING.test(head) &&
    !PRESUMED_PLAN.test(head) &&
    !MONEY_WORD.test(head)
  );
}

/** A stranger's opener read by its structure (see the module doc), or none. */
export function structuralOpener(original: string, norm: NormalizedMessage): PhraseMatch[] {
  const head = norm.folded.slice(0, WINDOW);
  if (CLOCK.test(head) || KIN_GREETING.test(head)) return [];
  const aide = AIDE.exec(head);
  if (aide !== null)
    return LOGISTICS.test(head) ? [] : [{ start: aide.index, end: aide.index + aide[0].length, lang: 'any' }];
  if (!ASKS.test(head) || (LIST_WORDS.some((w) => head.includes(w)) && SHARED_LIST.test(head))) return [];
  // Round 13: the reader named in a mistaken-identity question, with a claimed past or a number
  // handed over by someone else.
  const mistaken = mistakenName(original, norm, head);
  const move = MOVE_CHAT.test(head) && !GROUP_CONTEXT.test(head);
  const claimed = CLAIMED_PAST.test(head);
  if (mistaken !== null && (claimed || THIRD_PARTY.test(head) || move)) return [mistaken];
  // Round 15: the reader's interest in investing reported by a third party; a leisure plan
  // presumed with the reader called by a title ("Good evening, Mr. Wilson, are we still playing golf…").
  const reported = INTEREST_REPORTED.exec(head);
  if (reported !== null)
    return [{ start: reported.index, end: reported.index + reported[0].length, lang: 'any' }];
  const plan = LEISURE.test(head) && PRESUMED_PLAN.test(head);
  const titled = plan ? TITLED_READER.exec(head) : null;
  if (titled !== null) return [{ start: titled.index, end: titled.index + titled[0].length, lang: 'any' }];
  const hookAt = HOOK_WORDS.some((w) => head.includes(w)) ? ACTIVITY_HOOK.exec(head) : null;
  const activity = hookAt !== null;
  // Round 19: "Is this still your number? Can we chat on WhatsApp?", « est-ce toujours votre numéro?
  // On se parle sur WhatsApp? »: a doubt about the number and a move to another app, no friend's
  // news: the stranger's first two steps, read with no name given (a friend or a group says who).
  if (hookAt !== null && move && !FRIEND_NEWS.test(head))
    return [{ start: hookAt.index, end: hookAt.index + hookAt[0].length, lang: 'any' }];
  const past = claimed || activity;
  // Round 18: "Is this still your number? It's Tara! Loved your wedding photos": a friend's news
  // beside an activity's hook alone (see `FRIEND_NEWS`), nothing moved to another app.
  if (activity && !claimed && !move && FRIEND_NEWS.test(head)) return [];
  // Round 13: a number handed over or a stranger's question, only after "this is Amy", "I'm Amy".
  const hook = !past && (THIRD_PARTY.test(head) || STRANGER_QUESTION.test(head));
  if (!(past || hook || plan || move || MARKET_TIP.test(head))) return [];
  const name = introducedName(original, norm, head);
  if (name === null) return [];
  const intro = head.slice(name.start, name.end + 12);
  if (hook) return SELF_INTRO.test(intro) ? [name] : [];
  // A plan presumed with a bare "it's Sam" is a friend's; the stranger says where from ("it's Amy
  // from the gym") or introduces herself ("this is Amy", "I'm Amy").
  if (!past && !FORMAL_INTRO.test(intro)) return [];
  return [name];
}

/** A cash offer for a house or a street address, with something asked (see the module doc), or none. */
export function cashHouseOffer(text: string): PhraseMatch[] {
  const head = text.slice(0, WINDOW);
  const cash = CASH.exec(head);
  if (cash === null || !BUY.test(head) || !PLACE.test(head) || !HOUSE_ASKS.test(head) || OWN_AGENT.test(head))
    return [];
  return [{ start: cash.index, end: cash.index + cash[0].length, lang: 'any' }];
}

/**
 * An identity or health document "to renew" by a link (round 11): « votre carte Vitale doit être
 * renouvelée », "your health card must be renewed", "renew your driver's licence"; round 17: said to
 * expire or to have expired ("your health card has expired", « votre carte d'assurance maladie arrive
 * à échéance »). Read only beside a link off every government ending (a ministry's or a province's
 * own reminder links to its site).
 */
const RENEWAL =
  /(?<![a-z])(?:(?:carte vitale|carte d'assurance maladie|carte soleil|carte sante|permis de conduire|passeport|carte d'identite|vignette crit'air|health card|driver'?s licen[cs]e|passport|licen[cs]e plate|registration) (?:doit|devra|must|needs to|has to) (?:etre |be )?renouvelee?d?|(?:renouvelez|renouveler|renew) (?:votre|ta|your) (?:carte vitale|carte d'assurance maladie|carte soleil|carte sante|permis|passeport|carte d'identite|vignette|health card|driver'?s licen[cs]e|passport|licen[cs]e plate|registration))(?![a-z])|(?<![a-z])(?:carte vitale|carte d'assurance maladie|carte soleil|carte sante|permis de conduire|passeport|carte d'identite|health card|driver'?s licen[cs]e|passport) (?:(?:has|is|est|a|will|va) )?(?:expires?|expired|expiring|expire|expiree|expirer|expirera|arrive a (?:expiration|echeance))(?![a-z])/;
/** Cheap test before `RENEWAL`'s expiry reading (round 17): one of its words is there. */
const EXPIRY_WORD = /expir|echeance/;
/** The provinces' and territories' own `.ca` names (`ontario.ca`, `quebec.ca`…). */
const PROVINCE_NAMES = 'ontario|quebec|alberta|saskatchewan|manitoba|novascotia|princeedwardisland|yukon';
/** Hosts only governments register; round 17: the provinces' and territories' own sites. */
const GOVERNMENT_HOST = new RegExp(
  `(?:^|\\.)(?:gouv\\.fr|gouv\\.qc\\.ca|gc\\.ca|canada\\.ca|gov|gov\\.[a-z]{2}|gouv\\.[a-z]{2}|service-public\\.fr|ameli\\.fr|ants\\.gouv\\.fr|(?:${PROVINCE_NAMES})\\.ca|gnb\\.ca|gov\\.(?:bc|ab|sk|mb|ns|pe|nl|yk|nt|nu)\\.ca)$`,
);

/** The provinces' own `.ca` names, beside the government-only registries of `calm-government.ts`. */
const PROVINCE_SITE = new RegExp(`(?:^|\\.)(?:${PROVINCE_NAMES})\\.ca$`);

/**
 * Whether every link is on a government's own site with no link signal (round 17): "Renew your BC
 * Services Card at gov.bc.ca/renew" is the province's own notice. Read on the URL analysis'
 * government-only registries (`onGovernmentRegistry`), not on `GOVERNMENT_HOST`'s `gov.xx`: a
 * government second level such as `gov.ph` hosts kits on hacked sites, and this is a calm.
 */
export function onGovernmentSites(links: readonly FoundLink[]): boolean {
  return (
    links.length > 0 &&
    links.every(
      (l) =>
        l.host !== null &&
        l.signals.size === 0 &&
        (onGovernmentRegistry(l.host) || PROVINCE_SITE.test(l.host)),
    )
  );
}

/** A document to renew beside a link that leaves every government host, or none. */
export function renewalByLink(text: string, hosts: readonly (string | null)[]): PhraseMatch[] {
  if (hosts.length === 0 || !(text.includes('renouvel') || text.includes('renew') || EXPIRY_WORD.test(text)))
    return [];
  if (hosts.every((h) => h !== null && GOVERNMENT_HOST.test(h))) return [];
  const m = RENEWAL.exec(text);
  return m === null ? [] : [{ start: m.index, end: m.index + m[0].length, lang: 'any' }];
}

/** The "long time no see" openers (« ça fait longtemps »). */
export const LONG_TIME = /long time|been a while|longtemps|un bail|une eternite/;
/**
 * What only a friend writes after "long time no see": the reader's own news seen online, a
 * congratulation, a relative by name of kin ("saw your post", "congrats", « j'ai vu tes photos »,
 * « ta sœur »), the reader's new job or children asked after ("how's the new job", « embrasse les
 * enfants », round 8), an affectionate close ("miss you", "xoxo", « bisous », « tu me manques »,
 * « on se voit quand? », round 9). Not "your profile" or "how's your family": a stranger's opener says that too.
 */
export const FRIEND_NEWS =
  /(?<![a-z])(?:(?:saw|seen|loved|liked) your (?:post|photos?|pics?|pictures?|story|stories|wedding|baby|new (?:job|house|place))|congrat[a-z]*|(?:j'ai vu|vu) tes (?:photos|posts?|stories|nouvelles)|felicitations|(?:ta|your) (?:s(?:oe|\u0153|o)ur|mere|blonde|fille|sister|brother|mom|mum|dad|wife|husband|kids|daughter|son)|(?:ton) (?:frere|pere|chum|fils)|(?:how'?s|how is|how are) (?:the|your) (?:new (?:job|house|place|condo|apartment|baby|puppy)|kids|baby)|(?:embrasse|bisous (?:a|aux)|salue) (?:les enfants|les kids|ta |ton |tes )|comment (?:va|vont) (?:ta nouvelle (?:job|maison|blonde)|ton nouveau (?:travail|condo|bebe)|les enfants|le bebe)|say hi to|(?:good|nice|great) (?:to run into|running into|seeing|to see) you|content(?:e)? de t'avoir (?:vue?|croisee?)|bisous|xoxo|(?:i )?miss(?:ed)? you|tu me manques|(?:i )?love you|on se voit quand)(?![a-z])/;

/**
 * A reply asked with a keyword in capitals ("reply QUOTE", « répondez DEVIS »), never STOP or ARRÊT:
 * read on the original text (capitals), only once a callback lure was found (round 11).
 */
export const REPLY_KEYWORD =
  /(?<![\p{L}])(?:[Rr]eply|[Tt]ext|[Rr][ée]pondez|[Tt]extez|[Ee]nvoyez)(?: (?:par|with|avec))? [«"“]? ?(?!STOP(?![A-Z])|ARR[EÊ]T(?![A-Z]))[A-Z0-9]{2,10}(?![\p{L}\d])/u;

const OPENERS_GUARDED = GUARDED_OPENERS.map((x) => ({ ...x, compiled: compilePlain(x.list) }));

/** Any word of `GUARDED_OPENERS`' guards (looked up in the phrase index before the guards). */
const OPENER_GUARDS = compileList(OPENER_GUARD_WORDS);

/** Matches of the guarded openers whose guard the window holds. */
export function guardedOpeners(head: string): PhraseMatch[] {
  const out: PhraseMatch[] = [];
  if (findAll(OPENER_GUARDS, head, 1).length === 0) return out;
  for (const g of OPENERS_GUARDED)
    if (g.guard.some((x) => head.includes(x))) out.push(...scanPlain(g.compiled, head));
  return out;
}
