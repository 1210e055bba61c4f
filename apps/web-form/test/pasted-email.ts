/** The phishing email the first-visit tests paste (in-process and in Chromium), as "Show original" gives it: headers, a blank line, the body. */
export const PASTED_EMAIL = [
  'Return-Path: <bounce@mailer.example.net>',
  'Received: from mx.example.net (mx.example.net [192.0.2.7])',
  '\tby mail.example.ca with ESMTPS id 4f2a',
  'Authentication-Results: mail.example.ca; spf=fail smtp.mailfrom=example.net; dmarc=fail header.from=canadapost.ca',
  'From: "Canada Post" <notice@canadapost.ca>',
  'Reply-To: canadapost.refunds@gmail.com',
  'To: you@example.ca',
  'Subject: Your parcel is on hold',
  'Date: Tue, 24 Nov 2026 08:00:00 -0500',
  'Message-ID: <4f2a@mailer.example.net>',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Your parcel is on hold. Pay the 2.99 customs fee within 24 hours at https://canadapost-fees.example.net/pay or it will be returned.',
].join('\n');
