// Generates round 16's ordinary set (issue 22): the kinds of templates-16.mjs (mail of 2002,
// developer lists with patches and CI reports, small shops' receipts), in English and Québec French,
// pasted with their headers. Split by template: `gen16-fit-ordinary` holds the fitting templates,
// `gen16-validation-ordinary` the others. Fixed seed. Written for secapi by hand: no dataset row.
//   node scripts/email-data/generate-16.mjs [outDir]   (default packages/core/test-data/email-gen-16)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mulberry32 } from '../lib/seeded.mjs';
import { ORDINARY_16_FIT, ORDINARY_16_VALIDATION } from './templates-16.mjs';

const DATE = 'Mon, 30 Nov 2026 14:00:00 +0000';
const rnd = mulberry32(0x16e0a16);
const outDir = resolve(process.argv[2] ?? 'packages/core/test-data/email-gen-16');
mkdirSync(outDir, { recursive: true });

for (const [part, templates] of [
  ['fit', ORDINARY_16_FIT],
  ['validation', ORDINARY_16_VALIDATION],
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
        source: `gen16:${part}:${kind}`,
        id: `gen16-${part}-${i++}-${kind}${fr ? '-fr' : ''}`,
      });
    }
  const gz = gzipSync(rows.map((r) => JSON.stringify(r)).join('\n') + '\n', { level: 9 });
  writeFileSync(join(outDir, `gen16-${part}-ordinary.jsonl.gz`), gz);
  console.log(`${rows.length} ${part} ordinary messages written to ${outDir}`);
}
