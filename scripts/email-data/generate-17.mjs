// Generates round 17's ordinary set (issue 22): the kinds of templates-17.mjs (modern shops, airlines,
// utilities, schools, charities, SaaS billing, banks' linkless notices, affiliate newsletters, cold
// business mail of a named sender, CI reports, Japanese and Portuguese notices), in English and
// Québec French (the Japanese and Portuguese templates write their own language), pasted with their
// headers. Split by template: `gen17-fit-ordinary` holds the fitting templates,
// `gen17-validation-ordinary` the others. Fixed seed. Written for secapi by hand: no dataset row.
//   node scripts/email-data/generate-17.mjs [outDir]   (default packages/core/test-data/email-gen-17)
import { ORDINARY_17_FIT, ORDINARY_17_VALIDATION } from './templates-17.mjs';
import { writeOrdinarySets } from './write-ordinary.mjs';

writeOrdinarySets({
  tag: '17',
  date: 'Tue, 1 Dec 2026 14:00:00 +0000',
  seed: 0x17e0a17,
  outDir: process.argv[2] ?? 'packages/core/test-data/email-gen-17',
  parts: [
    ['fit', ORDINARY_17_FIT],
    ['validation', ORDINARY_17_VALIDATION],
  ],
});
