import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { publicUrl, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Progress } from '../lib/progress.js';
import type { Mailer } from '../modules/mail/mailer.js';
import { parseOptions } from './options.js';
import type { LinkSent } from './passwords.js';

/** What a command works with: the migrated database, the mailer, and the terminal. */
export interface CommandContext {
  db: Kysely<Database>;
  mailer: Mailer;
  config: Config;
  /** A line of the command's result, on stdout. */
  print(line: string): void;
  /** A line about how it went, on stderr, so that stdout stays the result. */
  warn(line: string): void;
  progress(unit: string): Progress;
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
  examples: string[];
}

export interface Command extends CommandText {
  /** Checks the options; its keys are the options' names in camelCase. */
  schema: z.ZodType;
  /**
   * Checks the options (keys in camelCase, as parseArgs read them) before anything is opened,
   * throwing a UsageError; answers the work, which answers the exit code.
   */
  prepare(values: Record<string, unknown>): (context: CommandContext) => Promise<number>;
}

/** A command whose work receives its options checked by its schema. */
export function defineCommand<S extends z.ZodType>(
  command: CommandText & {
    schema: S;
    run(context: CommandContext, options: z.output<S>): Promise<number>;
  },
): Command {
  const { schema, run, ...text } = command;
  return {
    ...text,
    schema,
    prepare(values) {
      const options = parseOptions(schema, values);
      return (context) => run(context, options);
    },
  };
}

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
  if (!sent.mailError) return 0;
  context.warn(`✘ e‑mail non envoyé (${sent.mailError}) : transmettez ce lien vous-même.`);
  return 1;
}
