#!/usr/bin/env node
/**
 * Checks the landing page and the documentation pages (part of `pnpm lint`):
 * - README.md has at most 250 lines, and no line of README.md is over 400 characters;
 * - every relative link of README.md and docs/*.md names a file or folder that exists, and a
 *   `#fragment` into a Markdown page names one of its headings (GitHub's heading ids).
 * Links inside code blocks and code spans are not links. Prints every problem; exit 1 when any.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const README_MAX_LINES = 250;
export const README_MAX_LINE_LENGTH = 400;

/** The text outside fenced code blocks and code spans, line by line (line numbers kept). */
export function proseLines(text) {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, '');
  });
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingId(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every heading id of a Markdown text (a repeated heading gets `-1`, `-2`…). */
export function headingIds(text) {
  const ids = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^#{1,6}\s+(.*?)\s*#*$/.exec(line);
    if (!m) continue;
    const base = headingId(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    ids.add(n === 0 ? base : `${base}-${n}`);
  }
  return ids;
}

/** The problems of one Markdown file: `file:line: message`. */
export function checkLinks(file) {
  const problems = [];
  const text = readFileSync(file, 'utf8');
  const lines = proseLines(text);
  lines.forEach((line, i) => {
    for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const [path, fragment] = target.split('#', 2);
      const where = `${relative(repo, file)}:${i + 1}`;
      const resolved = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
      if (!existsSync(resolved)) {
        problems.push(`${where}: ${target}: no such file`);
        continue;
      }
      if (fragment && resolved.endsWith('.md') && statSync(resolved).isFile()) {
        if (!headingIds(readFileSync(resolved, 'utf8')).has(fragment.toLowerCase())) {
          problems.push(`${where}: ${target}: no heading #${fragment} in ${relative(repo, resolved)}`);
        }
      }
    }
  });
  return problems;
}

/** The size problems of the landing page. */
export function checkReadmeSize(file) {
  const problems = [];
  const lines = readFileSync(file, 'utf8').replace(/\n$/, '').split('\n');
  if (lines.length > README_MAX_LINES) {
    problems.push(`${relative(repo, file)}: ${lines.length} lines (at most ${README_MAX_LINES})`);
  }
  lines.forEach((line, i) => {
    if (line.length > README_MAX_LINE_LENGTH) {
      problems.push(
        `${relative(repo, file)}:${i + 1}: ${line.length} characters (at most ${README_MAX_LINE_LENGTH})`,
      );
    }
  });
  return problems;
}

function main() {
  const readme = join(repo, 'README.md');
  const docsDir = join(repo, 'docs');
  const docs = existsSync(docsDir)
    ? readdirSync(docsDir)
        .filter((n) => n.endsWith('.md'))
        .map((n) => join(docsDir, n))
    : [];
  const problems = [...checkReadmeSize(readme), ...[readme, ...docs].flatMap(checkLinks)];
  if (problems.length === 0) {
    console.log(`check-docs: README.md and ${docs.length} docs pages: sizes and relative links fine.`);
    return 0;
  }
  console.error(`check-docs: ${problems.length} problem(s):`);
  for (const p of problems) console.error(`- ${p}`);
  return 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
