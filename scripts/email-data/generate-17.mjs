// Generates round 17's ordinary set (issue 22): the kinds of templates-17.mjs (modern shops, airlines,
// utilities, schools, charities, SaaS billing, banks' linkless notices, affiliate newsletters, cold
// business mail of a named sender, CI reports, Japanese and Portuguese notices), in English and
// Québec French (the Japanese and Portuguese templates write their own language), pasted with their
// headers. Split by template: `gen17-fit-ordinary` holds the fitting templates,
// `gen17-validation-ordinary` the others. Fixed seed. Written for secapi by hand: no dataset row.
//   node scripts/email-data/generate-17.mjs [outDir]   (default packages/core/test-data/email-gen-17)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mulberry32 } from '../lib/seeded.mjs';
import { ORDINARY_17_FIT, ORDINARY_17_VALIDATION } from './templates-17.mjs';

const DATE = 'Tue, 1 Dec 2026 14:00:00 +0000';
const rnd = mulberry32(0x17e0a17);
const outDir = resolve(process.argv[2] ?? 'packages/core/test-data/email-gen-17');
mkdirSync(outDir, { recursive: true });

for (const [part, templates] of [
  ['fit', ORDINARY_17_FIT],
  ['validation', ORDINARY_17_VALIDATION],
]) {
  const rows = [];
  let i = 0;
  for (const [kind, template] of Object.entries(templates))
    for (let k = 0; k < 24; k += 1) {
      const fr = k % 3 === 2;
      const m = template(rnd, { fr });
      const headers = [
        `From: ${m.fromName} <${m.fromAddr}>`,
        'To: reader@example.ca',
        `Subject: ${m.subject}`,
      ];
      const extra = m.headers ?? [];
      if (!extra.some((h) => h.startsWith('Date:'))) headers.push(`Date: ${DATE}`);
      rows.push({
        label: 'ham',
        rawHeaders: [...headers, ...extra].join('\n'),
        emailBody: m.body,
        source: `gen17:${part}:${kind}`,
        id: `gen17-${part}-${i++}-${kind}${fr ? '-fr' : ''}`,
      });
    }
  const gz = gzipSync(rows.map((r) => JSON.stringify(r)).join('\n') + '\n', { level: 9 });
  writeFileSync(join(outDir, `gen17-${part}-ordinary.jsonl.gz`), gz);
  console.log(`${rows.length} ${part} ordinary messages written to ${outDir}`);
}
