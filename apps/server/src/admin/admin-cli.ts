import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.js';
import { createDatabase } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { progressBar, type ProgressOutput } from '../lib/progress.js';
import { createMailer } from '../modules/mail/mailer.js';
import { APP, type Command } from './command.js';
import { ACCESS_COMMANDS } from './commands-access.js';
import { ACCOUNT_COMMANDS } from './commands-accounts.js';
import { BACKUP_COMMANDS } from './backup.js';
import { reasonOf } from './delivery.js';
import { memoryFitCommand } from './memory-fit.js';
import { memoryReplayCommand } from './memory-replay.js';
import { CommandError, UsageError } from './options.js';

// `npm run admin -- <command> [options]`: the operator's commands on DATABASE_URL (issue #7).
// Exit codes: 0 done, 1 the work failed, 2 the command line is wrong.

export const COMMANDS: readonly Command[] = [
  ...ACCOUNT_COMMANDS,
  ...ACCESS_COMMANDS,
  ...BACKUP_COMMANDS,
  memoryReplayCommand,
  memoryFitCommand,
];

export interface CliIo {
  stdout: ProgressOutput;
  stderr: ProgressOutput;
  env: Record<string, string | undefined>;
}

const pad = (text: string, width: number) => text.padEnd(width - 1) + ' ';

/** Words laid out in lines of `width` characters at most, the next lines indented. */
function wrap(words: readonly string[], indent = '', width = 100): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line];
}

/** A synopsis cut at spaces outside brackets, so that `[--type info|warning]` stays whole. */
function synopsisParts(synopsis: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const char of synopsis) {
    if (char === '[' || char === '(') depth += 1;
    if (char === ']' || char === ')') depth -= 1;
    if (char === ' ' && depth === 0) parts.push('');
    else parts[parts.length - 1] += char;
  }
  return parts;
}

export function usage(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length)) + 3;
  return [
    `Usage : ${APP} <commande> [options]`,
    `Aide d’une commande : ${APP} <commande> --help`,
    '',
    'Commandes :',
    ...COMMANDS.map((command) => `  ${pad(command.name, width)}${command.summary}`),
    '',
    'Chaque commande, sauf backup et restore, met d’abord à jour (migre) la base DATABASE_URL.',
    'Les e‑mails partent par SMTP_URL, ou sont écrits dans OUTBOX_DIR quand SMTP_URL n’est pas défini.',
    'Codes de sortie : 0 réussite, 1 échec de la commande, 2 erreur d’utilisation.',
  ].join('\n');
}

export function commandHelp(command: Command): string {
  const flags = [
    ...(command.argument
      ? [{ flag: command.argument.value ?? '', help: command.argument.help }]
      : []),
    ...command.options.map((option) => ({
      flag: `--${option.name}${option.value ? ` ${option.value}` : ''}`,
      help: option.help,
    })),
    { flag: '-h, --help', help: 'cette aide' },
  ];
  const width = Math.max(...flags.map((option) => option.flag.length)) + 3;
  return [
    ...wrap([`Usage : ${APP} ${command.name}`, ...synopsisParts(command.synopsis)], '          '),
    '',
    ...wrap(command.description.split(' ')),
    '',
    'Options :',
    ...flags.map((option) => `  ${pad(option.flag, width)}${option.help}`),
    '',
    command.examples.length > 1 ? 'Exemples :' : 'Exemple :',
    ...command.examples.map((example) => `  ${example}`),
  ].join('\n');
}

const camelCase = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The command's options, read without parseArgs' strict mode so that every problem is said in
 * French: an unknown option, a value missing or given to a flag, a stray argument.
 */
function readOptions(
  command: Command,
  args: string[],
): { help: boolean; values: Record<string, unknown> } {
  const options = Object.fromEntries(
    command.options.map((option) => [
      option.name,
      { type: option.value ? ('string' as const) : ('boolean' as const) },
    ]),
  );
  const { values, tokens } = parseArgs({
    args,
    options: { ...options, help: { type: 'boolean', short: 'h' } },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  if (values.help === true) return { help: true, values: {} };
  const problems: string[] = [];
  // The word after an unknown option is taken as its value, not reported a second time.
  let unknownAt: number | undefined;
  let argument: string | undefined;
  for (const token of tokens) {
    if (token.kind === 'positional') {
      if (unknownAt !== undefined && token.index === unknownAt + 1) continue;
      if (command.argument && argument === undefined) {
        argument = token.value;
        continue;
      }
      problems.push(
        `argument inattendu « ${token.value} » (mettez une valeur à espaces entre guillemets)`,
      );
    } else if (token.kind === 'option') {
      const type = options[token.name]?.type;
      if (!type) {
        problems.push(`option inconnue : ${token.rawName}`);
        if (token.value === undefined) unknownAt = token.index;
      } else if (type === 'boolean' && token.value !== undefined) {
        problems.push(`${token.rawName} ne prend pas de valeur`);
      } else if (
        type === 'string' &&
        (token.value === undefined || (!token.inlineValue && token.value.startsWith('--')))
      ) {
        problems.push(`${token.rawName} : valeur attendue`);
      }
    }
  }
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  return {
    help: false,
    values: Object.fromEntries<unknown>([
      ...Object.entries(values).map(([name, value]) => [camelCase(name), value] as const),
      ...(command.argument ? [[camelCase(command.argument.name), argument] as const] : []),
    ]),
  };
}

/** Runs one command line; answers the exit code. Tests call it with their own writers and env. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const print = (line: string) => void io.stdout.write(`${line}\n`);
  const warn = (line: string) => void io.stderr.write(`${line}\n`);
  const [name, ...args] = argv;
  if (name === '-h' || name === '--help') {
    print(usage());
    return 0;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) {
    warn(name === undefined ? usage() : `✘ commande inconnue : ${name}\n\n${usage()}`);
    return 2;
  }
  try {
    const { help, values } = readOptions(command, args);
    if (help) {
      print(commandHelp(command));
      return 0;
    }
    // npm runs the script from the repository root; a file is where the operator typed it.
    if (typeof values.file === 'string' && io.env.INIT_CWD) {
      values.file = path.resolve(io.env.INIT_CWD, values.file);
    }
    const terminal = (config: Config) => ({
      config,
      print,
      warn,
      progress: (unit: string) => progressBar(unit, io.stderr),
    });
    if (!command.opensDatabase) {
      const work = command.prepare(values);
      return await work(terminal(loadConfig(io.env)));
    }
    const work = command.prepare(values);
    const config = loadConfig(io.env);
    const db = createDatabase(config.DATABASE_URL);
    try {
      await migrateToLatest(db);
      const mailer = createMailer({
        smtpUrl: config.SMTP_URL,
        outboxDir: config.OUTBOX_DIR,
        from: config.MAIL_FROM,
      });
      return await work({ ...terminal(config), db, mailer });
    } finally {
      await db.destroy();
    }
  } catch (error) {
    if (error instanceof UsageError) {
      for (const line of error.message.split('\n')) warn(`✘ ${line}`);
      warn(`Aide : ${APP} ${command.name} --help`);
      return 2;
    }
    if (error instanceof CommandError) for (const line of error.details) warn(line);
    const cause = error instanceof Error && error.cause ? ` : ${reasonOf(error.cause)}` : '';
    warn(`✘ ${reasonOf(error)}${cause}`);
    return 1;
  }
}

// Run as `node dist/admin/admin-cli.js`; imported by the tests, it only exports.
const entry = process.argv[1];
if (entry && realpathSync(entry) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  });
}
