/**
 * Issue 23, round 16 (helper message17): the "sent you money by mistake, send it back" scam, a payment
 * rail's receipt as an alert, a lender's due reminder, a booked shift's hourly wage, more loan and
 * debt-relief wordings, a hyphenated sender name and its domain. Every example is written for this
 * file (none comes from a corpus, a template generator or the round's blind lists).
 */
import { describe, expect, it } from 'vitest';
import { isShiftNotice, mistakenPayment } from './mistaken.js';
import { codes, verdict } from './test-helpers.js';

describe('issue 23 round 16: money "sent by mistake"', () => {
  it.each([
    'Hi there, I mistakenly transferred $350 to this number. It was for my daughter. Please send it back, thank you.',
    'Hello, my husband sent you 180 dollars by error on Venmo. Could you refund it to @tom-b-22? God bless',
    'Bonsoir, je vous ai envoyé 275 $ par erreur avec Interac. Pouvez-vous me les retourner? Merci beaucoup.',
    'Airtel Money: you have received Ksh2,300 by mistake from PETER OTIENO. Kindly send it back to 0733 555 019.',
    'Hello I wrongly sent you $200 on Cash App, please send it back to $jmiller22',
    'I sent you 300 dollars by mistake. My bank will reverse it anyway, so please send it back today.',
  ])('flags « %s »', async (text) => {
    expect(await codes(text)).toContain('message-mistaken-payment');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    'lol I sent you the $12 twice by accident, just send one back whenever',
    'Oh you sent me $30 by mistake I think, want me to send it back?',
    'Je t’ai envoyé le 40 $ en double par erreur, renvoie-moi 20 $ quand tu peux',
    'Sorry, I sent you the wrong file by mistake. Here is the right one.',
    'RBC: A payment of $250.00 was credited to your account in error. We will reverse the payment on Dec 3.',
    'Desjardins : un dépôt de 300 $ a été fait par erreur dans votre compte. Nous allons retourner le montant le 4 décembre.',
    'Amazon: we sent you a duplicate item by mistake. Please return it with the prepaid label.',
    'FYI the bank deposited my $1,200 paycheque into your account by error. They will reverse it tomorrow, nothing to do.',
    'Hi, the payroll team paid you the bonus in error. HR will reverse the payment on the next run. Sorry for the confusion.',
    "Ugh I sent the $60 payment to the wrong person by mistake, the bank said they'll return it Monday",
  ])('leaves « %s » alone', async (text) => {
    expect(await codes(text)).not.toContain('message-mistaken-payment');
  });

  it('quotes the error and the ask, in the language they are written in', () => {
    const fr = 'je vous ai envoye 90 $ par erreur, pouvez-vous me les renvoyer';
    const found = mistakenPayment(fr);
    expect(found.map((m) => fr.slice(m.start, m.end))).toEqual(['par erreur', 'me les renvoyer']);
    expect(found[0]?.lang).toBe('fr');
    expect(mistakenPayment('i sent you $50 by mistake')).toEqual([]);
  });
});

describe('issue 23 round 16: receipts, reminders and shifts stay calm', () => {
  it.each([
    'OCBC: You have received SGD 48.00 via PayNow from CHUA LI TING on 30 Nov 18:40. If unauthorised, call 1800 363 3333.',
    'Branch: Dear Kemi, your loan repayment of N30,500.00 is due on 08/12/2025. Please fund your account to avoid penalty charges.',
    'Hi Tom, your shift Friday is 4pm-12am at the Pointe-Claire warehouse, pay is $21/hr. Reply if you can’t make it.',
    'Petro-Canada: your 2,100 points expire Jan 31. Redeem them at petro-canada.ca/rewards. Txt STOP to end.',
  ])('keeps « %s » calm', async (text) => {
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'OCBC: You have received SGD 48.00 via PayNow from CHUA LI TING. Reply OK to accept the transfer.',
    'Branch: your loan repayment of N30,500.00 is due on 08/12/2025. Pay now at branch-repay-ng.xyz to avoid penalty charges.',
    'Your shift is 9am-11am from home, pay is $45/hr paid daily. Text our recruiter on WhatsApp.',
    'Your EMI of Rs 5,000 is due today. Pay via UPI to quickloan@ybl immediately to avoid penalty charges.',
  ])('still flags « %s »', async (text) => {
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it('reads a shift by its hours, never with a chat app or pay by the day', () => {
    expect(isShiftNotice('your shift tomorrow is 7am-3pm at the depot, pay is $22/hr')).toBe(true);
    expect(isShiftNotice('ton quart samedi est de 7 h a 15 h, paye 21 $/h')).toBe(true);
    expect(isShiftNotice('your shift is 7am-3pm, $300 a day, message me on telegram')).toBe(false);
    expect(isShiftNotice('pay is $22/hr, no experience needed')).toBe(false);
  });
});

describe('issue 23 round 16: loans and debt relief', () => {
  it.each([
    'Short on rent? Borrow today even with bad credit. Reply YES for a call back.',
    'Programme de réduction de dettes : effacez jusqu’à 60 % de vos dettes. Appelez le 1-833-555-0110.',
    'Prêt de 2 000 $ sans enquête de crédit, argent déposé demain. Répondez OUI.',
  ])('flags « %s » as a loan offer', async (text) => {
    expect(await codes(text)).toContain('message-loan-offer');
  });

  it.each([
    "Hey can I borrow money today? I'll pay you back Friday when I get paid",
    'We got the apartment even with no credit history, the landlord was super nice!',
    'Tip from your budget coach: reduce your debt by paying more than the minimum each month.',
    "On a eu l'appart même avec un mauvais dossier, le proprio était fin",
    "Le gouvernement annonce la réduction des dettes des étudiants, t'as vu ça?",
  ])('leaves a friend’s or a coach’s words « %s » alone', async (text) => {
    expect(await codes(text)).not.toContain('message-loan-offer');
  });
});

describe('issue 23 round 16 (lead): a carrier’s fee or duty to pay on its own site', () => {
  it.each([
    'DHL Express: Shipment 7710293384 is held for customs duties of $21.06. Pay at dhl.com/ca or in the app.',
    'Postes Canada : Des droits de douane de 9,75 $ sont dus pour votre colis. Payez sur postescanada.ca/droits',
  ])('leaves « %s » calm: the link goes where the carrier really is', async (text) => {
    expect(await codes(text)).not.toContain('message-parcel-fee');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'DHL Express: Shipment 7710293384 is held for customs duties of $21.06. Pay at dhl-customs-pay.top/ca',
    'DHL: customs duties of $21.06 are due on shipment 7710. Pay at dhl.com/ca or reply with your card number and expiry.',
  ])('still flags « %s »', async (text) => {
    expect(await codes(text)).toContain('message-parcel-fee');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });
});
