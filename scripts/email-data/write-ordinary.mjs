// Writes a generated ordinary set (issue 22, rounds 16–17): 24 messages per template kind, every third
// one in French, pasted with From, To, Subject and a fixed Date (unless the template writes its own),
// one gzipped JSON-lines file per part (`gen<tag>-<part>-ordinary.jsonl.gz`). Shared by
// generate-16.mjs and generate-17.mjs; the output is byte-identical to their earlier copies of it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mulberry32 } from '../lib/seeded.mjs';

/** Messages written per template kind. */
const PER_KIND = 24;

/**
 * @param {{ tag: string, date: string, seed: number, outDir: string,
 *   parts: [string, Record<string, (rnd: () => number, o: { fr: boolean }) => any>][] }} set
 */
export function writeOrdinarySets({ tag, date, seed, outDir, parts }) {
  const rnd = mulberry32(seed);
  const dir = resolve(outDir);
  mkdirSync(dir, { recursive: true });
  for (const [part, templates] of parts) {
    const rows = [];
    let i = 0;
    for (const [kind, template] of Object.entries(templates))
      for (let k = 0; k < PER_KIND; k += 1) {
        const fr = k % 3 === 2;
        const m = template(rnd, { fr });
        const headers = [
          `From: ${m.fromName} <${m.fromAddr}>`,
          'To: reader@example.ca',
          `Subject: ${m.subject}`,
        ];
        const extra = m.headers ?? [];
        if (!extra.some((h) => h.startsWith('Date:'))) headers.push(`Date: ${date}`);
        rows.push({
          label: 'ham',
          rawHeaders: [...headers, ...extra].join('\n'),
          emailBody: m.body,
          source: `gen${tag}:${part}:${kind}`,
          id: `gen${tag}-${part}-${i++}-${kind}${fr ? '-fr' : ''}`,
        });
      }
    const gz = gzipSync(rows.map((r) => JSON.stringify(r)).join('\n') + '\n', { level: 9 });
    writeFileSync(join(dir, `gen${tag}-${part}-ordinary.jsonl.gz`), gz);
    console.log(`${rows.length} ${part} ordinary messages written to ${dir}`);
  }
}
