// Generates round 18's ordinary set (issue 22): the kinds of templates-18.mjs (cloud-billing alerts,
// password resets asked for, shared documents, event platforms, landlords, suppliers, payroll services),
// in English and Québec French, pasted with their headers. Split by template: `gen18-fit-ordinary`
// holds the fitting templates, `gen18-validation-ordinary` the others. Fixed seed. Written for secapi
// by hand: no dataset row.
//   node scripts/email-data/generate-18.mjs [outDir]   (default packages/core/test-data/email-gen-18)
import { ORDINARY_18_FIT, ORDINARY_18_VALIDATION } from './templates-18.mjs';
import { writeOrdinarySets } from './write-ordinary.mjs';

writeOrdinarySets({
  tag: '18',
  date: 'Tue, 1 Dec 2026 14:00:00 +0000',
  seed: 0x18e0a18,
  outDir: process.argv[2] ?? 'packages/core/test-data/email-gen-18',
  parts: [
    ['fit', ORDINARY_18_FIT],
    ['validation', ORDINARY_18_VALIDATION],
  ],
});
