// Reads the email evaluation set (README.md beside this file): one file per group, messages
// separated by `=== <id>` lines, with optional `--- rawHeaders` / `--- emailBody` sections.
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const DIR = new URL('./', import.meta.url);

/**
 * @param {string | URL} [dir] another directory in the same format (default: this one)
 * @returns {{ group: string, id: string, emailBody: string, rawHeaders: string | null, phishing: boolean }[]}
 */
export function readEmailCorpus(dir = DIR) {
  const base = typeof dir === 'string' ? pathToFileURL(dir.endsWith('/') ? dir : `${dir}/`) : dir;
  const out = [];
  for (const file of readdirSync(base)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const group = file.slice(0, -4);
    const text = readFileSync(new URL(file, base), 'utf8');
    for (const chunk of text.split(/^=== /m).slice(1)) {
      const nl = chunk.indexOf('\n');
      const id = chunk.slice(0, nl).trim();
      const content = chunk.slice(nl + 1).replace(/\n+$/, '\n');
      let emailBody = content;
      let rawHeaders = null;
      if (content.startsWith('--- rawHeaders\n')) {
        const split = content.indexOf('\n--- emailBody\n');
        rawHeaders = content.slice('--- rawHeaders\n'.length, split);
        emailBody = content.slice(split + '\n--- emailBody\n'.length);
      }
      out.push({ group, id, emailBody, rawHeaders, phishing: group.startsWith('phish') });
    }
  }
  return out;
}
