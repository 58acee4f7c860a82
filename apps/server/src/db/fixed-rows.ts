import type { Statement } from 'better-sqlite3';
import { compiled, objectLiteral } from '../lib/compiled-code.js';

/** What the server runs of a statement: better-sqlite3's own, or one whose rows have one shape. */
export type RowStatement<R = unknown> = Pick<
  Statement<unknown[], R>,
  'reader' | 'readonly' | 'all' | 'run' | 'iterate'
>;

type Row = Record<string, unknown>;
type Shape = { width: number; toRow: (values: unknown[]) => Row };

/**
 * A row maker of one fixed shape for these columns, or none when an object literal could not
 * hold them as better-sqlite3 does (two columns of one name, or `__proto__`).
 */
function shapeOf(statement: Statement): Shape | undefined {
  const names = statement.columns().map((column) => column.name);
  const literal = objectLiteral(names.map((name, index) => [name, `values[${index}]`]));
  if (!literal) return undefined;
  return { width: names.length, toRow: compiled(['values'], literal) };
}

/**
 * A reading statement whose rows come as arrays, made into objects of one fixed shape: its
 * rows cost about half as much to make (26 columns: 21–23 µs → 10–14 µs a read, the player's
 * attempt; bench/CHANGELOG.md, session 34), and the code reading them sees one shape. The rows
 * are the same objects, keys in the same order, as better-sqlite3 makes. Writing statements,
 * and those whose columns an object literal cannot hold, are left as they are.
 */
export function withFixedRows<R>(statement: Statement<unknown[], R>): RowStatement<R> {
  if (!statement.reader) return statement;
  let shape = shapeOf(statement);
  if (!shape) return statement;
  statement.raw(true);
  const rows = (values: unknown[][]): R[] => {
    // SQLite prepares a statement again when the schema changed (a migration): read its
    // columns again if their number moved.
    if (values.length > 0 && values[0]?.length !== shape?.width) shape = shapeOf(statement);
    const made = shape;
    if (!made) throw new Error('fixed rows: the statement now has two columns of one name');
    return values.map((row) => made.toRow(row) as R);
  };
  return {
    reader: true,
    readonly: statement.readonly,
    all: (...parameters) => rows(statement.all(...parameters) as unknown as unknown[][]),
    run: (...parameters) => statement.run(...parameters),
    iterate: function* (...parameters) {
      for (const values of statement.iterate(...parameters)) {
        yield rows([values as unknown as unknown[]])[0] as R;
      }
    },
  };
}
