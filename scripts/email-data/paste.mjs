// Writes a "pasted" copy of the generated set (round 12): every message of
// packages/core/test-data/email-gen-11 with its headers cut to From, To, Subject and Date, the way a
// person pastes a newsletter or a receipt into check-email. Same ids, same fit/validation split.
//   node scripts/email-data/paste.mjs [inDir] [outDir]   (default email-gen-11 → email-gen-11-pasted)
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const inDir = resolve(process.argv[2] ?? join(root, 'packages/core/test-data/email-gen-11'));
const outDir = resolve(process.argv[3] ?? join(root, 'packages/core/test-data/email-gen-11-pasted'));
const KEEP = /^(from|to|subject|date):/i;

function keepHeaders(raw) {
  const out = [];
  let keep = false;
  for (const line of (raw ?? '').split(/\r?\n/)) {
    if (/^[ \t]/.test(line)) {
      if (keep) out.push(line);
      continue;
    }
    keep = KEEP.test(line);
    if (keep) out.push(line);
  }
  return out.join('\n');
}

mkdirSync(outDir, { recursive: true });
for (const f of readdirSync(inDir).filter((n) => n.endsWith('.jsonl.gz'))) {
  const rows = gunzipSync(readFileSync(join(inDir, f)))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const out =
    rows.map((r) => JSON.stringify({ ...r, rawHeaders: keepHeaders(r.rawHeaders) })).join('\n') + '\n';
  writeFileSync(join(outDir, f), gzipSync(Buffer.from(out, 'utf8'), { level: 9 }));
  console.log(`${f}: ${rows.length} rows`);
}
