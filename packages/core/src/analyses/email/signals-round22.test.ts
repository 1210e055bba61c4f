/**
 * Issue 22, round 22 (helper mail22): sextortion in any words (rule S1). Every example is written for
 * this file (none comes from a corpus or the round's blind lists); the rule has ordinary controls
 * (newsletters, a breach notice, a parent's recital video) and scam controls in English and French.
 */
import { describe, expect, it } from 'vitest';
import { pasted, run, weight } from './test-helpers.js';

const SEX = 'email-lure-sextortion';

describe('email round 22, rule S1: the sextortion family', () => {
  it.each([
    [
      'Private <priv.notice@mailbox-relay.net>',
      'I got remote access to your laptop through an old browser plugin. I switched on the camera and saved what I saw. Pay 950 USD in BTC and the files are gone. Otherwise your contacts receive them on Friday.',
    ],
    [
      'Anon <x.anon.77@proton.me>',
      'I have full control of your phone. I have copies of your photos and chats. You have 3 days to send 0.02 BTC to my wallet, or everything goes to your family.',
    ],
    [
      'Inconnu <inconnu.88@proton.me>',
      "J'ai pris le contrôle de votre ordinateur et j'ai activé votre caméra. Envoyez 700 $ en cryptomonnaie d'ici deux jours, sinon vos proches recevront tout.",
    ],
    // Review 22b: the letter's own "this is not a bluff" is no warning.
    [
      'Anon <x.anon.78@proton.me>',
      'I have full control of your phone and recorded you. This is not a bluff. Send 0.02 BTC to my wallet within 48 hours.',
    ],
    // Review 22b: the letters' other usual words for the takeover.
    [
      'Anonymous <a8812@protonmail.com>',
      'Hello, I have been monitoring your activity through a trojan virus I planted on your device months ago. I have footage of you. Pay 1200 USD in BTC to my wallet within 50 hours or your friends and family will see the footage.',
    ],
    [
      'M <m.k.1@qq.com>',
      'I am a hacker who has access to your operating system. My spyware recorded you through the camera. I want $900 in bitcoin within 24 hours, or your friends get the video.',
    ],
    [
      'Unknown <u.2@qwe.xyz>',
      'Your computer was infected with my malware months ago. It filmed you. Send 0.05 BTC to the wallet below within 24 hours or your contacts get the video.',
    ],
  ])('reads the claim of %s as sextortion, told plainly', async (from, body) => {
    const r = await run(pasted(from, 'Read this alone'), body);
    expect(weight(r, SEX)).toBe(40);
    expect(['verdict.suspicious', 'verdict.dangerous']).toContain(r.verdictKey);
  });
  it.each([
    [
      'Cyber Aware <news@cyberaware-weekly.ca>',
      'Scam watch: criminals email people claiming they hacked their device and filmed them, asking for Bitcoin within 48 hours before sending the video to all their contacts.',
    ],
    [
      'Safety Desk <desk@harbour-credit-union.ca>',
      'A sextortion email says: "I have access to your device, send 1000 USD in Bitcoin within 48 hours or your contacts get the video". It is a bluff.',
    ],
    [
      'Fitloop Security <security@fitloop-app.dev>',
      'An unauthorized party gained access to a database with your workout videos. Payment cards were not stored. We reset your password; the app asks for a new one within 24 hours.',
    ],
    [
      'Nadia Roy <nadia.roy@example.org>',
      'I recorded you at the recital! I will send the video to your family in two days. Also please send me 20 dollars for the USB key.',
    ],
    [
      'Sécurité Québec <infolettre@securite-quebec.ca>',
      "Des fraudeurs écrivent « j'ai piraté votre ordinateur » et exigent des bitcoins d'ici 48 heures. Ne payez pas.",
    ],
    // Review 22b: a remote-support technician's receipt.
    [
      'Dave Tremblay <dave@tremblay-it.ca>',
      'Hi Ana, I gained access to your computer remotely this morning as agreed and installed the Windows update. The session was recorded for your records. Invoice: $120 USD, payable within 30 days by e-Transfer. Thanks, Dave',
    ],
    [
      'Luc Bouchard <luc@bouchard-info.ca>',
      "Bonjour, j'ai pris le contrôle de votre ordinateur à distance ce matin, comme convenu, pour la mise à jour. La séance a été enregistrée. Facture : 95 $, à payer en USD ou par virement d'ici 30 jours.",
    ],
    // Review 22b: security tips that quote the letter and warn in other words.
    [
      'IT Security <security@ulaval.ca>',
      'Attackers may write "I have full control of your phone" and ask for payment in crypto within 24 hours, threatening to share a video with your colleagues. This is a bluff; never pay and forward such emails to us.',
    ],
    [
      'Get Cyber Safe <news@getcybersafe.ca>',
      'Many readers received an email that says: "I hacked your device and recorded you through your webcam. Send $1,500 in Bitcoin to my wallet within 48 hours." Report it to the Canadian Anti-Fraud Centre and delete it.',
    ],
  ])('leaves %s, a warning or a personal note, without the finding', async (from, body) => {
    const r = await run(pasted(from, 'This month'), body);
    expect(weight(r, SEX)).toBeNull();
  });
});

const BRAND = 'email-sender-brand-display-name';

describe('email round 22, rule B1: a brand word in a community name', () => {
  it.each([
    ['Prime Video Book Club <pvbookclub.kanata@gmail.com>'],
    ['Spotify Fans Montreal <spotifyfans.mtl@gmail.com>'],
    ['Club des fans de Netflix <clubnetflix.levis@gmail.com>'],
  ])('reads %s as a group named after the brand', async (from) => {
    const r = await run(
      pasted(from, 'Next meeting'),
      'We meet Saturday at 7 pm at the library. Bring snacks.',
    );
    expect(weight(r, BRAND)).toBeNull();
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });
  it.each([
    ['Amazon Prime Members Club <club@prime-members-club.top>'],
    ['Netflix Support Community <help@netflix-community-help.com>'],
    ["Sam's Club Tea Variety Box <sams@gift-box-offer.forum>"],
    ['Prime Video <billing@pv-renewals.com>'],
    // A programme's name, not a group's: the French group names the brand after a preposition.
    ['Club Amazon Prime <avis@prime-club-offres.shop>'],
    // Review 22b: the brand and one community word name no group (a kit's name).
    ['Netflix Club <billing@nfx-renew.xyz>'],
    ['PayPal Fan Club <pp@paypal-fans.club>'],
    ['Microsoft Community <noreply@ms-mail-quota.xyz>'],
  ])('keeps %s a claim to be the brand', async (from) => {
    const r = await run(pasted(from, 'Your membership'), 'Please update your payment details today.');
    expect(weight(r, BRAND)).toBe(45);
  });
});
