import { mendTypography } from '@prepacode/domain/typography';
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';
import { compileInput } from './compiled-input.js';
import { compileOutput } from './compiled-output.js';

// Contracts in packages/domain use zod/mini (small in the browser); both share zod's core, so
// the server parses them with the same functions (ADR 0003). Issue messages come in French.
z.config(z.locales.fr());

type Schema = z.core.$ZodType;

/** Lets route handlers see the types of the zod schemas given in `schema`. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends Schema ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends Schema ? z.input<this['schema']> : unknown;
}

const PARTS: Record<string, string> = {
  body: 'Champ',
  querystring: 'Paramètre',
  params: 'Paramètre',
  headers: 'En-tête',
};

/**
 * An input that does not match its schema, with a French message the page can show. A message
 * a schema writes itself is a whole sentence ending with a period and is shown as it is;
 * zod's generic ones are framed with the field's name.
 */
export class InputError extends Error {
  constructor(
    readonly part: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    // zod's own French messages (« trop petit : … ») follow the product's typography too.
    super(mendTypography(InputError.describe(part, issues[0])));
  }

  private static describe(part: string, issue: z.core.$ZodIssue | undefined): string {
    if (issue?.message.endsWith('.')) return issue.message;
    const where = issue && issue.path.length > 0 ? ` « ${issue.path.join('.')} »` : '';
    const detail = issue
      ? ` (${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)})`
      : '';
    return `${PARTS[part] ?? 'Donnée'}${where} invalide${detail}.`;
  }
}

/**
 * Inputs go through the check compiled for their schema, or zod's parse where it does not say
 * yes: zod then writes the French error.
 */
export const validatorCompiler: FastifySchemaCompiler<Schema> = ({ schema, httpPart }) => {
  const compiled = compileInput(schema);
  return (data) => {
    const kept = compiled?.(data);
    if (kept !== undefined) return { value: kept };
    const result = z.safeParse(schema, data);
    return result.success
      ? { value: result.data }
      : { error: new InputError(httpPart ?? 'body', result.error.issues) };
  };
};

/**
 * The JSON of a value checked against its contract, so that no field the contract lacks leaves
 * the server: by the check compiled for the schema, or zod's parse where it does not say yes.
 */
export function contractJson(schema: Schema): (data: unknown) => string {
  const compiled = compileOutput(schema);
  return (data) => compiled?.(data) ?? JSON.stringify(z.parse(schema, data));
}

/** Outputs go through their schema too (`contractJson`). */
export const serializerCompiler: FastifySerializerCompiler<Schema> = ({ schema }) =>
  contractJson(schema);
