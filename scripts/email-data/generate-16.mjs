// Generates round 16's ordinary set (issue 22): the kinds of templates-16.mjs (mail of 2002,
// developer lists with patches and CI reports, small shops' receipts), in English and Québec French,
// pasted with their headers. Split by template: `gen16-fit-ordinary` holds the fitting templates,
// `gen16-validation-ordinary` the others. Fixed seed. Written for secapi by hand: no dataset row.
//   node scripts/email-data/generate-16.mjs [outDir]   (default packages/core/test-data/email-gen-16)
import { ORDINARY_16_FIT, ORDINARY_16_VALIDATION } from './templates-16.mjs';
import { writeOrdinarySets } from './write-ordinary.mjs';

writeOrdinarySets({
  tag: '16',
  date: 'Mon, 30 Nov 2026 14:00:00 +0000',
  seed: 0x16e0a16,
  outDir: process.argv[2] ?? 'packages/core/test-data/email-gen-16',
  parts: [
    ['fit', ORDINARY_16_FIT],
    ['validation', ORDINARY_16_VALIDATION],
  ],
});
