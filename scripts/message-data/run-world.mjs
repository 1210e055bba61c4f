// Runs analyzeMessage (the BUILT @secapi/core, offline) on the generated alerts of many countries
// and the scams dressed as them (world-alerts.mjs), on the generated French spam (french-spam.mjs) and
// on the kinds still missed (missed-kinds.mjs),
// issue 23, round 14, helper message15: fit and validation templates apart (the template is the unit
// of the split); round 15 (message16) adds world-alerts-3.mjs and openers-16.mjs; round 16 (message17) adds spam-17.mjs; round 17 (message18) adds kinds-18.mjs; round 18 (message19) adds kinds-19.mjs; round 19 (message20) adds kinds-20.mjs; round 21 (msg21) adds kinds-21.mjs; round 22 (msg22) adds kinds-22.mjs. The check list blind15-check.mjs is run by run-blind15.mjs, not here.
// Prints counts only unless --show (every wrong text) or --show-fit (the wrong texts of fit templates
// only); --split lists which templates are validation.
// Usage: node scripts/message-data/run-world.mjs [--show | --show-fit] [--split]
import { runKinds } from './run-kinds.mjs';
import {
  expandNamed,
  templateIsValidation,
  WORLD_HAM_TEMPLATES,
  WORLD_SCAM_TEMPLATES,
} from './world-alerts.mjs';
import { FRENCH_SPAM_TEMPLATES } from './french-spam.mjs';
import { MISSED_KIND_TEMPLATES } from './missed-kinds.mjs';
import { WORLD_HAM_TEMPLATES_2 } from './world-alerts-2.mjs';
import { FRENCH_SPAM_TEMPLATES_2 } from './french-spam-2.mjs';
import { FRENCH_SPAM_TEMPLATES_3 } from './french-spam-3.mjs';
import { WORLD_HAM_TEMPLATES_3, WORLD_SCAM_TEMPLATES_3 } from './world-alerts-3.mjs';
import { CPF_REPLY_TEMPLATES, OPENER_HAM_TEMPLATES, OPENER_SCAM_TEMPLATES } from './openers-16.mjs';
import { SPAM17_HAM_TEMPLATES, SPAM17_SCAM_TEMPLATES } from './spam-17.mjs';
import { SPAM17B_HAM_TEMPLATES, SPAM17B_SCAM_TEMPLATES } from './spam-17b.mjs';
import {
  KINDS18_HAM_TEMPLATES,
  KINDS18_SCAM_TEMPLATES,
  KINDS18B_HAM_TEMPLATES,
  KINDS18B_SCAM_TEMPLATES,
  KINDS18C_HAM_TEMPLATES,
  KINDS18C_SCAM_TEMPLATES,
} from './kinds-18.mjs';
import {
  KINDS19_HAM_TEMPLATES,
  KINDS19_SCAM_TEMPLATES,
  KINDS19B_HAM_TEMPLATES,
  KINDS19B_SCAM_TEMPLATES,
  KINDS19C_HAM_TEMPLATES,
  KINDS19C_SCAM_TEMPLATES,
} from './kinds-19.mjs';
import { KINDS20_HAM_TEMPLATES, KINDS20_SCAM_TEMPLATES } from './kinds-20.mjs';
import { KINDS21_HAM_TEMPLATES, KINDS21_SCAM_TEMPLATES } from './kinds-21.mjs';
import { KINDS22_HAM_TEMPLATES, KINDS22_SCAM_TEMPLATES } from './kinds-22.mjs';

const showFit = process.argv.includes('--show-fit');
const sets = [
  ['alerts of many countries (ham)', WORLD_HAM_TEMPLATES, false],
  ['alerts of many countries, batch 2 (ham)', WORLD_HAM_TEMPLATES_2, false],
  ['scams dressed as alerts', WORLD_SCAM_TEMPLATES, true],
  ['French spam', FRENCH_SPAM_TEMPLATES, true],
  ['French spam, batch 2', FRENCH_SPAM_TEMPLATES_2, true],
  ['French spam, batch 3', FRENCH_SPAM_TEMPLATES_3, true],
  ['kinds still missed', MISSED_KIND_TEMPLATES, true],
  ['alerts, batch 3 (ham; round 15)', WORLD_HAM_TEMPLATES_3, false],
  ['scams dressed as alerts, batch 3 (round 15)', WORLD_SCAM_TEMPLATES_3, true],
  ['openers, genuine first texts (ham; round 15)', OPENER_HAM_TEMPLATES, false],
  ['openers, scams (round 15)', OPENER_SCAM_TEMPLATES, true],
  ['CPF reply OUI (round 15)', CPF_REPLY_TEMPLATES, true],
  ['spam look-alikes, ordinary (ham; round 16)', SPAM17_HAM_TEMPLATES, false],
  ['spam 2018-22 and sent-by-mistake (round 16)', SPAM17_SCAM_TEMPLATES, true],
  ['reminders and shifts, ordinary (ham; round 16, batch b)', SPAM17B_HAM_TEMPLATES, false],
  ['reminders and shifts, deceptive (round 16, batch b)', SPAM17B_SCAM_TEMPLATES, true],
  ['activity openers, receipts, lotteries, kin, ordinary (ham; round 17)', KINDS18_HAM_TEMPLATES, false],
  ['activity openers, receipts, lotteries, grandchild, scams (round 17)', KINDS18_SCAM_TEMPLATES, true],
  ['documents to renew, overdue loans, ordinary (ham; round 17, batch b)', KINDS18B_HAM_TEMPLATES, false],
  ['documents to renew, overdue loans, scams (round 17, batch b)', KINDS18B_SCAM_TEMPLATES, true],
  ['court and tax agency, ordinary (ham; round 17, batch c)', KINDS18C_HAM_TEMPLATES, false],
  ['police callbacks, Revenu Québec refunds (round 17, batch c)', KINDS18C_SCAM_TEMPLATES, true],
  ['organisers, signed receipts, grandchildren, ordinary (ham; round 18)', KINDS19_HAM_TEMPLATES, false],
  ['strangers, unsigned receipts, grandparent scam, scams (round 18)', KINDS19_SCAM_TEMPLATES, true],
  [
    'lottery pools, age rules, landlords, clinics, ordinary (ham; round 18, batch b)',
    KINDS19B_HAM_TEMPLATES,
    false,
  ],
  ['lottery wins, adult, landlords, clinics, scams (round 18, batch b)', KINDS19B_SCAM_TEMPLATES, true],
  ['A2P of India, the US and France, ordinary (ham; round 18, batch c)', KINDS19C_HAM_TEMPLATES, false],
  ['A2P scams of India, the US and France (round 18, batch c)', KINDS19C_SCAM_TEMPLATES, true],
  [
    'alerts, clinics, shops, landlords, clubs, relatives, ordinary (ham; round 19)',
    KINDS20_HAM_TEMPLATES,
    false,
  ],
  ['new accounts, app moves, orders, study groups, deposits, scams (round 19)', KINDS20_SCAM_TEMPLATES, true],
  ['bank and card alerts of many countries, ordinary (ham; round 21)', KINDS21_HAM_TEMPLATES, false],
  ['French spam of eight kinds (round 21)', KINDS21_SCAM_TEMPLATES, true],
  [
    'Interac notices, alerts with helplines, kin bill asks, ordinary (ham; round 22)',
    KINDS22_HAM_TEMPLATES,
    false,
  ],
  ["e-Transfer and callback scams, strangers' bills, French spam (round 22)", KINDS22_SCAM_TEMPLATES, true],
];
if (process.argv.includes('--split'))
  for (const [label, templates] of sets)
    console.log(
      `${label}: validation templates: ${templates
        .filter(([name]) => templateIsValidation(name))
        .map(([name]) => name)
        .join('; ')}`,
    );
for (const [label, templates, expectScam] of sets) {
  const rows = expandNamed(templates);
  for (const [side, isValidation] of [
    ['fit', false],
    ['validation', true],
  ])
    await runKinds(
      `${label}, ${side} (${templates.filter(([n]) => templateIsValidation(n) === isValidation).length} templates)`,
      rows.filter((row) => row[2] === isValidation).map(([name, text]) => [name, text]),
      expectScam,
      { onlyWrongKinds: true, show: showFit && !isValidation ? true : undefined },
    );
}
