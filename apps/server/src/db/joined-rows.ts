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
  if (names.includes('__proto__')) throw new Error('joined rows: a column named __proto__');
  const prefixOf = (name: string) => prefixes.find((prefix) => name.startsWith(`${prefix}_`));
  const literal = (prefix: P | undefined) =>
    `{ ${names
      .filter((name) => prefixOf(name) === prefix)
      .map((name) => {
        const key = prefix === undefined ? name : name.slice(prefix.length + 1);
        return `${JSON.stringify(key)}: row[${JSON.stringify(name)}]`;
      })
      .join(', ')} }`;
  const parts = [
    `own: ${literal(undefined)}`,
    ...prefixes.map((prefix) => `${JSON.stringify(prefix)}: ${literal(prefix)}`),
  ];
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- its body holds column names, never a value
  return new Function('row', `return { ${parts.join(', ')} };`) as (row: object) => Parts<P>;
}
