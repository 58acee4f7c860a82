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
 * A function returning `returned`, an expression written once from a query's column names
 * (never from a value). Rows made by an object literal are born in one hidden class, where
 * adding each column by its name looks the name up and moves the object through as many shapes
 * as it has columns (bench/CHANGELOG.md, sessions 34, 56 and 57).
 */
export function compiledMaker<F>(parameters: string[], returned: string): F {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- its body holds column names, never a value
  return new Function(...parameters, `return ${returned};`) as F;
}
