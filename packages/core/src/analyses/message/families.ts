/**
 * Issue 23's families (conversation openers, callback lures, "reply OK" money, gambling, loans,
 * subscription traps) and the business context that lowers a score only when no deceptive finding
 * is there. Called by `analyze.ts`; the phrase lists are in `lures.ts`.
 */
import {
  compileList,
  compileSignal,
  evaluateSignal,
  findAll,
  type PhraseMatch,
} from '../../lexical/phrases/matcher.js';
import { URGENCY } from '../../lexical/phrases/phrases.js';
import { normalizeMessage, type NormalizedMessage } from '../../lexical/phrases/normalize.js';
import { makeFinding } from '../../findings.js';
import { VERDICT_BANDS } from '../../scoring.js';
import {
  add,
  addPhraseFinding,
  dropFinding,
  hasDeceptiveSign,
  isOnlyDeceptiveSign,
  type Collector,
} from './collector.js';
import { hasCommonTld, type FoundLink } from './links.js';
import { namedInText, ownDomain, shortOwnLink } from './own-links.js';
import {
  ADULT_MORE,
  CALLBACK_LURES,
  CASINO_WORD,
  CONVERSATION_OPENERS,
  GAMBLING,
  INVEST_MORE,
  JOB_MORE,
  LOAN_OFFER,
  LOCKED_MORE,
  MASKED_ACCOUNT,
  OPENER_CONTEXT_WINDOW,
  PRIZE_MORE,
  REPLY_FOR_OFFER,
  SUBSCRIPTION_TRAP,
  SUSPICIOUS_CALLBACK,
  THREAT_MORE,
  TRANSACTION_WORDS,
} from './lures.js';
import { MONEY_OWED, MONEY_RECEIVED, REPLY_TO_ACCEPT, REPLY_TO_RECEIVE } from './money-lures.js';
import { GIFT_OFFER, HOUSE_OFFER, HOUSE_WORDS, LINK_LURES, NUMBER_LED } from './guarded-lures.js';
import { hasUnofficialLink } from './mentions.js';
import { disguisedWord } from './disguised.js';
import { addMistakenPaymentAndShift } from './mistaken.js';
import {
  cashHouseOffer,
  FRIEND_NEWS,
  guardedOpeners,
  LONG_TIME,
  namesSharedList,
  renewalByLink,
  onGovernmentSites,
  REPLY_KEYWORD,
  structuralOpener,
  namesServiceVisit,
  namesOrganiserPlan,
} from './openers.js';
import {
  BOOKING_WORD,
  CALL_TO_UNDO,
  CANCEL_GUARDS,
  CHARGE_WORD,
  compilePlain,
  scanPlain,
  SHORT_GAIN,
  INVEST_TO_RECEIVE,
} from './plain-lists.js';
import {
  alertLinksOwn,
  AMOUNT_FIELD,
  BALANCE_STATEMENT,
  BALANCE_WORD,
  FRAUD_CHECK,
  OTHER_CURRENCY_AMOUNT,
  STATEMENT_WORD,
  WRONG_PIN_LOCK,
  MERCHANT_BEFORE_OWN_CARD,
  RAIL_RECEIPT,
  sentReceipt,
  DUE_REMINDER,
  calmOfficialNotice,
} from './alert-shape.js';
import { calmLotteryPromotion } from './lottery.js';
import { calmOwnChannelLock, calmPersonalNews, isAutodeposited, namesParentsContext } from './readings.js';
import { DECEPTIVE_CODES, MESSAGE_RULES, THEME_CODES, type MessageFindingCode } from './rules.js';

/** Phone numbers examined per message. */
const MAX_PHONES = 20;
const OPENERS = compileList(CONVERSATION_OPENERS);
const CALLBACK_LURE = compileList(CALLBACK_LURES);
const RECEIVED = compileList(MONEY_RECEIVED);
const OWED = compileList(MONEY_OWED);
const REPLY_ACCEPT = compileList(REPLY_TO_ACCEPT);
const REPLY_RECEIVE = compileList(REPLY_TO_RECEIVE);
const GAMBLING_LIST = compileList(GAMBLING);
const CASINO = compileList(CASINO_WORD);
const LOANS = compileList(LOAN_OFFER);
const SUBSCRIPTION = compileList(SUBSCRIPTION_TRAP);
const TRANSACTION = compileList(TRANSACTION_WORDS);
const CALL_US_BACK = compileList(SUSPICIOUS_CALLBACK);
const REPLY_OFFER = compileList(REPLY_FOR_OFFER);
const HOUSE = compilePlain(HOUSE_OFFER);
const GIFT = compileList(GIFT_OFFER);
/**
 * The reader is asked something or asked to reply: the reply is the contact. Round 14: asked in
 * other words ("wanted to see if you'd consider…", "let me know", « faites-moi signe »).
 */
const ASKS_REPLY =
  /\?|(?<![a-z])(?:reply|text (?:me )?back|respond|repondez|repondre|ecrivez-moi|(?:wanted|want|would like) to (?:see|ask|know|check) if|let me know|faites-moi signe|laissez-moi savoir)(?![a-z])/;
/** Extra phrases for codes whose main lists are shared with the email analysis. */
const MORE: readonly (readonly [MessageFindingCode, ReturnType<typeof compileList>])[] = [
  ['message-adult', compileList(ADULT_MORE)],
  ['message-prize', compileList(PRIZE_MORE)],
  ['message-job-offer', compileList(JOB_MORE)],
  ['message-guaranteed-returns', compileList(INVEST_MORE)],
  ['message-account-locked', compileList(LOCKED_MORE)],
  ['message-threat', compileList(THREAT_MORE)],
];
const GUARDED = NUMBER_LED.map((x) => ({ ...x, compiled: compileList(x.list) }));
/** Round 8's lures beside a link: plain expressions (not in the phrase index), each behind its guard. */
const LINKED = LINK_LURES.map((x) => ({ ...x, compiled: compilePlain(x.list) }));
const HOUSE_WORD_LIST = compileList(HOUSE_WORDS);

/** Matches of the number-led phrases of `code` (scanned only when the text holds a guard). */
function numberLed(code: MessageFindingCode, text: string): PhraseMatch[] {
  const out: PhraseMatch[] = [];
  for (const g of GUARDED)
    if (g.code === code && g.guard.some((x) => text.includes(x))) out.push(...findAll(g.compiled, text, 1));
  return out;
}

/** A French marketing opt-out to a short number ("STOP au 36111", "stop sms au 38100"): the sender wants a reply. */
const OPT_OUT_NUMBER = /stop (?:sms )?(?:au|a|:) ?\d{5}(?!\d)/;
/**
 * A shop's opt-out line: "Txt STOP to opt out", "Reply STOP to unsubscribe", « Répondez STOP pour
 * vous désabonner » (not "to end" or "to stop": UK premium-rate spam writes those).
 */
const OPT_OUT_LINE =
  /(?<![a-z])(?:txt|text|reply|send|repondez|repondre|textez|envoyez) (?:"?stop"?|arret) (?:to|2|pour) (?:opt[ -]?out|unsubscribe|(?:vous )?desabonner|vous desinscrire|ne plus recevoir)(?![a-z])/;
/** Any phone number, national or international: 9 to 15 digits with the usual separators. */
const ANY_PHONE = /(?<![\d+])\+?\(?\d[\d .()-]{7,18}\d(?!\d)/g;
/** "Sephora: …", "Old Navy: …", "SAQ : …": the sender's name the message starts with. */
const SENDER_TAG = /^[ \t]*([a-z][a-z0-9'&. -]{1,24}?) ?:/;
/** A call to be made now: "call us immediately", "call now", "appelez immédiatement" (never calm). */
const URGENT_CALL =
  /(?<![a-z])(?:call|phone|contact|appelez|contactez|composez)(?: us| our [a-z ]{1,20}| nous)? (?:now|immediately|urgently|right away|asap|today|immediatement|maintenant|sans delai|d'urgence|au plus vite)(?![a-z])|(?<![a-z])(?:immediately|urgently|now|immediatement) (?:call|phone|contact|appelez|contactez)(?![a-z])/;

/** Identity or card details to give on the call: a vishing script, not a helpline. */
const CALL_TO_VERIFY =
  /(?<![a-z])(?:verify|confirm|validate) your (?:identity|details|card|account)(?![a-z])|(?<![a-z])(?:verifier|confirmer|valider) (?:votre|vos) (?:identite|renseignements|informations|carte)(?![a-z])/;

/** Whether the text holds a phone number of 9 to 15 digits (bounded scan). */
export function hasPhoneNumber(text: string): boolean {
  ANY_PHONE.lastIndex = 0;
  let m: RegExpExecArray | null;
  let examined = 0;
  let found = false;
  while (!found && examined < MAX_PHONES && (m = ANY_PHONE.exec(text)) !== null) {
    examined += 1;
    let digits = 0;
    for (const ch of m[0]) if (ch >= '0' && ch <= '9') digits += 1;
    found = digits >= 9 && digits <= 15;
  }
  ANY_PHONE.lastIndex = 0;
  return found;
}

/** Issue 23's lure families: openers, callbacks, money received, gambling, loans, subscription traps. */
export function addLureFindings(
  c: Collector,
  original: string,
  norm: NormalizedMessage,
  links: readonly FoundLink[],
): void {
  const text = norm.folded;
  let organiser: boolean | undefined; // `namesOrganiserPlan`, read once per text (round 19)
  const organiserPlan = (): boolean => (organiser ??= namesOrganiserPlan(text));
  calmPersonalNews(c, text, links, organiserPlan);
  const disguised = disguisedWord(original);
  if (disguised !== null) add(c, 'message-disguised-word', { phrase: disguised, phrases: [disguised] });
  const head = text.slice(0, OPENER_CONTEXT_WINDOW);
  const openers = findAll(OPENERS, head);
  if (openers.length === 0) openers.push(...guardedOpeners(head));
  // Round 11: a stranger's opener read by its structure (a name given, a hook, a question).
  if (openers.length === 0 && links.length === 0) openers.push(...structuralOpener(original, norm));
  // "Long time no see! Saw your post, congrats…": a friend who knows the reader's news, not a
  // stranger, when "long time" is the only opener and nothing else is offered (checked at the end).
  // "It's Priya from the daycare, we met at pickup": a parent, not a stranger (round 8).
  const friend =
    openers.length > 0 &&
    links.length === 0 &&
    ((openers.every((m) => LONG_TIME.test(text.slice(m.start, m.end))) && FRIEND_NEWS.test(text)) ||
      namesParentsContext(text) ||
      namesSharedList(text) ||
      namesServiceVisit(text) ||
      organiserPlan());
  if (!friend) addPhraseFinding(c, 'message-conversation-opener', original, norm, openers.slice(0, 1));
  for (const [code, list] of MORE)
    if (!c.codes.has(code)) {
      const found = findAll(list, text, 1);
      addPhraseFinding(c, code, original, norm, found.length > 0 ? found : numberLed(code, text));
    }
  // "I made 30% this week, want me to show you how?": a gain over days or weeks (round 9).
  if (!c.codes.has('message-guaranteed-returns') && text.includes('%'))
    addPhraseFinding(c, 'message-guaranteed-returns', original, norm, scanPlain(SHORT_GAIN, text));
  // "Invest $250 and receive $5,000 in 7 days": a sum in, a bigger sum out (round 11).
  if (!c.codes.has('message-guaranteed-returns') && (text.includes('invest') || text.includes('placez')))
    addPhraseFinding(c, 'message-guaranteed-returns', original, norm, scanPlain(INVEST_TO_RECEIVE, text));
  // Round 8: tolls and fines, a refund "pending", a new device, an expired subscription, with a link.
  if (links.length > 0)
    for (const { code, guard, compiled } of LINKED)
      if (!c.codes.has(code) && guard.some((g) => text.includes(g))) {
        const found = scanPlain(compiled, text);
        if (found.length > 0 && hasUnofficialLink(norm, links))
          addPhraseFinding(c, code, original, norm, found);
      }
  // Round 11: a health card or a licence "to renew" by a link off every government host.
  if (links.length > 0 && !c.codes.has('message-threat'))
    addPhraseFinding(
      c,
      'message-threat',
      original,
      norm,
      renewalByLink(
        text,
        links.map((l) => l.host),
      ),
    );
  // "Here is a small gift for you: bit.ly/…": a gift handed out with a link.
  if (links.length > 0 && !c.codes.has('message-prize'))
    addPhraseFinding(c, 'message-prize', original, norm, findAll(GIFT, text, 1));
  const lure = findAll(CALLBACK_LURE, text, 1)
    .concat(findAll(CALL_US_BACK, text, 1))
    .concat(numberLed('message-callback-lure', text));
  if (
    lure.length > 0 &&
    (links.length > 0 ||
      hasPhoneNumber(norm.text) ||
      OPT_OUT_NUMBER.test(text) ||
      findAll(REPLY_ACCEPT, text, 1).length > 0 ||
      REPLY_KEYWORD.test(original))
  )
    addPhraseFinding(c, 'message-callback-lure', original, norm, lure);
  // "Reply YES for a free quote": the reply is the callback.
  else addPhraseFinding(c, 'message-callback-lure', original, norm, findAll(REPLY_OFFER, text, 1));
  // "Your Norton plan renewed for $399.99. To cancel, call 1-855-…": a charge the reader is told to
  // phone about to undo (round 9); never an appointment's "to cancel, call".
  if (
    !c.codes.has('message-callback-lure') &&
    c.codes.has('message-money-amount') &&
    CANCEL_GUARDS.some((g) => text.includes(g)) &&
    CHARGE_WORD.test(text) &&
    !BOOKING_WORD.test(text) &&
    hasPhoneNumber(norm.text)
  )
    addPhraseFinding(c, 'message-callback-lure', original, norm, scanPlain(CALL_TO_UNDO, text));
  // "A cash offer on your house… any interest?": the reply is the callback.
  if (!c.codes.has('message-callback-lure')) {
    const house = findAll(HOUSE_WORD_LIST, text, 1).length > 0 ? scanPlain(HOUSE, text) : [];
    if (house.length > 0 && (links.length > 0 || ASKS_REPLY.test(text) || hasPhoneNumber(norm.text)))
      addPhraseFinding(c, 'message-callback-lure', original, norm, house);
    // Round 11: "cash" with a buyer or an offer and a house or a street address, and something asked.
    else addPhraseFinding(c, 'message-callback-lure', original, norm, cashHouseOffer(text));
  }
  // Money received, or (lead, round 15) said to be owed to the reader: either beside a reply to accept.
  const received = findAll(RECEIVED, text, 1).concat(findAll(OWED, text, 1));
  if (received.length > 0) {
    const reply = findAll(REPLY_ACCEPT, text, 1);
    if (reply.length > 0)
      addPhraseFinding(c, 'message-money-received-reply', original, norm, [...received, ...reply]);
  }
  // "Reply YES to receive your $750 payment": the money and the reply in one phrase.
  addPhraseFinding(c, 'message-money-received-reply', original, norm, findAll(REPLY_RECEIVE, text, 1));
  const gambling = findAll(GAMBLING_LIST, text, 1).concat(numberLed('message-gambling', text));
  addPhraseFinding(
    c,
    'message-gambling',
    original,
    norm,
    gambling.length > 0 ? gambling : links.length > 0 ? findAll(CASINO, text, 1) : [],
  );
  addPhraseFinding(c, 'message-loan-offer', original, norm, findAll(LOANS, text, 1));
  addPhraseFinding(c, 'message-subscription-trap', original, norm, findAll(SUBSCRIPTION, text, 1));
  addMistakenPaymentAndShift(c, original, norm, links.length > 0);
  if (friend && THEME_CODES.some((code) => c.codes.has(code)))
    addPhraseFinding(c, 'message-conversation-opener', original, norm, openers.slice(0, 1));
  // A lock with no way in but the service's own (round 10).
  if (c.codes.has('message-account-locked') && links.length === 0 && !ASKS_REPLY.test(text))
    calmOwnChannelLock(c, text, hasPhoneNumber(norm.text));
}

/**
 * A bank's helpline in international form ("+65 6222 2121") in a transaction alert: the number is
 * the bank's, counted once as a callback number, not as a number abroad. A premium-rate number (UK
 * 09…, 087…) never is.
 */
function dropHelplineAbroad(c: Collector): void {
  const i = c.findings.findIndex(
    (f) => f.code === 'message-premium-number' && String(f.parameters?.phoneNumber ?? '').startsWith('+'),
  );
  if (i < 0) return;
  c.findings.splice(i, 1);
  c.codes.delete('message-premium-number');
}

/** Whether a finding that deceives (a bad link, a request, a lure) is already there. */

/**
 * Context that lowers (issue 23), never a free pass: added only when no deceptive finding is
 * there. A transaction alert (a masked account or card number or a stated balance, an amount and a
 * debit/credit word, and no call to phone right away); a message whose links all go to the domain of
 * a name it is signed with or writes as a word. Returns whether one of the two was found: then the
 * model, fitted mostly on personal chat, weighs as weak. (An opt-out line alone is no such context:
 * the premium-rate spam of UCI carries one as often as a shop's promotion does.)
 */
export function addBusinessContext(
  c: Collector,
  norm: NormalizedMessage,
  links: readonly FoundLink[],
  hasAmount: boolean,
): boolean {
  calmSenderPromise(c, norm);
  calmOfficialNotice(c, norm.folded);
  calmLotteryPromotion(c, norm.folded, links);
  // An alert's shape: a masked account or a stated balance, an amount and a transaction word; never
  // when it asks to call a number right away (a fake fraud alert's callback).
  // The balance only when there is an amount to go with it (the common case: no alert at all).
  const otherAmount = (): boolean => OTHER_CURRENCY_AMOUNT.test(norm.text) || AMOUNT_FIELD.test(norm.text);
  // Round 16: a payment rail's receipt naming the other party stands for the masked account.
  // Round 17: so does the bank's receipt of money the reader sent, the payee named, with no urgency.
  const sent = c.codes.has('message-urgency') ? null : sentReceipt(norm.text);
  let masked = MASKED_ACCOUNT.exec(norm.text) ?? RAIL_RECEIPT.exec(norm.text) ?? sent;
  // "Did you attempt a $612.44 purchase … card ending 5566? Reply YES or NO": the bank's own check
  // of a transaction, its "fraud alert" or "unusual activity" words no lure (round 9).
  if (
    masked !== null &&
    hasAmount &&
    links.length === 0 &&
    c.codes.has('message-account-locked') &&
    isOnlyDeceptiveSign(c, 'message-account-locked') &&
    norm.folded.includes('reply') &&
    FRAUD_CHECK.test(norm.folded) &&
    !hasPhoneNumber(norm.text)
  )
    dropFinding(c, 'message-account-locked');
  // "Your card ending 4471 has been blocked after 3 wrong PIN attempts. Call …": the bank's own
  // notice of the holder's tries (round 14).
  // Round 15: with no other deceptive sign and no call "right away", its number is the bank's
  // helpline (not a callback lure) and the model weighs as beside an alert.
  const ownPinLock =
    masked !== null &&
    links.length === 0 &&
    (!c.codes.has('message-account-locked') || isOnlyDeceptiveSign(c, 'message-account-locked')) &&
    WRONG_PIN_LOCK.test(norm.folded);
  if (ownPinLock) dropFinding(c, 'message-account-locked');
  // "Int purchase USD 33.41 at STEAM card ..6087": the merchant's name, then the holder's own card.
  if (
    masked !== null &&
    links.length === 0 &&
    isOnlyDeceptiveSign(c, 'message-gift-card') &&
    MERCHANT_BEFORE_OWN_CARD.test(norm.folded)
  )
    dropFinding(c, 'message-gift-card');
  let amount = false;
  if (masked === null && BALANCE_WORD.test(norm.text) && (amount = hasAmount || otherAmount()))
    masked = BALANCE_STATEMENT.exec(norm.text);
  const alert =
    masked !== null &&
    (amount || hasAmount || otherAmount()) &&
    (findAll(TRANSACTION, norm.folded, 1).length > 0 || STATEMENT_WORD.test(norm.folded)) &&
    !URGENT_CALL.test(norm.folded) &&
    (links.length === 0 || alertLinksOwn(c, norm.folded, links));
  if (alert) {
    const deceptive = DECEPTIVE_CODES.filter((code) => c.codes.has(code));
    if (deceptive.length === 1 && deceptive[0] === 'message-premium-number') dropHelplineAbroad(c);
  }
  if (hasDeceptiveSign(c)) return false;
  if (ownPinLock && !URGENT_CALL.test(norm.folded) && !CALL_TO_VERIFY.test(norm.folded)) {
    dropFinding(c, 'message-callback-number');
    return true;
  }
  if (alert && masked !== null) add(c, 'message-transaction-alert', { phrase: masked[0] });
  // "…by Interac e-Transfer. Funds are deposited.": the bank's notice of money already in the
  // account (round 8); "Winners: … Txt STOP to opt out": a shop signed at the start with its
  // opt-out line and no link. Only the model is calmed (no score taken off).
  // Round 16: a lender's reminder with nothing to click, call, answer or pay to; its late-fee words
  // are no lure. An address or payment handle ("pay via UPI to quickloan@ybl") is somewhere to pay.
  if (
    links.length === 0 &&
    DUE_REMINDER.test(norm.folded) &&
    !norm.text.includes('@') &&
    !hasPhoneNumber(norm.text) &&
    !ASKS_REPLY.test(norm.folded)
  ) {
    dropFinding(c, 'message-urgency');
    return true;
  }
  if (links.length === 0)
    return (
      alert ||
      (norm.folded.includes('depos') && isAutodeposited(norm.folded)) ||
      ((norm.folded.includes('stop') || norm.folded.includes('arret')) &&
        SENDER_TAG.test(norm.text) &&
        OPT_OUT_LINE.test(norm.folded))
    );
  if (c.codes.has('message-link-official')) {
    calmOwnPromotion(c, norm.folded);
    return alert;
  }
  const tag = SENDER_TAG.exec(norm.text.slice(0, 40))?.[1];
  const name = tag?.replace(/[^a-z0-9]/g, '') ?? '';
  const tagged =
    name.length >= 2 &&
    links.every((l) => {
      const domain = ownDomain(l);
      if (domain === null) return false;
      const label = domain.slice(0, domain.indexOf('.'));
      const host = l.host ?? '';
      // "oldnavy.gap.com" for "Old Navy", "dominos.ca" for "Domino's", "saq.com" for "SAQ", "hm.com"
      // for "H&M"; not the name on a stranger's odd domain ("chase.verify-id.associates",
      // "lowes.survey-gift.com").
      // "Petro-Canada" and petro-canada.ca (round 16): the hyphen written in both.
      if (
        label === name ||
        (label.includes('-') && tag?.includes('-') === true && label.replace(/-/g, '') === name)
      )
        return true;
      return (
        name.length >= 3 &&
        host.split('.').includes(name) &&
        hasCommonTld(host) &&
        !(label.length >= 9 && label.includes('-'))
      );
    });
  if (tagged && tag !== undefined) {
    add(c, 'message-link-sender-domain', { sender: tag, host: links[0]?.host ?? '' });
    calmOwnPromotion(c, norm.folded);
    return true;
  }
  // "Your order was delivered. More info at Lybrate: lybr.at/…": a delivery or order notice whose
  // short link is the start of a name it writes (a company's own short domain).
  // Round 17: or a government's own site (a province's renewal notice).
  const carrier =
    shortOwnLink(norm.folded, links) ?? (onGovernmentSites(links) ? (links[0]?.host ?? null) : null);
  if (carrier !== null) {
    add(c, 'message-link-sender-domain', { sender: carrier, host: links[0]?.host ?? '' });
    return true;
  }
  // "Your Sobeys order… sobeys.com/orders": the link's own name is written near the start as a word.
  // Only the model is calmed (no score taken off): UCI's premium-rate spam names its own site too.
  // Two shapes of a business's own notice take 10 off as well (round 12): a one-time code that
  // names its service and links only to that name ("482913 is your SAQ code. Only enter it on
  // saq.com"), and a bill notice with its amount and due date ("Your Airtel bill of Rs 849 is due
  // on 13/09, pay at airtel.in/pay to avoid a late fee", whose deadline is the bill's due date).
  // Names of 3 letters too, there. Never with a deceptive sign (returned above).
  const named = namedInText(norm.folded, links, OWN_NOTICE_MIN_NAME);
  if (named !== null) {
    const code = c.codes.has('message-verification-code') && !c.codes.has('message-code-request');
    const bill = hasAmount && BILL_DUE.test(norm.folded);
    if (code || bill) {
      add(c, 'message-link-sender-domain', { sender: named, host: links[0]?.host ?? '' });
      if (bill) dropFinding(c, 'message-urgency');
      return true;
    }
  }
  return alert || (named !== null && named.length >= NAMED_MIN_NAME);
}

/** Shortest own name read in a one-time code or a bill notice (round 12): "SAQ", "Jio". */
const OWN_NOTICE_MIN_NAME = 3;
/** Shortest own name read elsewhere. */
const NAMED_MIN_NAME = 4;
/** A bill notice: "bill of Rs 849 … is due on", « facture de 84,20 $ … échéance ». */
const BILL_DUE =
  /(?<![a-z])(?:bill|invoice|statement|facture|releve)(?![a-z])(?:[^.!?]|\.(?=\d)){0,80}?(?<![a-z])(?:due|echeance|payable)(?![a-z])/;

/**
 * A shop's promotion whose every link is on its own site and which carries its opt-out line ("Roots:
 * final hours of our sale, shop roots.com before midnight. Txt STOP to unsubscribe"): the deadline
 * is a sale's end, not a pressure towards someone else's page (round 9). Called with no deceptive
 * sign there.
 */
function calmOwnPromotion(c: Collector, text: string): void {
  if (
    c.codes.has('message-urgency') &&
    (text.includes('stop') || text.includes('arret')) &&
    OPT_OUT_LINE.test(text)
  )
    dropFinding(c, 'message-urgency');
}

const DEADLINES = compileSignal(URGENCY);
/** The sender's own promise right before a deadline: "we will reply within 24 hours". */
const SENDER_PROMISE =
  /(?:we will|we'll|we shall|our (?:team|agents?|staff) will|nous vous (?:repondrons|contacterons|rappellerons)|nous allons vous (?:repondre|contacter|rappeler)) (?:reply|respond|get back to you|contact you|call you back|be in touch)? ?$/;

/**
 * "Thank you for contacting us. We will reply within 24 hours": the deadline is the sender's
 * promise, not a pressure on the reader. The urgency finding goes when every deadline it found
 * follows such a promise.
 */
function calmSenderPromise(c: Collector, norm: NormalizedMessage): void {
  if (!c.codes.has('message-urgency')) return;
  const text = norm.folded;
  const deadlines = evaluateSignal(DEADLINES, text);
  if (deadlines.length === 0) return;
  if (deadlines.every((m) => SENDER_PROMISE.test(text.slice(Math.max(0, m.start - 48), m.start))))
    dropFinding(c, 'message-urgency');
}

/** An alert's shape, the sender's own link or the named brand's official site was found. */
export function hasReassuringFinding(c: Collector): boolean {
  return (
    c.codes.has('message-transaction-alert') ||
    c.codes.has('message-link-sender-domain') ||
    c.codes.has('message-link-official')
  );
}

/** Lowest score of `suspicious`. */
const SUSPICIOUS_MIN = VERDICT_BANDS.find((b) => b.verdict === 'suspicious')?.minScore ?? 40;
/** The model's findings, strongest first: each steps down to the next. */
const MODEL_STEPS: readonly MessageFindingCode[] = [
  'message-model-strong',
  'message-model',
  'message-model-weak',
];

/**
 * The model's opinion alone never reaches `suspicious` (issue 23): with no scam theme and no
 * deceptive sign, its finding steps down a band while the total would reach it ("debited", an
 * amount and a helpline weighed 30 + 4 + 10). A step takes 10 or 15 points off a total of 40 or
 * more, so a message the model flagged stays flagged (`caution`).
 */
export function keepModelUnderSuspicious(c: Collector): void {
  if (!c.codes.has('message-model-strong') && !c.codes.has('message-model')) return;
  if (THEME_CODES.some((code) => c.codes.has(code)) || hasDeceptiveSign(c)) return;
  for (let step = 0; step < MODEL_STEPS.length - 1; step += 1) {
    const code = MODEL_STEPS[step];
    const next = MODEL_STEPS[step + 1];
    if (code === undefined || next === undefined) return;
    const i = c.findings.findIndex((f) => f.code === code);
    if (i < 0) continue;
    let total = 0;
    for (const f of c.findings) total += f.scoreImpact;
    if (total < SUSPICIOUS_MIN) return;
    const finding = c.findings[i];
    if (finding === undefined) return;
    c.findings[i] = makeFinding(next, MESSAGE_RULES, finding.parameters);
    c.codes.delete(code);
    c.codes.add(next);
  }
}

/** "Verify your account", "confirmez votre identité": what a one-time code is for, in a code message. */
const CODE_PURPOSE =
  /^(?:verify|confirm|validate) your (?:account|identity)$|^(?:verifiez|verifier|confirmez|confirmer|validez|valider) votre (?:compte|identite)$/;

/**
 * A one-time code message that carries its own code ("482913 is your code, valid 10 minutes; if
 * this was not you, contact us as soon as possible") and links nowhere but to the site of a brand
 * it names: its deadline is the code's validity and "verify your account" is what the code is for,
 * not a threat. Nothing is dropped when the message asks for a code or links elsewhere. Returns
 * whether the message was calmed.
 */
export function calmOwnCode(c: Collector, unofficialLink: boolean): boolean {
  if (c.codes.has('message-code-request') || unofficialLink) return false;
  dropFinding(c, 'message-urgency');
  // "Your Coinbase code is …": the service's name, not an investment pitch.
  dropFinding(c, 'message-crypto');
  const locked = c.findings.find((f) => f.code === 'message-account-locked');
  const phrases = locked?.parameters?.phrases;
  if (Array.isArray(phrases) && phrases.every((p) => CODE_PURPOSE.test(normalizeMessage(String(p)).folded)))
    dropFinding(c, 'message-account-locked');
  return true;
}

/**
 * A code message that names its service: "Your Rogers verification code", "Your TD security code",
 * "Votre code Desjardins est", "Shopify: …" (a sender tag at the start).
 */
const NAMED_CODE =
  /(?:^|[^a-z])your (?!(?:verification|security|login|one-time|confirmation|access|auth|otp|code|new|own)(?![a-z]))[a-z][a-z0-9&'.-]{1,20}(?: [a-z][a-z0-9&'.-]{1,20})? (?:(?:verification|security|login|one-time|confirmation|access|sign-in) )?(?:code|otp|passcode)(?![a-z])|(?:^|[^a-z])votre code (?!(?:de|d'|est|a|pour|unique|temporaire)(?![a-z]))[a-z][a-z0-9&'.-]{1,20} (?:est|:)|^[ \t]*[a-z][a-z0-9'&. -]{1,24}? ?:/;

/** Whether a code message names the service it comes from. */
export function namesItsService(folded: string): boolean {
  return NAMED_CODE.test(folded);
}

/** Whether the text asks to phone right away ("call us immediately", "appelez maintenant"). */
export function asksToCallNow(folded: string): boolean {
  return URGENT_CALL.test(folded);
}
