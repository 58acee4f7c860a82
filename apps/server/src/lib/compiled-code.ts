/**
 * The text of an object literal `{ "key": expression, … }`, or none when an object literal
 * could not hold these keys as plain assignment does: two of one name, or `__proto__` (which
 * a literal reads as the prototype).
 */
export function objectLiteral(entries: [key: string, expression: string][]): string | undefined {
  const keys = entries.map(([key]) => key);
  if (new Set(keys).size !== keys.length || keys.includes('__proto__')) return undefined;
  return `{ ${entries.map(([key, expression]) => `${JSON.stringify(key)}: ${expression}`).join(', ')} }`;
}

/**
 * A function of `parameters` returning `returned`, an expression written once from names our
 * own code holds (a query's columns, a contract's fields), never from a value. Rows made by an
 * object literal are born in one hidden class, where adding each column by its name looks the
 * name up and moves the object through as many shapes as it has columns; a contract's check
 * written out skips walking the schema for every answer (bench/CHANGELOG.md, sessions 34, 56
 * and 57).
 */
export function compiled<F>(parameters: string[], returned: string): F {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- written from names of our code, never from a value
  return new Function(...parameters, `return ${returned};`) as F;
}
