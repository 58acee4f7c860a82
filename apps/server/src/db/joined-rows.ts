import { compiled, objectLiteral } from '../lib/compiled-code.js';

type Row = Record<string, unknown>;

/** A joined row's parts: its own columns, and one object per prefix, named without it. */
export type Parts<P extends string> = { own: Row } & Record<P, Row>;

/**
 * A reader of rows that join tables, one `<prefix>_<column>` per column of each joined table:
 * it gives each table's part as an object. Run on every answer and every question served, so
 * each part is made as an object literal of one fixed shape, written from the columns' names
 * once (as `fixed-rows.ts` does), where going through `Object.entries` and adding the keys one
 * at a time cost 13 µs of the player's question and answer (issue #37). The maker is written
 * again if the row's number of columns moves (a migration added one).
 */
export function joinedRows<P extends string>(prefixes: readonly P[]): (row: object) => Parts<P> {
  let width = -1;
  let make: (row: object) => Parts<P> = () => {
    throw new Error('joined rows: no maker yet');
  };
  return (row) => {
    const names = Object.keys(row);
    if (names.length !== width) {
      make = makerOf(names, prefixes);
      width = names.length;
    }
    return make(row);
  };
}

function makerOf<P extends string>(names: string[], prefixes: readonly P[]) {
  const prefixOf = (name: string) => prefixes.find((prefix) => name.startsWith(`${prefix}_`));
  const literal = (prefix: P | undefined) => {
    const columns = names.filter((name) => prefixOf(name) === prefix);
    const text = objectLiteral(
      columns.map((name) => [
        prefix === undefined ? name : name.slice(prefix.length + 1),
        `row[${JSON.stringify(name)}]`,
      ]),
    );
    if (!text) throw new Error('joined rows: a column named __proto__');
    return text;
  };
  const parts = objectLiteral([
    ['own', literal(undefined)],
    ...prefixes.map((prefix): [string, string] => [prefix, literal(prefix)]),
  ]);
  if (!parts) throw new Error('joined rows: a prefix named own or __proto__');
  return compiled<(row: object) => Parts<P>>(['row'], parts);
}
