/**
 * `secapi --help` and `secapi <command> --help`, built from the registry: every command, its input,
 * its parameters (with the descriptor's description) and an example.
 */
import { DEFAULT_CONCURRENCY, GRADE_ORDER, VERDICT_LEVELS, kebab } from './args.js';
import { commandName, isLineInput, type Descriptor } from './registry.js';

/** An example value per kind of input (by the input's name); any other input shows its name. */
const SAMPLE_INPUTS: Readonly<Record<string, string>> = {
  url: 'https://example.com/login',
  domain: 'example.com',
  host: 'example.com',
  ip: '8.8.8.8',
  hash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  message: '"Canada Post: your parcel is on hold, pay $1.99 at https://…"',
  emailBody: 'suspicious.eml',
};

function sample(d: Descriptor): string {
  return SAMPLE_INPUTS[d.input.name] ?? `<${d.input.name}>`;
}

function usageOf(d: Descriptor): string {
  const name = commandName(d.id);
  const params = (d.input.params ?? []).map((p) => ` [--${kebab(p.name)} ${p.values.join('|')}]`).join('');
  const extra = d.input.extra === undefined ? '' : ` [--${kebab(d.input.extra.name)} FILE]`;
  const input = isLineInput(d) ? `<${d.input.name}>|-|--file FILE` : `<${d.input.name}|file|->`;
  return `secapi ${name} ${input}${params}${extra} [options]`;
}

const EXIT_CODES = `Exit codes:
  0  nothing at or above the threshold
  1  a verdict at or above --fail-on (URL, message, email), or a grade below --min-grade
     (TLS, headers, email-auth)
  2  usage or input error (in a batch: an input was refused)
  3  could not check (outcome "failed"; with --strict, "partial" too)
  A batch exits with 1 if any line reached the threshold, else 3, else 2, else 0.`;

const OPTIONS = `Options:
  --json               print exactly the JSON the API returns for the same input
  --lang LANG          en-CA or fr-CA (default from LC_ALL / LC_MESSAGES / LANG)
  -f, --file FILE      batch: one input per line (blank lines skipped); "-" or piped
                       standard input does the same; JSON Lines out, in input order
  -c, --concurrency N  analyses at once in a batch (default ${String(DEFAULT_CONCURRENCY)})
  --workers N          threads for an offline batch (default one per core, at most 3; 0: none)
  --fail-on LEVEL      ${VERDICT_LEVELS.join(' | ')} (default suspicious): exit 1 at or above
  --min-grade GRADE    exit 1 below this grade (${GRADE_ORDER.slice(0, 14).join(' ')})
  --strict             a partial result exits 3
  --offline            contact no other server (the checks that need one are skipped)
  --dns-server IP[:PORT]  resolver to use, repeatable (default SECAPI_DNS_SERVERS, else
                       public resolvers)
  --timeout SECONDS    deadline of each analysis (default 15)
  -h, --help           this help; secapi <command> --help for one command
  -V, --version        the version

Environment: SECAPI_DNS_SERVERS, SECAPI_OFFLINE=1, VIRUSTOTAL_API_KEY, WEB_RISK_API_KEY,
NODE_EXTRA_CA_CERTS, LC_ALL / LANG, NO_COLOR, FORCE_COLOR.`;

/** The help of `secapi` itself: every command with an example. */
export function globalHelp(all: readonly Descriptor[]): string {
  const width = Math.max(...all.map((d) => commandName(d.id).length));
  const rows = all.map(
    (d) => `  ${commandName(d.id).padEnd(width)}  secapi ${commandName(d.id)} ${sample(d)}`,
  );
  return `secapi: every secapi analysis from a terminal, a script or a CI job.

Usage: secapi <command> <input> [options]

Commands (each with an example):
${rows.join('\n')}

${OPTIONS}

${EXIT_CODES}
`;
}

/** The help of one command. */
export function commandHelp(d: Descriptor): string {
  const name = commandName(d.id);
  const lines = [`Usage: ${usageOf(d)}`, ''];
  lines.push(
    isLineInput(d)
      ? `Input: a ${d.input.name} (up to ${String(d.input.maxLength)} characters); in a batch, one per line.`
      : `Input: the ${d.input.name} (up to ${String(d.input.maxLength)} characters): the text, a file, or - for standard input.`,
  );
  for (const p of d.input.params ?? [])
    lines.push(`  --${kebab(p.name)} ${p.values.join('|')}: ${p.description}`);
  if (d.input.extra !== undefined)
    lines.push(`  --${kebab(d.input.extra.name)} FILE: the ${d.input.extra.name} field, read from FILE.`);
  const kind =
    d.family === 'verdict'
      ? 'Result: a verdict (--fail-on sets the exit code 1 threshold).'
      : d.family === 'graded'
        ? 'Result: a grade (--min-grade sets the exit code 1 threshold).'
        : 'Result: a report (exit code 0, or 3 when it could not check).';
  lines.push(kind, '', 'Example:', `  secapi ${name} ${sample(d)}`);
  if (isLineInput(d)) lines.push(`  secapi ${name} --file inputs.txt --json > results.jsonl`);
  lines.push('', OPTIONS, '', EXIT_CODES, '');
  return lines.join('\n');
}
