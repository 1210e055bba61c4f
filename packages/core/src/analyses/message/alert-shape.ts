/**
 * The shape of a bank or card transaction alert (issue 23): amounts in other currencies, a stated
 * balance, an amount field, a card statement's words, the bank's own fraud check, and whether an
 * alert's links are on the bank's own name (round 9). Used by `addBusinessContext` in `families.ts`.
 */
import { dropFinding, isOnlyDeceptiveSign, type Collector } from './collector.js';
import { hasCommonTld, type FoundLink } from './links.js';

/** Amounts in currencies `MONEY` does not read, for transaction alerts only ("SGD 320.00", "AUD 56.80"). */
export const OTHER_CURRENCY_AMOUNT =
  /(?<![a-z])(?:sgd|aud|nzd|hkd|zar|myr|chf|jpy|aed|sar|qar|php|mxn|brl|ngn|kes|ksh|ghs|ugx|tzs|egp|pkr|lkr|bdt|idr|thb|rm|r|s\$|a\$|nz\$|hk\$)\.? ?\d|[₦₱₩฿₫₪₺]/;
/**
 * A balance stated with its figure, the other half of a transaction alert's shape when no masked
 * account is written: "Avl Bal: INR 42,310.55", "new balance is PHP 2,033.50", "Solde : 540,08 $",
 * "Available credit $3,975.83", "Avl Lmt INR 58,221.40", and in the currencies of mobile money and of
 * banks elsewhere (round 14): "Current Balance: GHS 612.40", "Balance Tk 1,284.75", "Avl bal AED
 * 14,902.33". Read on the normalised text.
 */
export const BALANCE_STATEMENT =
  /(?<![a-z])(?:bal(?:ance)?|solde(?: disponible)?|available credit|avail(?:able)? credit|avl\.? lmt|available limit)(?: is| de| of)?[ .:]{0,3}(?:(?:cad|usd|us|ca|au|nz|s|hk|a)?[$£€₹₦₱] ?|(?:inr|rs|php|ngn|kes|ksh|usd|cad|gbp|eur|aud|nzd|sgd|zar|myr|rm|r|n|ghs|gh₵|bdt|tk|pkr|aed|sar|qar|idr|rp|brl|r\$|mxn|egp|ugx|tzs|lkr|thb)\.? ?)?\d/;
/** Cheap test before `BALANCE_STATEMENT`: one of its words is there. */
export const BALANCE_WORD = /bal|solde|credit|lmt|limit/;
/**
 * An alert's amount field with no currency: "Amt: 5,000.00", "CR Amt:250,000.00", "Montant : 45,00";
 * an amount right after the debit or credit word ("debited by 250.0", "credited with 5000", round 9).
 */
export const AMOUNT_FIELD =
  /(?<![a-z])(?:amt|amount|montant)[ .:]{0,3}(?:[a-z]{1,3}\.? ?)?\d|(?<![a-z])(?:debited|credited) (?:by|with|for) \d/;
/**
 * A card statement's words (round 9): "Total due Rs 24,310.00, Min due Rs 1,216.00". Tested only
 * once a masked number and an amount are there (kept out of the phrase index: "total" and "min" are
 * common first words).
 */
export const STATEMENT_WORD = /(?<![a-z])(?:statement|(?:total|min|minimum) (?:amount )?due)(?![a-z])/;
/**
 * A bank's own fraud check (round 9): "Did you attempt a $612.44 purchase at BESTBUY on card ending
 * 5566? Reply YES or NO", "Reply Y if you made a £430.00 payment … or N if you did not". Calm only
 * with a masked card, an amount, no link and no phone number: the fake one gives a number to call
 * or a link.
 */
export const FRAUD_CHECK =
  /(?<![a-z])(?:did you (?:make|attempt|authori[sz]e|use|try)|reply (?:y|yes) if you (?:made|attempted|authori[sz]ed|used))(?![a-z])[^?]{0,120}(?:\?|or n(?:o)? if)[^.]{0,60}|(?<![a-z])reply (?:y(?:es)?|1) (?:or|\/) (?:n(?:o)?|2)(?![a-z])/;

/**
 * A card blocked after the holder's own wrong PIN tries (round 14): "has been blocked after 3 wrong
 * PIN attempts", « bloquée après 3 essais de NIP erronés ». The reader knows whether they typed it;
 * calm only with a masked card, no link and no other deceptive sign (a scam's lock gives another
 * reason: "suspicious activity", "a failed security check"). Round 15: "the wrong PIN was entered 3
 * times", "too many incorrect PIN attempts"; its number is then the bank's helpline (`families.ts`).
 */
export const WRONG_PIN_LOCK =
  /(?<![a-z])(?:after|due to|following) (?:\d|three|too many|several|multiple) (?:wrong|incorrect|invalid|failed|unsuccessful) (?:pin|nip)(?![a-z])|(?<![a-z])(?:the )?(?:wrong|incorrect|invalid) (?:pin|nip) (?:was |has been )?entered (?:\d|three|too many|several|multiple) times(?![a-z])|(?<![a-z])too many (?:wrong|incorrect|invalid|failed|unsuccessful) (?:pin|nip) (?:attempts|entries|tries)(?![a-z])|(?<![a-z])(?:apres|suite a) (?:\d|trois|plusieurs|trop de) (?:essais|tentatives) (?:de (?:nip|code) )?(?:errone|incorrect|invalide)e?s?(?![a-z])/;

/**
 * A merchant whose name is a gift card's, followed by the holder's own masked card (round 14):
 * "Int purchase USD 33.41 at STEAM card ..6087", "at APPLE card ending 4471". Not "buy a Steam card".
 */
export const MERCHANT_BEFORE_OWN_CARD =
  /(?<![a-z])(?:itunes|google play|steam|razer gold|vanilla|apple|amazon) (?:gift )?cards? (?:ending(?: in| with)? ?:? ?|(?:x{2,8}|\*{1,8}|\.{2,3}))\d{3,5}(?!\d)/;

/** Characters at the start of an alert where the bank names itself. */
const ALERT_NAME_WINDOW = 100;

/**
 * Whether every link of a transaction alert is on the bank's own site (round 9): the official site
 * of a brand it names, or a registrable name written in the alert's first 100 characters without
 * its spaces ("HDFC Bank" and hdfcbank.com, "Barclaycard" and barclaycard.co.uk), on a common TLD,
 * with no hyphen and no link signal, or a short form of it ("hdfcbk.io" of "HDFC Bank"). "SBI: Rs
 * 49,999 debited … click sbi-kyc-update.in" is not.
 */
export function alertLinksOwn(c: Collector, text: string, links: readonly FoundLink[]): boolean {
  if (c.codes.has('message-link-official')) return true;
  const compact = text.slice(0, ALERT_NAME_WINDOW).replace(/[^a-z0-9]+/g, '');
  return links.every((l) => {
    const host = l.host;
    const domain = l.inspection?.registrableDomain ?? null;
    if (host === null || domain === null || l.signals.size > 0 || !hasCommonTld(host)) return false;
    const label = domain.slice(0, domain.indexOf('.'));
    return (
      label.length >= 3 &&
      /^[a-z0-9]+$/.test(label) &&
      (compact.includes(label) || abbreviates(compact, label))
    );
  });
}

/** Letters a bank's short domain may skip of the name it shortens ("hdfcbk" of "hdfcbank"). */
const ABBREVIATION_SLACK = 6;

/**
 * Whether `label` shortens a name written in `compact` (the text without spaces): its first four
 * letters start the name and the rest of its letters follow in order within a few letters
 * ("hdfcbk" and "HDFC Bank"). Labels of five letters or more.
 */
function abbreviates(compact: string, label: string): boolean {
  if (label.length < 5) return false;
  for (let i = compact.indexOf(label.slice(0, 4)); i >= 0; i = compact.indexOf(label.slice(0, 4), i + 1)) {
    const end = Math.min(compact.length, i + label.length + ABBREVIATION_SLACK);
    let j = i + 4;
    let k = 4;
    while (k < label.length && j < end) {
      if (compact.charCodeAt(j) === label.charCodeAt(k)) k += 1;
      j += 1;
    }
    if (k === label.length) return true;
  }
  return false;
}

/**
 * A receipt of money moved on an instant-payment rail, with the other party named (round 16): "You
 * have received SGD 120.00 via PayNow from LEE MEI XIN", "sent PHP 500.00 via GCash to …". Stands for
 * the masked account of a transaction alert: the bank's system text names the rail and the person.
 * Read on the normalised text.
 */
export const RAIL_RECEIPT =
  /(?<![a-z])(?:received|sent|transferred) (?:(?:sgd|s\$|php|inr|rs\.?|myr|rm|hkd|kes|ksh|ngn|usd|cad|\$) ?)?\d[\d,]*(?:\.\d{1,2})? (?:via|by|through) (?:paynow|paylah!?|fast|gcash|maya|upi|duitnow|fps|m-?pesa|instapay|pesonet)(?: transfer)? (?:from|to) [a-z]/;

/**
 * The bank's receipt of money the reader sent, with the payee named (round 17): "You sent $120.00 by
 * Interac e-Transfer to ALEX MARTIN", "You sent $40.00 to Kevin L. with Zelle", "$85.00 was sent by
 * Interac e-Transfer to …" (never beside urgency: "call … immediately to stop it" is the scam's), « Vous avez envoyé 250,00 $ à JEAN ROY par virement Interac », « virement
 * Interac de 512,34 $ envoyé à … »; round 21: "You made a $1,200.00 transaction with Zelle to JORDAN P",
 * "A $250.00 Zelle payment was sent to MARIA G". Stands for an alert's masked account like `RAIL_RECEIPT`: its "not
 * you? call" is then the bank's helpline unless the call is asked right away or a link goes elsewhere.
 * Read on the normalised text.
 */
export const SENT_RECEIPT =
  /(?<![a-z])(?:(?:you sent|was sent) (?:(?:cad|usd|us|ca)?\$ ?)?\d[\d,]*(?:\.\d{2})?|\$ ?\d[\d,]*(?:\.\d{2})? (?:was|has been) sent) (?:to [a-z][a-z.' -]{1,40}? (?:by|with|via|through) (?:interac e-transfer|e-transfer|zelle)|(?:by|with|via|through) (?:interac e-transfer|e-transfer|zelle) to [a-z])|(?<![a-z])(?:vous avez envoye|a ete envoye) [\d ,.]{1,14}\$ a [a-z][a-z.' -]{1,40}? par virement interac|(?<![a-z])virement interac de [\d ,.]{1,14}\$ envoye a [a-z]|(?<![a-z])(?:you (?:made|sent) an? \$ ?\d[\d,]*(?:\.\d{2})? (?:transaction|payment|transfer) (?:with|via|through) zelle to [a-z]|an? \$ ?\d[\d,]*(?:\.\d{2})? zelle (?:payment|transfer) (?:was|has been) sent to [a-z])/;

/** `SENT_RECEIPT`'s match in `text`, tried only when one of its words is there. */
export function sentReceipt(text: string): RegExpExecArray | null {
  return /sent|envoye|zelle/.test(text) ? SENT_RECEIPT.exec(text) : null;
}

/**
 * A loan or instalment reminder (round 16): "your loan repayment of N25,000.00 is due on 05/12/2025",
 * « votre versement de 412,55 $ sera prélevé le 5 décembre »; round 17: one that "has not been paid",
 * "is overdue", « est en retard ». With no link, no phone number and no
 * reply asked, its "to avoid penalty charges" is the lender's notice, not pressure: the only way to act
 * is the lender's own app or account.
 */
export const DUE_REMINDER =
  /(?<![a-z])(?:repayment|instal?ment|emi|loan payment|versement|remboursement|mensualite)s? (?:amount )?(?:of|de) (?:[^.;!?]|[.,]\d){1,30}? (?:(?:is|will be|est|sera) (?:due|payable|du|exigible|preleve)(?: on| by| le| tomorrow| today| demain)|has not been paid|is (?:overdue|past due)|remains unpaid|est en retard|n'a pas ete (?:paye|preleve))(?![a-z])/;

/** A billing notice's request: "update your payment method", "payment failed", « paiement refusé ». */
const BILLING_UPDATE =
  /(?<![a-z])(?:(?:update|verify|confirm) your (?:billing|payment)|payment (?:method |details |info )?(?:has )?(?:failed|was declined|declined|unsuccessful)|(?:mettez|mettre) a jour (?:vos|votre) (?:informations|moyen|mode) de (?:paiement|facturation)|paiement (?:a ete )?(?:refuse|echoue))/;

/**
 * A brand's notice whose every link is on the official site of the brand it names, with no other
 * deceptive sign: "Netflix: your payment failed, update it at netflix.com/account" (round 8), and a
 * carrier's fee or duty to pay on its own site, "DHL Express: … held for customs duties of $18.42.
 * Pay at dhl.com/ca" (round 16): the link goes where the brand really is, so the request is the
 * brand's own. `text` is the folded text.
 */
export function calmOfficialNotice(c: Collector, text: string): void {
  if (!c.codes.has('message-link-official')) return;
  if (isOnlyDeceptiveSign(c, 'message-account-locked') && BILLING_UPDATE.test(text))
    dropFinding(c, 'message-account-locked');
  if (isOnlyDeceptiveSign(c, 'message-parcel-fee')) dropFinding(c, 'message-parcel-fee');
}
