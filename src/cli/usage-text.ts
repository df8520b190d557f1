import { COMMANDS, type CommandName, type CommandSpec, type OptionSpec } from './commands.js';

const HELP: OptionSpec = { name: 'help', short: 'h', about: 'show this help' };

function label(option: OptionSpec): string {
  const names = `${option.short === undefined ? '    ' : `-${option.short}, `}--${option.name}`;
  return option.value === undefined ? names : `${names} ${option.value}`;
}

function optionLines(options: readonly OptionSpec[]): string[] {
  const width = Math.max(...options.map((option) => label(option).length)) + 2;
  return options.flatMap((option) => {
    const about = option.about.split('\n');
    if (option.default !== undefined) about[about.length - 1] += ` (default ${option.default})`;
    return about.map((text, index) => `  ${(index === 0 ? label(option) : '').padEnd(width)}${text}`);
  });
}

function commandUsage(name: CommandName): string {
  const spec: CommandSpec = COMMANDS[name];
  return [
    `Usage: linkproof ${spec.synopsis}`,
    '',
    spec.summary,
    '',
    'Options:',
    ...optionLines([...spec.options, HELP]),
    '',
    'Example:',
    `  ${spec.example}`,
    '',
    `Exit: ${spec.exit}`,
  ].join('\n');
}

function overview(): string {
  const names = Object.keys(COMMANDS) as CommandName[];
  const width = Math.max(...names.map((name) => name.length)) + 2;
  return [
    'linkproof: contract-first mock and conformance kit for the Link Shortening and Attribution Service',
    '',
    'Usage: linkproof COMMAND [options]',
    '',
    'Commands:',
    ...names.map((name) => `  ${name.padEnd(width)}${COMMANDS[name].summary}`),
    '',
    'Options:',
    ...optionLines([{ ...HELP, about: "show this overview; linkproof COMMAND --help shows a command's options" }, { name: 'version', about: "print linkproof's version and the contract's" }]),
    '',
    'Example:',
    '  linkproof mock --help',
  ].join('\n');
}

/** The help the CLI prints: a command's usage (options, defaults, an example, exit codes), or without one the list of commands. */
export function usageText(command?: CommandName): string {
  return command === undefined ? overview() : commandUsage(command);
}
