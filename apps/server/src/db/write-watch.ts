import type {
  Kysely,
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  ReferenceNode,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Database } from './database.js';

/**
 * Counts this process's writes to each table, so that a copy of rows kept in memory (the
 * session cache, modules/auth/session-cache.ts) knows it is stale the moment this node changes
 * them, whichever module writes (ADR 0023). Writes of other processes are heard through
 * PostgreSQL's notices (db/change-notices.ts), and the copies that rely on this count keep rows
 * for a bounded time in any case. Where copies are kept per row, a delete that returns the ids
 * of the rows it ends is not counted: it names them to `whenEnded`'s listeners, and only their
 * copies go (`Unseen.ended`).
 *
 * Seen at compile time, through Kysely: a write built once by `prepared` counts once, so
 * `prepared` is kept for the tables nobody keeps in memory.
 */
export class WriteWatch implements KyselyPlugin {
  private readonly counts = new Map<string, number>();
  private elsewhere = 0;
  private version: number | undefined;
  /** The deletes under way that name the rows they end: their results name those rows. */
  private readonly naming = new WeakMap<QueryId, { table: string; column: string }>();
  private readonly endedListeners = new Map<string, ((id: string) => void)[]>();

  /**
   * `unseen`: per table, the writes no copy kept in memory can be made stale by, left out of the
   * count: its inserts (`inserts`: a new session row is no change to another one kept), and an
   * update of these columns alone (`columns`: a session's last-seen time, written once a minute
   * per learner; an inscription's credits, spent at each mock exam). `othersVersion`: where the
   * database itself tells when another connection committed (SQLite's `data_version`, which
   * moves at each commit of another process on the file), a read of it.
   */
  constructor(
    private readonly unseen: Readonly<Record<string, Unseen>> = {},
    private readonly othersVersion?: () => number,
  ) {
    this.version = othersVersion?.();
  }

  /**
   * True when every change is seen the moment it matters: this process's own writes, and the
   * others' through the database's version. Copies then need no time limit (ADR 0024).
   */
  get seesEveryChange(): boolean {
    return this.othersVersion !== undefined;
  }

  /**
   * The writes this process has made to these tables since it started, plus the changes other
   * processes made (announced by `heardElsewhere`, or seen in the database's version).
   */
  count(tables: readonly string[]): number {
    if (this.othersVersion) {
      const version = this.othersVersion();
      if (version !== this.version) {
        this.version = version;
        this.elsewhere += 1;
      }
    }
    let total = this.elsewhere;
    for (const table of tables) total += this.counts.get(table) ?? 0;
    return total;
  }

  /** Another process changed the watched tables (db/change-notices.ts): every count moves. */
  heardElsewhere(): void {
    this.elsewhere += 1;
  }

  /** A row of `table` was ended and named: by this process's delete, or heard of (change-notices.ts). */
  heardEnded(table: string, id: string): void {
    for (const listener of this.endedListeners.get(table) ?? []) listener(id);
  }

  /** Calls `listener` with each row of `table` a delete names as it ends it, here or elsewhere. */
  whenEnded(table: string, listener: (id: string) => void): void {
    this.endedListeners.set(table, [...(this.endedListeners.get(table) ?? []), listener]);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(node);
    if (table !== undefined) {
      const column = this.namedBy(node, table);
      if (column !== undefined) this.naming.set(queryId, { table, column });
      else this.countWrite(node, table);
    }
    // The writes of a `with` (one statement for several writes, on PostgreSQL) count too; what
    // they return goes no further than the statement, so none names the rows it ends.
    const steps = 'with' in node ? node.with?.expressions : undefined;
    for (const step of steps ?? []) {
      const written = writtenTable(step.expression);
      if (written !== undefined) this.countWrite(step.expression as RootOperationNode, written);
    }
    return node;
  }

  private countWrite(node: RootOperationNode, table: string): void {
    if (!this.isUnseen(node, table)) this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }

  transformResult({
    queryId,
    result,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const named = this.naming.get(queryId);
    if (named) {
      for (const row of result.rows) this.heardEnded(named.table, String(row[named.column]));
    }
    return Promise.resolve(result);
  }

  /**
   * The column by which a delete names the rows it ends (`returning('id')`), where the table's
   * copies are kept per row (`Unseen.ended`): those rows' copies go, the others stay. A delete
   * that does not return them is counted like every other write.
   */
  private namedBy(node: RootOperationNode, table: string): string | undefined {
    const column = this.unseen[table]?.ended;
    if (column === undefined || node.kind !== 'DeleteQueryNode') return undefined;
    const returned = node.returning?.selections.map((selection) => nameOf(selection.selection));
    return returned?.includes(column) ? column : undefined;
  }

  private isUnseen(node: RootOperationNode, table: string): boolean {
    const unseen = this.unseen[table];
    if (!unseen) return false;
    // An insert that may change a row already there (an upsert, a replace) counts as an update.
    if (node.kind === 'InsertQueryNode')
      return (
        unseen.inserts === true &&
        !node.onConflict &&
        !node.onDuplicateKey &&
        !node.replace &&
        !node.orAction
      );
    const columns = unseen.columns ?? [];
    if (node.kind !== 'UpdateQueryNode' || !node.updates) return false;
    return node.updates.every((update) => columns.includes(nameOf(update.column) ?? ''));
  }
}

/** Writes to a table that no copy kept in memory can be made stale by (`WriteWatch`). */
export interface Unseen {
  inserts?: boolean;
  columns?: readonly string[];
  /** The column by which a delete that returns it names the rows it ends (`whenEnded`). */
  ended?: string;
}

/** The name of a table, column or alias node's target, if it names one. */
function nameOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  const named = node as unknown as {
    table?: { identifier?: { name?: string } };
    column?: { name?: string };
    node?: OperationNode;
  };
  if (node.kind === 'TableNode') return named.table?.identifier?.name;
  if (node.kind === 'ColumnNode') return named.column?.name;
  if (node.kind === 'ReferenceNode') return nameOf((node as ReferenceNode).column);
  if (node.kind === 'AliasNode') return nameOf(named.node);
  return undefined;
}

function writtenTable(operation: OperationNode): string | undefined {
  const node = operation as RootOperationNode;
  switch (node.kind) {
    case 'InsertQueryNode':
      return nameOf(node.into);
    case 'UpdateQueryNode':
      return nameOf(node.table);
    case 'DeleteQueryNode':
      return nameOf(node.from.froms[0]);
    case 'MergeQueryNode':
      return nameOf(node.into);
    default:
      return undefined;
  }
}

/**
 * `read`, called at most once per turn of the event loop: the requests a turn handles share its
 * value, which the next turn reads again. For SQLite's `data_version` (ADR 0024, amended): each
 * read is a statement that takes and drops the log's shared lock, two system calls, about 12 µs
 * a request under load, a sixth of the session check (bench/CHANGELOG.md, session 29). A commit
 * of another process during a turn is seen by the requests of the next, as if they had come a
 * turn earlier, which is what they did.
 */
export function oncePerTurn(read: () => number): () => number {
  let value: number | undefined;
  return () => {
    if (value === undefined) {
      value = read();
      setImmediate(() => {
        value = undefined;
      });
    }
    return value;
  };
}

/** The watch `createDatabase` installed on `db`, shared by its transactions. */
export function writeWatchOf(db: Kysely<Database>): WriteWatch | undefined {
  return db.getExecutor().plugins.find((plugin) => plugin instanceof WriteWatch);
}
