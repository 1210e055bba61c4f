import { describe, expect, it } from 'vitest';
import { EMAIL_CLICK_TRACKING_DOMAINS, EMAIL_PLATFORM_CONTENT_DOMAINS } from '../../data/index.js';
import { normalizeMessage } from '../../lexical/phrases/normalize.js';
import { isClickTracking, isTracking } from './links.js';
import { completesNe, isNever, negations } from './negation.js';
import { shareEmailAsked } from './one-sign.js';
import { pasted, run, weight } from './test-helpers.js';

describe('email round 16: the review’s bugs', () => {
  it('judges a DocSend share like a document service’s, not as an unknown share page', async () => {
    const deck = await run(
      pasted('Priya Nandakumar <priya@northwindlabs.io>', 'Our deck'),
      'Hi Marc,\n\nHere is our deck, shared via DocSend: https://docsend.com/view/q8w2hz7kd4mtn3\nYou will need to enter your email address to view the document.\n\nPriya',
    );
    expect(weight(deck, 'email-scam-request')).toBeNull();
    expect(deck.verdictKey).toBe('verdict.likely-safe');
    const notice = await run(
      pasted('DocSend <no-reply@docsend.com>', 'Priya shared "Seed deck" with you'),
      'Priya Nandakumar shared a document with you.\n\nView document: https://docsend.com/view/q8w2hz7kd4mtn3\n\nEnter your email to view the document.',
    );
    expect(notice.verdictKey).toBe('verdict.likely-safe');
    // The same words on an unknown share page keep rule D's request.
    const unknown = await run(
      pasted('Priya Nandakumar <priya@northwindlabs.io>', 'Our deck'),
      'Here is our deck: https://deckview-share.net/view/q8w2hz7kd4mtn3\nYou will need to enter your email address to view the document.',
    );
    expect(weight(unknown, 'email-scam-request')).toBe(20);
    // Not trusted: the mailbox password asked beside a DocSend link is still the scam's request.
    const phish = await run(
      pasted('Accounts Payable <ap@brightline-freight.com>', 'Remittance advice'),
      'Review the remittance advice: https://docsend.com/view/x7pd3kq2nn\nSign in with your email and password to open the secure document.',
    );
    expect(weight(phish, 'email-scam-request')).toBe(20);
  });

  it('reads the mail providers’ sign-in pages by host: a form on docs.google.com is anyone’s', async () => {
    const form = await run(
      pasted('IT Desk <it@harbour-it-notices.com>', 'Mailbox'),
      'Sign in with your email and password to keep access to your mailbox: https://docs.google.com/forms/d/e/1FAIpQLSe8x/viewform',
    );
    expect(weight(form, 'email-scam-request')).toBe(20);
    const provider = await run(
      pasted('Alder College IT <it@aldercollege.ca>', 'New email system'),
      'From Monday, sign in with your school email and password at https://accounts.google.com to read your mail.',
    );
    expect(weight(provider, 'email-scam-request')).toBeNull();
  });

  it('reads a contracted negation after a condition as the threat’s ("if you don’t…")', async () => {
    const r = await run(
      pasted('IT Desk <it@harbour-it-notices.com>', 'Mailbox'),
      "If you don't confirm within 24 hours, sign in with your email and password to keep access: https://harbour-it-notices.com/k",
    );
    expect(weight(r, 'email-scam-request')).toBe(20);
    const warning = await run(
      pasted('IT Desk <it@harbour-it-notices.com>', 'Mailbox'),
      "We don't ask you to sign in with your email and password by email: https://harbour-it-notices.com/k",
    );
    expect(weight(warning, 'email-scam-request')).toBeNull();
  });

  it('has one negation: « pas » completes « ne », "never" is told apart', () => {
    const fr = normalizeMessage("afin de ne pas perdre l'acces").folded;
    const found = negations(fr);
    expect(found.map((m) => fr.slice(m.start, m.end))).toEqual(['ne', 'pas']);
    expect(found.map((m) => completesNe(fr, m))).toEqual([false, true]);
    const en = normalizeMessage('we will never ask, do not reply').folded;
    expect(negations(en).map((m) => isNever(en, m))).toEqual([true, false]);
    expect(completesNe('pas de souci', negations('pas de souci')[0]!)).toBe(false);
  });

  it('keeps one list of tracking domains: click redirects and content hosts', () => {
    // Both halves are still tracking hosts (EMAIL_TRACKING_DOMAINS is their concatenation by
    // definition, so comparing it with their union could not fail).
    for (const host of ['u123.ct.sendgrid.net', 'mcusercontent.com', 'example.substack.com'])
      expect(isTracking(host)).toBe(true);
    expect(EMAIL_CLICK_TRACKING_DOMAINS.some((d) => EMAIL_PLATFORM_CONTENT_DOMAINS.includes(d))).toBe(false);
    expect(isClickTracking('u123.ct.sendgrid.net')).toBe(true);
    expect(isClickTracking('mcusercontent.com')).toBe(false);
    expect(isClickTracking('example.substack.com')).toBe(false);
  });

  it('scans the share page’s email request once per message', () => {
    const norm = normalizeMessage('To view the file, enter your email address to view it.');
    const first = shareEmailAsked(norm);
    expect(first.length).toBe(1);
    expect(shareEmailAsked(norm)).toBe(first);
  });

  it('says the callback lure’s own phrase for rule E', async () => {
    const r = await run(
      pasted('Order Desk <orders.desk2291@gmail.com>', 'Order confirmation'),
      'Your order of Norton 360 for $499.99 was charged. If you did not place this order, call our billing team at +1 (888) 614-2077.',
    );
    const callback = r.findings.find((f) => f.code === 'email-lure-callback');
    const request = r.findings.find((f) => f.code === 'email-scam-request');
    expect(callback?.scoreImpact).toBeGreaterThan(0);
    expect(request?.parameters?.phrase).toBe(callback?.parameters?.phrase);
  });
});

describe('email round 16: health spam in its 2025–26 words (rule G)', () => {
  it('reads the new miracle-cure words in both languages, and not a clinic’s notice', async () => {
    const en = await run(
      pasted('Toenails <toenails@nailsoak-trick.shop>', 'Soak your feet'),
      'Soak your feet in a bowl of this to vanish toenail fungus for good: http://nailsoak-trick.shop/Ux9qK2',
    );
    expect(weight(en, 'email-lure-health')).toBe(20);
    const fr = await run(
      pasted('Santé Nature <info@santenature-astuce.shop>', 'Astuce'),
      'Cette boisson élimine la graisse du ventre pendant que vous dormez : http://santenature-astuce.shop/a8',
    );
    expect(weight(fr, 'email-lure-health')).toBe(20);
    const clinic = await run(
      pasted('Clinique Podiatrique Laval <rdv@podolaval.ca>', 'Rappel de rendez-vous'),
      'Rappel : votre rendez-vous pour le traitement des ongles est le 3 décembre à 10 h. https://podolaval.ca/rdv',
    );
    expect(weight(clinic, 'email-lure-health')).toBeNull();
  });

  it.each([
    [
      'Dr. Lisa Chen <lchen@mapleleafclinic.ca>',
      'Your visit summary',
      'As discussed, high blood sugar over time causes nerve damage in the feet. Please book a foot exam: https://mapleleafclinic.ca/book',
    ],
    [
      'Diabetes Canada <news@diabetes.ca>',
      'December newsletter',
      'Did you know uncontrolled diabetes is linked to nerve damage? Read our guide: https://www.diabetes.ca/neuropathy',
    ],
    [
      'Clinique Santé Plus <info@santeplus.ca>',
      'Infolettre',
      'Le diabète non contrôlé peut entraîner des lésions des nerfs. Prenez rendez-vous : https://santeplus.ca/rdv',
    ],
    [
      'Paul Martin <paul.martin@gmail.com>',
      'Mom',
      'Hi sis, Mom did her dementia test at the clinic today, the results come next week. Call me tonight.',
    ],
    [
      'Jean Tremblay <jean.t@videotron.ca>',
      'Dad',
      "We all have senior moments, don't worry about Dad, he just forgot his keys again.",
    ],
    [
      'Shoppers Drug Mart <offers@shoppersdrugmart.ca>',
      'Foot care week',
      'Get rid of toenail fungus with a treatment from our pharmacist. https://shoppersdrugmart.ca/footcare',
    ],
    [
      'Marie Roy <marie.roy@videotron.ca>',
      'Maman',
      'Maman a passé son test de démence hier, on attend les résultats.',
    ],
  ])('leaves a health word of ordinary mail alone (%s)', async (from, subject, body) => {
    expect(weight(await run(pasted(from, subject), body), 'email-lure-health')).toBeNull();
  });

  it.each([
    'Experiencing senior moments? Take the 1-word dementia test here: http://brainsharp-daily.shop/t',
    'Stanford: THIS drug causes 35% MORE nerve damage? Watch: http://nervecalm-fix.shop/v',
    'Soak feet in a bowl of this to vanish toenail fungus: http://nailsoak-trick.shop/Ux9qK2',
    'Faites le test de démence en 1 mot : http://memoire-astuce.shop/t',
    'Ce médicament courant cause 35 % de lésions aux nerfs en plus : http://nerfs-astuce.shop/v',
  ])('reads the spam’s own shapes « %s »', async (body) => {
    expect(
      weight(await run(pasted('Health Tips <tips@health-tips.shop>', 'Health'), body), 'email-lure-health'),
    ).toBe(20);
  });
});

describe('email round 16 (lead): a bank’s own security reminder names the lures it never asks for', () => {
  it.each([
    'Reminder: we do not ask you to sign in with your email and password through a link in an email. Always type tangerine.ca yourself.',
    'Tangerine will never send you an email asking you to verify your account or enter your password.',
    'Tangerine ne vous demandera jamais de confirmer votre compte ou votre mot de passe par courriel.',
  ])('leaves « %s » calm', async (body) => {
    const r = await run(pasted('Tangerine <info@tangerine.ca>', 'Security reminder'), body);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it.each([
    'We will never ask you to share your password. Your account is locked: verify your account at https://tangerine-verify.com/login to restore access.',
    'If you do not respond to this request, sign in with your email and password here: https://mail-verify.net/owa within 24 hours.',
  ])('still flags « %s »', async (body) => {
    const r = await run(pasted('Tangerine <info@tangerine.ca>', 'Security reminder'), body);
    expect(r.verdictKey).not.toBe('verdict.likely-safe');
    expect(
      r.findings.some((f) => f.code === 'email-lure-account' || f.code === 'email-lure-credential'),
    ).toBe(true);
  });
});
