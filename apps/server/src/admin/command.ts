import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { publicUrl, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Progress } from '../lib/progress.js';
import type { Mailer } from '../modules/mail/mailer.js';
import { parseOptions } from './options.js';
import type { LinkSent } from './passwords.js';

/** What every command works with: the configuration and the terminal. */
export interface TerminalContext {
  config: Config;
  /** A line of the command's result, on stdout. */
  print(line: string): void;
  /** A line about how it went, on stderr, so that stdout stays the result. */
  warn(line: string): void;
  progress: (unit: string) => Progress;
}

/** What a command on the data works with: the migrated database and the mailer too. */
export interface CommandContext extends TerminalContext {
  db: Kysely<Database>;
  mailer: Mailer;
}

/** An option of the help text: `value` names what a string option takes; none for a flag. */
export interface OptionHelp {
  name: string;
  value?: string;
  help: string;
}

interface CommandText {
  name: string;
  summary: string;
  synopsis: string;
  description: string;
  options: OptionHelp[];
  /** A word typed without an option (`backup <fichier>`), checked by the schema under its name. */
  argument?: OptionHelp;
  examples: string[];
}

/**
 * Checks the options (keys in camelCase, as parseArgs read them) before anything is opened,
 * throwing a UsageError; answers the work, which answers the exit code.
 */
type Prepare<C> = (values: Record<string, unknown>) => (context: C) => Promise<number>;

export type Command = CommandText & {
  /** Checks the options; its keys are the options' names in camelCase. */
  schema: z.ZodType;
} & (
    | { opensDatabase: true; prepare: Prepare<CommandContext> }
    // The commands on the database file itself (backup, restore): nothing opens or migrates it.
    | { opensDatabase: false; prepare: Prepare<TerminalContext> }
  );

/** A command's text and schema, and the work given its options checked by the schema. */
type Definition<S extends z.ZodType, C> = CommandText & {
  schema: S;
  /** May answer at once: a throw still reaches the caller as a rejected promise (prepared). */
  run: (context: C, options: z.output<S>) => number | Promise<number>;
};

function prepared<S extends z.ZodType, C>({ run, ...text }: Definition<S, C>) {
  const prepare: Prepare<C> = (values) => {
    const options = parseOptions(text.schema, values);
    return (context) => Promise.resolve().then(() => run(context, options));
  };
  return { ...text, prepare };
}

/** A command whose work receives the migrated database and its options checked by its schema. */
export const defineCommand = <S extends z.ZodType>(
  command: Definition<S, CommandContext>,
): Command => ({ ...prepared(command), opensDatabase: true });

/** A command on the database file, which it neither opens through Kysely nor migrates. */
export const defineFileCommand = <S extends z.ZodType>(
  command: Definition<S, TerminalContext>,
): Command => ({ ...prepared(command), opensDatabase: false });

export const APP = 'npm run admin --';

export const SCHOOL: OptionHelp = { name: 'school', value: '<id>', help: 'identifiant de l’école' };
export const LEARNER: OptionHelp = {
  name: 'learner',
  value: '<adresse>',
  help: 'adresse e‑mail de l’élève',
};
export const FIRST_NAME: OptionHelp = { name: 'first-name', value: '<prénom>', help: 'prénom' };
export const LAST_NAME: OptionHelp = { name: 'last-name', value: '<nom>', help: 'nom' };

/** Prints a password link; a mail that did not leave makes the command fail, link in hand. */
export function printLink(context: CommandContext, sent: LinkSent, intro: string): number {
  context.print(intro);
  context.print(sent.link);
  // Links are built from PUBLIC_URL, as the server builds its mails' (issue #20, point 4); an
  // operator who forgot it would otherwise send a link to this machine without knowing.
  if (!context.config.PUBLIC_URL) {
    context.warn(
      `PUBLIC_URL n’est pas défini\u202f: ce lien pointe vers ${publicUrl(context.config)}, ce serveur vu de cette machine. Définissez PUBLIC_URL comme pour le serveur.`,
    );
  }
  if (sent.mailError) {
    context.warn(`✘ e‑mail non envoyé (${sent.mailError})\u202f: transmettez ce lien vous-même.`);
    return 1;
  }
  const { outbox } = context.mailer;
  if (outbox) context.warn(`E‑mail ${unsent(outbox)}\u202f; transmettez ce lien vous-même.`);
  return 0;
}

/**
 * What became of the mails a command sent: without SMTP_URL they are files in the outbox that
 * nobody receives, which the operator must be told (« envoyé » would be false).
 */
export function mailsDelivered(context: CommandContext, what: string): string {
  const { outbox } = context.mailer;
  return outbox ? `${what}\u202f: ${unsent(outbox)}.` : `${what}\u202f: envoyé.`;
}

const unsent = (outbox: string) => `écrit dans ${outbox}, pas envoyé (SMTP_URL n’est pas défini)`;
