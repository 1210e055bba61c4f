// Generated conversation openers with no link (issue 23, round 15, helper message16), written BEFORE
// any code change of the round: a stranger's first text in romance and investment scams (a name, a
// mistaken-identity question, "long time no see", a friend of a neighbour, a golf or club
// acquaintance, "is this the right number", a move to another app), in English and Québec French;
// and genuine first texts of the same shapes (acquaintances checking a number, delivery drivers,
// tradespeople, club organisers, old friends). Every name and detail invented. Same split as
// world-alerts.mjs (the template's name; one in three to validation). Never used by training.
import * as helpers from './business-templates.mjs';

const { day, digits, pick } = helpers;
const she = (r) => pick(r, ['Amy', 'Linda', 'Grace', 'Jessica', 'Vivian', 'Cindy', 'Emily', 'Sophia']);
const him = (r) => pick(r, ['David', 'Kevin', 'Robert', 'Michael', 'Mark', 'Brian', 'Steven', 'Paul']);
const elle = (r) => pick(r, ['Sylvie', 'Julie', 'Nathalie', 'Isabelle', 'Mélanie', 'Chantal']);
const lui = (r) => pick(r, ['Marc', 'Luc', 'Martin', 'Stéphane', 'Éric', 'François']);
const sur = (r) => pick(r, ['Thompson', 'Wilson', 'Harris', 'Gagnon', 'Tremblay', 'Roy']);
const app = (r) => pick(r, ['WhatsApp', 'Telegram', 'Line', 'Signal']);
const weekday = (r) => pick(r, ['Saturday', 'Sunday', 'Friday']);
const jour = (r) => pick(r, ['samedi', 'dimanche', 'vendredi']);

/** [template name, maker (rnd) → text]: scam openers. */
export const OPENER_SCAM_TEMPLATES = [
  [
    'en: long time',
    (r) =>
      `${pick(r, ['Hello', 'Hi', 'Hey'])}, long time no see. How have you been ${pick(r, ['lately', 'these days', 'recently'])}?`,
  ],
  [
    'en: long time name',
    (r) =>
      `Hi ${him(r)}, long time no see! Are you still living in ${pick(r, ['Toronto', 'Vancouver', 'the city'])}?`,
  ],
  [
    'en: neighbour friend',
    (r) =>
      `Hello, is this Mr. ${sur(r)}? I'm a friend of your neighbour ${she(r)}, she told me you were ${pick(r, ['looking at investing', 'interested in crypto', 'planning for retirement'])}.`,
  ],
  [
    'en: neighbour friend 2',
    (r) =>
      `Hi, your neighbour ${she(r)} gave me your number. She said you might like to hear about the ${pick(r, ['gold', 'crypto', 'forex'])} plan that worked for her family.`,
  ],
  [
    'en: right number',
    (r) =>
      `${pick(r, ['Hey', 'Hi'])}, is this the right number for ${she(r)}? Haven't seen you since the ${pick(r, ['golf club dinner', 'yacht party', 'wine tasting'])}.`,
  ],
  [
    'en: right number 2',
    (r) =>
      `Excuse me, is this ${he(r)}'s number? We were supposed to meet for ${pick(r, ['golf', 'tennis', 'dinner'])} but I lost your message.`,
  ],
  [
    'en: golf presumed',
    (r) =>
      `Good evening, Mr. ${sur(r)}, are we still playing golf at ${pick(r, ['Glen Abbey', 'the country club', 'Pebble Creek'])} on ${weekday(r)}?`,
  ],
  [
    'en: club member',
    (r) =>
      `Hi ${him(r)}, it's ${she(r)} from the ${pick(r, ['tennis club', 'golf club', 'yacht club'])}. Do you still have time for a drink ${weekday(r)}? My ${pick(r, ['uncle', 'mentor'])} has some market tips.`,
  ],
  [
    'en: forgot name',
    (r) =>
      `Hi ${pick(r, ['dear', 'there'])}, I found your number in my ${pick(r, ['old phone', 'contacts'])} but I can't remember your name. Who is this?`,
  ],
  [
    'en: move app',
    (r) =>
      `Hello, my name is ${she(r)}. I'm an assistant to a ${pick(r, ['wine importer', 'fund manager', 'jewellery designer'])}. Can we continue this conversation on ${app(r)}?`,
  ],
  [
    'en: profile',
    (r) =>
      `Hi, it's ${she(r)} from ${pick(r, ['LinkedIn', 'Facebook', 'Instagram'])}. I saw your profile and thought we could chat. Do you use ${app(r)}?`,
  ],
  [
    'en: wrong number nice',
    (r) =>
      `Hey, I'm ${she(r)}, I think my friend gave me the wrong number. Anyway, nice to meet you! Where are you from?`,
  ],
  [
    'en: are you',
    (r) =>
      `Hi, are you ${him(r)}? ${she(r)} told me to contact you about the ${pick(r, ['yacht club membership', 'investment group', 'golf trip'])}.`,
  ],
  [
    'en: dinner tonight',
    (r) =>
      `${pick(r, ['Hi', 'Hello'])} ${him(r)}, is dinner tonight still on? I booked the table at ${pick(r, ['the Italian place', 'Nobu', 'the steakhouse'])}.`,
  ],
  [
    'en: how are you dear',
    (r) =>
      `Hello ${pick(r, ['dear', 'friend', 'sir'])}, how are you today? I hope you had a ${pick(r, ['nice weekend', 'good day', 'great week'])}.`,
  ],
  [
    'en: assistant boss',
    (r) =>
      `Good afternoon, is this Mr. ${sur(r)}? I'm the assistant of ${pick(r, ['Director Li', 'Mr. Zhang', 'Ms. Wang'])}, he asked me to follow up with you.`,
  ],
  [
    'fr: ca fait longtemps',
    (r) =>
      `${pick(r, ['Allô', 'Salut', 'Bonjour'])}, ça fait longtemps! Comment vas-tu ${pick(r, ['ces temps-ci', 'dernièrement', 'depuis le temps'])}?`,
  ],
  [
    'fr: voisine',
    (r) =>
      `Bonsoir, je suis une amie de votre voisine ${elle(r)}. Elle m'a dit que vous vous intéressiez aux ${pick(r, ['placements', 'cryptomonnaies', 'investissements'])}. Est-ce un bon moment?`,
  ],
  [
    'fr: golf club',
    (r) =>
      `Salut ${lui(r)}, c'est ${elle(r)} du club de golf. On joue toujours ${jour(r)}? Ajoute-moi sur ${app(r)}, c'est plus simple.`,
  ],
  [
    'fr: bon numero',
    (r) =>
      `Bonjour, est-ce que c'est bien le numéro de ${elle(r)}? On s'est parlé au ${pick(r, ['salon des vins', 'gala', 'tournoi de golf'])}, vous vous souvenez?`,
  ],
  [
    'fr: assistante',
    (r) =>
      `Bonjour, est-ce le numéro de M. ${sur(r)}? Je suis l'assistante de M. ${pick(r, ['Chen', 'Wang', 'Li'])}, il voulait vous relancer.`,
  ],
  [
    'fr: oublie nom',
    (r) =>
      `Bonjour, j'ai trouvé votre numéro dans mon ${pick(r, ['ancien téléphone', 'carnet'])} mais je ne me souviens plus de votre nom. Qui êtes-vous?`,
  ],
  [
    'fr: souper',
    (r) =>
      `Bonsoir ${lui(r)}, le souper de ce soir tient toujours? J'ai réservé au ${pick(r, ['restaurant italien', 'bistro', 'Toqué'])}.`,
  ],
  [
    'fr: cher ami',
    (r) =>
      `Bonjour ${pick(r, ['cher ami', 'mon ami', 'monsieur'])}, comment allez-vous aujourd'hui? J'espère que vous avez passé une belle ${pick(r, ['fin de semaine', 'journée', 'semaine'])}.`,
  ],
];

function he(r) {
  return him(r);
}

/** [template name, maker (rnd) → text]: genuine first texts of the same shapes. */
export const OPENER_HAM_TEMPLATES = [
  [
    'en: daycare parent',
    (r) =>
      `Hi, is this ${him(r)}? It's ${she(r)}, ${pick(r, ['Léa', 'Noah', 'Mia'])}'s mom from daycare. Just confirming the playdate ${weekday(r)} at 2 at our place.`,
  ],
  [
    'en: book club',
    (r) =>
      `Hey, is this still ${him(r)}'s number? It's ${she(r)} from the book club. We moved the meeting to Thursday 7 pm, same place.`,
  ],
  [
    'en: driver door',
    (r) =>
      `Hi, is this the right number for unit ${digits(r, 1)}${pick(r, ['A', 'B', 'C'])}? I'm the ${pick(r, ['Amazon', 'Purolator', 'FedEx', 'UPS'])} driver, I'm at the front door with your parcel and the buzzer isn't working.`,
  ],
  [
    'en: driver where',
    (r) =>
      `Hello, this is your ${pick(r, ['Uber Eats', 'DoorDash', 'Skip'])} driver. I'm outside, which door is yours?`,
  ],
  [
    'en: plumber',
    (r) =>
      `Hi this is ${him(r)} from ${pick(r, ['Ace Plumbing', 'Mr. Rooter', 'City Heating'])}, just confirming tomorrow between 8 and 10 for the ${pick(r, ['water heater', 'furnace', 'leak'])}.`,
  ],
  [
    'en: electrician late',
    (r) =>
      `Hey, it's ${him(r)} the ${pick(r, ['electrician', 'painter', 'contractor'])}. I'm running 20 min late, traffic. Be there around 10:30.`,
  ],
  [
    'en: soccer list',
    (r) =>
      `Hi ${she(r)}, it's ${him(r)} from the soccer league, got your number from the team list. Are you able to bring oranges on ${weekday(r)}?`,
  ],
  [
    'en: old friend congrats',
    (r) =>
      `Omg long time no see!! Saw your ${pick(r, ['wedding pics', 'baby photos', 'new house'])} on Insta, congrats!! We need to catch up soon`,
  ],
  ['en: who is this', (r) => `Hey, sorry who is this? I got a new phone and lost all my contacts lol`],
  [
    'en: met at party',
    (r) =>
      `Hi! This is ${she(r)}, we met at ${pick(r, ['Emma', 'Josh', 'Karen'])}'s birthday on ${weekday(r)}. Here's the name of the pottery studio I mentioned: Clay Studio on Queen. Nice meeting you!`,
  ],
  [
    'en: landlord',
    (r) =>
      `Hi ${him(r)}, this is ${she(r)}, your new landlord at 14 Elm. The plumber will come by on the ${day(r)}th in the morning, is that ok?`,
  ],
  [
    'en: tutor',
    (r) =>
      `Hello, is this ${she(r)}? I'm ${him(r)}, the math tutor ${pick(r, ['Sarah', 'Omar'])} recommended. Are Tuesdays at 4 good for your son?`,
  ],
  [
    'en: neighbour real',
    (r) =>
      `Hi, it's ${she(r)} from next door (the blue house). Your garage door has been open all afternoon, just so you know!`,
  ],
  [
    'fr: fete enfant',
    (r) =>
      `Salut, c'est bien le cell de ${lui(r)}? C'est ${elle(r)}, la mère d'Éloïse. La fête est ${jour(r)} à 14 h, on fournit le gâteau!`,
  ],
  [
    'fr: voisin chat',
    (r) =>
      `Bonjour, est-ce que c'est ${elle(r)}? Ici ${lui(r)}, le voisin du ${digits(r, 3)}. Ton chat est encore dans notre cour, veux-tu que je le ramène?`,
  ],
  [
    'fr: livreur',
    (r) =>
      `Bonjour, je suis le livreur de ${pick(r, ['Brick', 'Tanguay', 'Best Buy'])}. Je suis devant chez vous avec ${pick(r, ['le frigo', 'la laveuse', 'le divan'])}, quelqu'un peut ouvrir?`,
  ],
  [
    'fr: couvreur',
    (r) =>
      `Bonjour, ici ${lui(r)} de Toitures ${pick(r, ['Laval', 'Boucher', 'Pro'])}. Je passe jeudi vers 9 h pour la soumission. Ça vous convient?`,
  ],
  [
    'fr: club golf vrai',
    (r) =>
      `Salut ${lui(r)}, c'est ${lui(r)} du club de golf. Notre départ est à 8 h 10 ${jour(r)}, je réserve la voiturette.`,
  ],
  [
    'fr: vieille amie',
    (r) =>
      `Ça fait longtemps! J'ai vu tes photos ${pick(r, ['du Portugal', 'du chalet', 'du mariage'])}, tellement beau. Embrasse les enfants, on se voit quand?`,
  ],
  [
    'fr: nouvelle voisine',
    (r) =>
      `Bonjour! C'est ${elle(r)}, la nouvelle voisine d'en face. Est-ce que vous savez quel jour passe le recyclage?`,
  ],
  ['fr: qui parle', (r) => `Allô, désolée, qui parle? J'ai changé de téléphone et j'ai perdu mes contacts.`],
];

/** [template name, maker (rnd) → text]: the CPF "reply YES" kind (no link), written with the openers. */
export const CPF_REPLY_TEMPLATES = [
  [
    'cpf: droits expirent',
    (r) =>
      `Vos droits CPF de ${pick(r, ['1 500', '1 240', '2 000'])} € expirent le ${day(r)}/12. Pour les utiliser avant la date limite, répondez OUI à ce message.`,
  ],
  [
    'cpf: rappel conseiller',
    (r) =>
      `CPF : il vous reste ${pick(r, ['1 240', '980', '1 750'])} € de formation non utilisés. Répondez OUI pour être rappelé par un conseiller.`,
  ],
  [
    'cpf: solde perdu',
    (r) =>
      `Mon Compte Formation : votre solde de ${pick(r, ['1 320', '1 800'])} € sera perdu au 31/12. Répondez OUI pour bloquer vos droits.`,
  ],
  [
    'cpf: formation gratuite',
    (r) =>
      `Bonjour, vous avez droit à une formation ${pick(r, ['gratuite', '100 % financée'])} avec votre CPF (${pick(r, ['1 500', '2 100'])} €). Intéressé(e)? Répondez OUI.`,
  ],
  [
    'cpf: derniers jours',
    (r) =>
      `Derniers jours pour utiliser vos ${pick(r, ['1 500', '1 100'])} € CPF avant la réforme. Tapez OUI pour qu'un conseiller vous contacte.`,
  ],
  [
    'cpf: permis',
    (r) =>
      `Financez votre permis de conduire avec votre CPF : ${pick(r, ['1 200', '1 600'])} € disponibles. Répondez OUI pour réserver votre place.`,
  ],
];
