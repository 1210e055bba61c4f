/**
 * The command line's help (`secapi --help`, `secapi <command> --help`): its own catalogue files,
 * `ui-cli.ts`, so the help reads in the user's language like the rest of the command.
 */
export const CLI_UI_KEYS = [
  'ui.cli.help.intro',
  'ui.cli.help.usage',
  'ui.cli.help.commands',
  'ui.cli.help.options',
  'ui.cli.help.environment',
  'ui.cli.help.exit-codes',
  'ui.cli.help.command-usage',
  'ui.cli.help.file',
  'ui.cli.help.input-line',
  'ui.cli.help.input-document',
  'ui.cli.help.extra',
  'ui.cli.help.param',
  'ui.cli.help.result-verdict',
  'ui.cli.help.result-graded',
  'ui.cli.help.result-report',
  'ui.cli.help.example',
  'ui.cli.help.sample-message',
  // What each command reads (by the descriptor's input name) and its optional parameters.
  'ui.cli.help.input.url',
  'ui.cli.help.input.domain',
  'ui.cli.help.input.host',
  'ui.cli.help.input.ip',
  'ui.cli.help.input.hash',
  'ui.cli.help.input.message',
  'ui.cli.help.input.emailBody',
  'ui.cli.help.extra.rawHeaders',
  'ui.cli.help.param.method',
] as const;
