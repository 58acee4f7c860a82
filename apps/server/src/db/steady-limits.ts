import {
  LimitNode,
  OffsetNode,
  RawNode,
  SelectQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** `cast(? as integer)`: the same number, which SQLite's planner does not read at prepare. */
const cast = (value: OperationNode) => RawNode.create(['cast(', ' as integer)'], [value]);

/**
 * A query's LIMIT and OFFSET sent to SQLite as `cast(? as integer)`, not as a bare `?`. SQLite
 * (3.47 and later) reads a bare bound LIMIT's value when it plans, and marks the statement to be
 * prepared again whenever another value is bound; better-sqlite3 binds at each run, so every
 * statement with a bound LIMIT was parsed and planned anew at each run, however long it was kept
 * (bench/CHANGELOG.md, session 60: 18 µs a read of the dashboard's mock exams against 2.6 with
 * the cast). The same rows come back: the values are the integers the code passes. Only the
 * outermost SELECT is changed; a LIMIT inside a subquery keeps its `?`.
 */
export class SteadyLimits implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!SelectQueryNode.is(node) || (!node.limit && !node.offset)) return node;
    return Object.freeze({
      ...node,
      ...(node.limit ? { limit: LimitNode.create(cast(node.limit.limit)) } : {}),
      ...(node.offset ? { offset: OffsetNode.create(cast(node.offset.offset)) } : {}),
    });
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}
