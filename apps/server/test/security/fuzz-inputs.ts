import fc from 'fast-check';
import type { App } from '../../src/app.js';

/** One route of the app as `printRoutes` lists it: its path with `:param` and its methods. */
export interface ListedRoute {
  path: string;
  methods: string[];
}

/**
 * The routes the app serves, read from Fastify's own tree: the fuzzer follows every route added
 * later without a list to keep up to date. A child line's path continues its parent's.
 */
export function listRoutes(app: App): ListedRoute[] {
  const text = app.printRoutes({ commonPrefix: false, includeHooks: false });
  const stack: string[] = [];
  const routes: ListedRoute[] = [];
  for (const line of text.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack.push(path);
    if (match[3]) routes.push({ path, methods: match[3].split(', ') });
  }
  return routes;
}

/** Strings a path segment or a value should survive: traversal, bad encodings, controls. */
const nasty = fc.constantFrom(
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%',
  '%zz',
  '%c0%ae',
  '%ff%fe',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '<script>',
  'é\u202F?',
  '\u{1F697}',
  '\uFEFF',
);

const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer().map(String),
);

/** A path segment: raw nasty encodings, or any text percent-encoded, sometimes very long. */
export const segment = fc.oneof(
  nasty,
  anyText.filter((text) => text.length > 0).map(encodeURIComponent),
  fc.integer({ min: 1, max: 5000 }).map((length) => 'x'.repeat(length)),
);

/** A query string: encoded pairs, or raw oddities the parser must refuse or take. */
export const queryString = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.oneof(anyText, fc.constantFrom('__proto__', 'constructor', 'slug', 'id')),
      anyText,
    )
    .map((pairs) => new URLSearchParams(pairs).toString()),
  nasty.map((value) => `a=${value}&a=${value}&${value}`),
  fc.constant('__proto__[x]=1&constructor[prototype][x]=1'),
);

const leaf = fc.oneof(
  anyText,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.integer({ min: 10_000, max: 100_000 }).map((length) => 'é'.repeat(length)),
);

/** JSON texts: any values, deep nesting, prototype keys, and texts that are not JSON. */
export const jsonText = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.dictionary(fc.string({ maxLength: 12 }), leaf).map((value) => JSON.stringify(value)),
  fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), leaf)
    .map(
      ([key, value]) => `{"${key}":{"isAdmin":true,"role":"staff"},"x":${JSON.stringify(value)}}`,
    ),
  fc.integer({ min: 100, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc
    .integer({ min: 100, max: 2000 })
    .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.constantFrom('', '{', 'nul', '"', '{"a":}', '\u0000'),
);

/** A body under one content type, or none. */
export const body = fc.oneof(
  jsonText.map((payload) => ({ type: 'application/json', payload })),
  queryString.map((payload) => ({ type: 'application/x-www-form-urlencoded', payload })),
  anyText.map((payload) => ({ type: 'text/plain', payload })),
  jsonText.map((payload) => ({ type: 'multipart/form-data; boundary=x', payload })),
  jsonText.map((payload) => ({ type: undefined, payload })),
  fc.constant(undefined),
);

export const who = fc.constantFrom('anonyme', 'eleve', 'eleve-sans-jeton', 'personnel');
