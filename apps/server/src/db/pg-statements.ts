import pg from 'pg';
import { compiled, objectLiteral } from '../lib/compiled-code.js';

/**
 * The SQL of the queries built once by `prepared` (prepared.ts), each with a name. On
 * PostgreSQL a statement sent without a name is parsed and planned again at every run, on the
 * same two cores as the node in the benchmark; named, each connection parses it once and keeps
 * it. Only these: a text built per call (a list of values of any length) would fill every
 * connection with statements run once.
 */
const names = new Map<string, string>();

export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `prepacode_${names.size + 1}`);
}

type Field = { name: string; dataTypeID: number; format?: string };
type Parser = (text: string) => unknown;
type TypeParsers = { getTypeParser: (oid: number, format: 'text') => Parser };
type RowMaker = (values: (string | null)[], parsers: Parser[]) => Record<string, unknown>;
type Shape = { fields: Field[]; parsers: Parser[]; make: RowMaker };
type Results = { command: string | null; rows: unknown[]; fields: Field[] };
type PgQuery = {
  _result: Results & { _types?: TypeParsers };
  _canceledDueToError: unknown;
  _checkForMultirow(): void;
  name?: string;
};

/** Each named statement's row shape, the same on every connection. */
const shapes = new Map<string, Shape>();

const sameFields = (a: Field[], b: Field[]) =>
  a.length === b.length &&
  a.every((field, i) => field.name === b[i]?.name && field.dataTypeID === b[i].dataTypeID);

/**
 * A maker of rows of one fixed shape for these columns, as `db/fixed-rows.ts` makes SQLite's:
 * pg made each row by copying an object it built field by field for every query (its
 * `addFields`, 7 % of the node's time on the player's question), then setting each value by
 * its name. None when an object literal could not hold the columns as pg does.
 */
function shapeOf(query: PgQuery, fields: Field[]): Shape | undefined {
  if (fields.some((field) => field.format === 'binary')) return undefined;
  const literal = objectLiteral(
    fields.map((field, i) => [field.name, `v[${i}]===null?null:p[${i}](v[${i}])`]),
  );
  if (!literal) return undefined;
  const types: TypeParsers = query._result._types ?? pg.types;
  const parsers = fields.map((field) => types.getTypeParser(field.dataTypeID, 'text'));
  return { fields, parsers, make: compiled(['v', 'p'], literal) };
}

/** The statement's shape, made again if its columns moved (a migration). */
function shapeFor(query: PgQuery, fields: Field[]): Shape | undefined {
  const name = query.name ?? '';
  const kept = shapes.get(name);
  if (kept && sameFields(kept.fields, fields)) return kept;
  const shape = shapeOf(query, fields);
  if (shape) shapes.set(name, shape);
  else shapes.delete(name);
  return shape;
}

const pgQuery = pg.Query.prototype as unknown as Pick<
  NamedQuery,
  'handleRowDescription' | 'handleDataRow'
>;

/**
 * pg's query, its rows made by the maker kept for its statement. The rest (prepare, bind,
 * execute, errors, the end) is pg's own; rows it could not make so, pg makes.
 */
class NamedQuery extends pg.Query {
  private shape: Shape | undefined;

  handleRowDescription(message: { fields: Field[] }): void {
    const query = this as unknown as PgQuery;
    this.shape = shapeFor(query, message.fields);
    if (!this.shape) return pgQuery.handleRowDescription.call(this, message);
    query._checkForMultirow();
    query._result.fields = message.fields;
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    const { shape } = this;
    if (!shape) return pgQuery.handleDataRow.call(this, message);
    const query = this as unknown as PgQuery;
    if (query._canceledDueToError) return;
    try {
      query._result.rows.push(shape.make(message.fields, shape.parsers));
    } catch (error) {
      // As pg does: the error is the query's, given when the server says it is done.
      query._canceledDueToError = error;
    }
  }
}

/**
 * Runs a query on a pg client as Kysely's driver would (`query(text, values)`), a statement of
 * `prepared` by its name as a NamedQuery.
 */
export function sendQuery(
  client: pg.ClientBase,
  text: string,
  values: readonly unknown[],
): Promise<pg.QueryResult> {
  const name = names.get(text);
  if (!name) return client.query(text, values as unknown[]);
  return new Promise((resolve, reject) => {
    const named = new NamedQuery(text, values, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    (named as unknown as PgQuery).name = name;
    client.query(named);
  });
}
