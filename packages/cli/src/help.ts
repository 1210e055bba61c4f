/**
 * `secapi --help` and `secapi <command> --help`, built from the registry: every command, its input,
 * its parameters and an example, in the user's language (`--lang`, else the locale). The words are
 * in @secapi/i18n (`ui.cli.help.*`); the option names, values and examples stay as typed.
 */
import { translate, type CliUiKey, type Lang } from '@secapi/i18n';
import { DEFAULT_CONCURRENCY, GRADE_ORDER, VERDICT_LEVELS, kebab } from './args.js';
import { commandName, isLineInput, type Descriptor } from './registry.js';

/**
 * An example value per kind of input (by the input's name); any other input shows its name. The
 * text message's example is in the help's language (`ui.cli.help.sample-message`).
 */
const SAMPLE_INPUTS: Readonly<Record<string, string>> = {
  url: 'https://example.com/login',
  domain: 'example.com',
  host: 'example.com',
  ip: '8.8.8.8',
  hash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  emailBody: 'suspicious.eml',
};

/**
 * The words for each input, extra field and parameter of the registry, by name. A test checks that
 * every descriptor's names are here, so a new analysis cannot ship an untranslated help.
 */
export const INPUT_HELP_KEYS: Readonly<Record<string, CliUiKey>> = {
  url: 'ui.cli.help.input.url',
  domain: 'ui.cli.help.input.domain',
  host: 'ui.cli.help.input.host',
  ip: 'ui.cli.help.input.ip',
  hash: 'ui.cli.help.input.hash',
  message: 'ui.cli.help.input.message',
  emailBody: 'ui.cli.help.input.emailBody',
};
export const EXTRA_HELP_KEYS: Readonly<Record<string, CliUiKey>> = {
  rawHeaders: 'ui.cli.help.extra.rawHeaders',
};
export const PARAM_HELP_KEYS: Readonly<Record<string, CliUiKey>> = {
  method: 'ui.cli.help.param.method',
};

function sample(d: Descriptor, lang: Lang): string {
  if (d.input.name === 'message') return translate(lang, 'ui.cli.help.sample-message');
  return SAMPLE_INPUTS[d.input.name] ?? `<${d.input.name}>`;
}

function usageOf(d: Descriptor, lang: Lang): string {
  const name = commandName(d.id);
  const file = translate(lang, 'ui.cli.help.file');
  const params = (d.input.params ?? []).map((p) => ` [--${kebab(p.name)} ${p.values.join('|')}]`).join('');
  const extra = d.input.extra === undefined ? '' : ` [--${kebab(d.input.extra.name)} ${file}]`;
  const input = isLineInput(d) ? `<${d.input.name}>|-|--file ${file}` : `<${d.input.name}|${file}|->`;
  return `secapi ${name} ${input}${params}${extra} [options]`;
}

function options(lang: Lang): string {
  return translate(lang, 'ui.cli.help.options', {
    concurrency: String(DEFAULT_CONCURRENCY),
    levels: VERDICT_LEVELS.join(' | '),
    grades: GRADE_ORDER.slice(0, 14).join(' '),
    // A synopsis, not prose: outside the catalogue, where French typography would space its colon.
    address: 'IP[:PORT]',
  });
}

function closing(lang: Lang): string {
  return [
    options(lang),
    translate(lang, 'ui.cli.help.environment'),
    '',
    translate(lang, 'ui.cli.help.exit-codes'),
  ].join('\n');
}

/** The words of a name of the registry, or the name itself when it has none (see the test). */
function words(lang: Lang, keys: Readonly<Record<string, CliUiKey>>, name: string): string {
  const key = keys[name];
  return key === undefined ? name : translate(lang, key);
}

/** The help of `secapi` itself: every command with an example. */
export function globalHelp(all: readonly Descriptor[], lang: Lang): string {
  const width = Math.max(...all.map((d) => commandName(d.id).length));
  const rows = all.map(
    (d) => `  ${commandName(d.id).padEnd(width)}  secapi ${commandName(d.id)} ${sample(d, lang)}`,
  );
  return [
    translate(lang, 'ui.cli.help.intro'),
    '',
    translate(lang, 'ui.cli.help.usage'),
    '',
    translate(lang, 'ui.cli.help.commands'),
    ...rows,
    '',
    closing(lang),
    '',
  ].join('\n');
}

/** The help of one command. */
export function commandHelp(d: Descriptor, lang: Lang): string {
  const name = commandName(d.id);
  const lines = [translate(lang, 'ui.cli.help.command-usage', { usage: usageOf(d, lang) }), ''];
  const input = { input: words(lang, INPUT_HELP_KEYS, d.input.name), max: d.input.maxLength };
  lines.push(
    translate(lang, isLineInput(d) ? 'ui.cli.help.input-line' : 'ui.cli.help.input-document', input),
  );
  for (const p of d.input.params ?? [])
    lines.push(
      `  ${translate(lang, 'ui.cli.help.param', { option: kebab(p.name), values: p.values.join('|'), text: words(lang, PARAM_HELP_KEYS, p.name) })}`,
    );
  if (d.input.extra !== undefined) {
    const field = words(lang, EXTRA_HELP_KEYS, d.input.extra.name);
    lines.push(`  ${translate(lang, 'ui.cli.help.extra', { option: kebab(d.input.extra.name), field })}`);
  }
  const result =
    d.family === 'verdict'
      ? 'ui.cli.help.result-verdict'
      : d.family === 'graded'
        ? 'ui.cli.help.result-graded'
        : 'ui.cli.help.result-report';
  lines.push(translate(lang, result), '', translate(lang, 'ui.cli.help.example'));
  lines.push(`  secapi ${name} ${sample(d, lang)}`);
  if (isLineInput(d)) lines.push(`  secapi ${name} --file inputs.txt --json > results.jsonl`);
  lines.push('', closing(lang), '');
  return lines.join('\n');
}
