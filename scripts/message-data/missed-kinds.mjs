// Generator of the kinds issue 23 says are still missed (round 14, helper message15), written for
// this project BEFORE any code change of this helper: cash offers for a house (with and without a
// number), injury-compensation and insurance-refund callbacks, car-insurance "overcharge" refunds,
// adult and casino links; English and Québec French. Every link, number, street and amount invented.
// The unit of the fit/validation split is the template (its name, `templateIsValidation` of
// world-alerts.mjs: one in three). Never used by `pnpm train:message`.
// Run: node scripts/message-data/run-world.mjs
import { digits, pick } from './business-templates.mjs';

const tel = (r) => `${pick(r, ['1-844', '1-855', '1-877', '(416)', '(514)', '(289)'])} 555-0${digits(r, 3)}`;
const tld = (r) => pick(r, ['com', 'club', 'vip', 'top', 'xyz', 'online', 'live']);
const street = (r) => pick(r, ['Maple St', 'Oak Ave', 'Birch Cres', 'King St', 'rue Principale', 'Elm Dr']);
const name = (r) => pick(r, ['Mike', 'Jason', 'Kelly', 'Dave', 'Nadia']);

/** [template name, maker (rnd) → text] */
export const MISSED_KIND_TEMPLATES = [
  [
    'house: polite no number',
    (r) =>
      `Hi, this is ${name(r)}. I buy homes in your neighbourhood and wanted to see if you'd ever consider selling ${pick(r, ['the house', 'your place', 'the property'])} on ${street(r)}. No pressure at all.`,
  ],
  [
    'house: cash any condition',
    (r) =>
      `We buy houses for CASH in any condition! Get your fair offer today, text back YES or call ${tel(r)}`,
  ],
  [
    'house: offer on street',
    (r) =>
      `Hello, I'd like to make a cash offer on your property at ${digits(r, 3)} ${street(r)}. Quick closing, no agent fees. Are you open to it?`,
  ],
  [
    'house: fr comptant',
    (r) =>
      `Bonjour, j'achète des maisons comptant dans votre secteur, ${pick(r, ['sans inspection', 'sans commission', 'dans l’état'])}. Seriez-vous intéressé à vendre?`,
  ],
  [
    'house: fr offre',
    (r) =>
      `Bonjour ${pick(r, ['M.', 'Mme'])} ${pick(r, ['Gagnon', 'Roy', 'Côté'])}, investisseur local ici. Je ferais une offre sur votre propriété de la ${street(r)}, paiement rapide. Ça vous intéresse?`,
  ],
  [
    'injury: accident claim',
    (r) =>
      `Were you injured in a ${pick(r, ['car accident', 'slip and fall', 'work accident'])} in the last ${pick(r, ['2', '3', '5'])} years? You may be entitled to up to $${pick(r, ['15,000', '25,000', '50,000'])} in compensation. Call ${tel(r)} now.`,
  ],
  [
    'injury: records show',
    (r) =>
      `Our records show you may qualify for compensation for your recent accident. Call our claims line at ${tel(r)} to find out how much.`,
  ],
  [
    'injury: fr accident',
    (r) =>
      `Vous avez eu un accident de la route depuis ${pick(r, ['2', '3'])} ans? Vous pourriez avoir droit à une indemnisation. Appelez-nous au ${tel(r)}, c'est gratuit.`,
  ],
  [
    'insurance: refund owed',
    (r) =>
      `You are owed an insurance refund of $${digits(r, 3)}. To claim, call our refunds team on ${tel(r)} before ${pick(r, ['Friday', 'the 30th', 'month end'])}.`,
  ],
  [
    'insurance: fr trop payé',
    (r) =>
      `Vous avez payé votre assurance auto trop cher. Un remboursement de ${digits(r, 3)} $ vous est dû. Appelez le ${tel(r)} pour le réclamer.`,
  ],
  [
    'car: overcharged reply',
    (r) =>
      `You may have been overcharged on your car insurance. Drivers are getting refunds of up to $${pick(r, ['900', '1,200', '1,500'])}. Reply YES to check your eligibility.`,
  ],
  [
    'car: overpaying',
    (r) =>
      `${name(r)}, drivers in ${pick(r, ['Ontario', 'your area', 'Québec'])} are overpaying for auto insurance by $${digits(r, 3)} a year. See if you qualify for a refund: https://${pick(r, ['auto-refund-check', 'driver-savings'])}.${tld(r)}`,
  ],
  [
    'adult: singles',
    (r) =>
      `Hot singles in your area want to meet you tonight 😘 See their photos: https://${pick(r, ['meet-local-girls', 'hot-dates-now', 'flirt-nearby'])}.${tld(r)}`,
  ],
  [
    'adult: private photos',
    (r) =>
      `Hey it's ${pick(r, ['Jenny', 'Amber', 'Tasha'])} 😉 I sent you my private pics, they're here: https://${pick(r, ['my-pics-private', 'secret-album'])}.${tld(r)}`,
  ],
  [
    'casino: bonus ready',
    (r) =>
      `Your $${pick(r, ['200', '500', '1000'])} casino bonus is ready! Spin now and win big: https://${pick(r, ['lucky-jackpot-spin', 'win-spins-now', 'golden-slots'])}.${tld(r)}/claim`,
  ],
  [
    'casino: free spins',
    (r) =>
      `${pick(r, ['50', '100', '150'])} FREE SPINS added to your account 🎰 No deposit needed, cash out today: https://${pick(r, ['spinsclub', 'jackpot-city-ca', 'slotsreward'])}.${tld(r)}`,
  ],
];
