import { EventEmitter } from 'node:events';
import type { PostgresPool, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { sendQuery } from './pg-statements.js';

/** Connections whose queries are pipelined, shared by every request. */
const SHARED_CONNECTIONS = 2;
/**
 * A shared connection whose oldest query has waited this long is stalled (a school's export, a
 * lock): the leases that come go to another, or to a connection of their own if all are.
 */
const STALLED_MS = 25;

// The statements Kysely's driver sends to open and to end a transaction.
const BEGINS = /^(begin|start transaction)\b/;
const ENDS = /^(commit|rollback)$/;

/** The statements that may share their commit with others of their turn (`groupsCommits`). */
const grouped = new Set<string>();

/**
 * Marks a statement that is a whole transaction by itself (one write that commits alone, never
 * run inside a transaction of the caller's) as one that may share its commit with the others of
 * its turn. Each commit waits for PostgreSQL's log to reach the disk, and a shared connection
 * answers nothing else meanwhile: with the learners' answers sent one a commit, the player's
 * loop served a quarter fewer requests than with commits that do not wait (ADR 0012, amended
 * in session 76).
 */
export function groupsCommits(sql: string): void {
  grouped.add(sql);
}

type Result = pg.QueryResult;
type Grouped = {
  text: string;
  values: readonly unknown[];
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
};
type Shared = {
  client: pg.Client;
  /** Until connected: a query waits for it, and fails with its error (start-errors.ts). */
  ready: Promise<void> | undefined;
  /** When each query waiting for its answer was sent, oldest first: answers come in order. */
  sent: number[];
  stream: { cork(): void; uncork(): void };
};

/**
 * What Kysely's PostgreSQL driver takes as its pool (ADR 0023, amended in session 57). A query
 * outside a transaction goes to a connection shared by every request, in pipeline mode: sent at
 * once behind the others, whose answers PostgreSQL gives in order, the queries of one turn of
 * the event loop in one write. A connection of its own per query, as pg's pool gives, cost the
 * node a write and a read of its socket per query, half its time on the player's question
 * (bench/CHANGELOG.md, session 57). Writes are pipelined too: sent on connections of their
 * own, for PostgreSQL to flush several commits at once, the player's loop served fewer requests
 * (1,650–2,370 a second against 3,070). A transaction, from its `begin` to its `commit` or
 * `rollback`, takes a connection of its own from pg's pool. The writes of `groupsCommits` sent
 * in one turn share one transaction on a shared connection: one wait for the log's sync.
 */
export class PipelinedPool extends EventEmitter {
  readonly exclusive: pg.Pool;
  private readonly shared: (Shared | undefined)[] = Array.from({ length: SHARED_CONNECTIONS });
  private readonly corked = new Set<Shared>();
  private readonly leases: Lease[] = [];
  private group: Grouped[] = [];

  constructor(
    private readonly url: string,
    private readonly onError: (error: Error) => void,
  ) {
    super();
    this.exclusive = new pg.Pool({ connectionString: url, max: 10 });
    this.exclusive.on('error', onError);
  }

  /** As Kysely's driver takes a pool: its leases run no cursor, which the server never uses. */
  asKyselyPool(): PostgresPool {
    return this as unknown as PostgresPool;
  }

  /** A lease as pg's pool gives a client: Kysely takes one per query, or per transaction. */
  connect(): Promise<Lease> {
    const lease = this.leases.pop() ?? new Lease(this);
    this.emit('acquire', lease);
    return Promise.resolve(lease);
  }

  /** @internal What a lease gives back. */
  free(lease: Lease): void {
    this.leases.push(lease);
  }

  /** Connections open, and those of pg's pool idle or waited for (plugins/metrics.ts). */
  get totalCount(): number {
    return this.exclusive.totalCount + this.shared.filter(Boolean).length;
  }
  get idleCount(): number {
    return this.exclusive.idleCount;
  }
  get waitingCount(): number {
    return this.exclusive.waitingCount;
  }
  get maxCount(): number {
    return this.exclusive.options.max + SHARED_CONNECTIONS;
  }

  /** The shared connections open now, each a PostgreSQL session of its own. */
  sharedClients(): pg.Client[] {
    return this.shared.flatMap((shared) => (shared ? [shared.client] : []));
  }

  /**
   * @internal The shared connection with the fewest queries waiting, none stalled; none if all
   * are.
   */
  pickShared(): Shared | undefined {
    const now = performance.now();
    let best: Shared | undefined;
    for (let slot = 0; slot < this.shared.length; slot += 1) {
      const shared = this.shared[slot] ?? this.open(slot);
      const oldest = shared.sent[0];
      if (oldest !== undefined && now - oldest > STALLED_MS) continue;
      if (!best || shared.sent.length < best.sent.length) best = shared;
    }
    return best;
  }

  /** @internal A query on a shared connection, sent with the others of this turn. */
  async runShared(shared: Shared, text: string, values: readonly unknown[]): Promise<Result> {
    if (shared.ready) await shared.ready;
    return this.send(shared, text, values);
  }

  /**
   * @internal A statement of `groupsCommits`: the others of its turn join it, and they run in
   * one transaction on a shared connection, begun and committed with them in the same write.
   * If one fails, PostgreSQL undoes them all: each then runs again alone, for its own answer.
   */
  runGrouped(text: string, values: readonly unknown[]): Promise<Result> {
    return new Promise((resolve, reject) => {
      if (this.group.length === 0) setImmediate(() => void this.commitGroup());
      this.group.push({ text, values, resolve, reject });
    });
  }

  private async commitGroup(): Promise<void> {
    const group = this.group;
    this.group = [];
    const shared = group.length > 1 ? this.pickShared() : undefined;
    if (!shared) {
      for (const statement of group) this.runAlone(statement);
      return;
    }
    try {
      if (shared.ready) await shared.ready;
    } catch (error) {
      for (const statement of group) statement.reject(error);
      return;
    }
    // Sent in one go, nothing else between them on the connection.
    const sent = [
      this.send(shared, 'begin', []),
      ...group.map((statement) => this.send(shared, statement.text, statement.values)),
      this.send(shared, 'commit', []),
    ];
    this.uncorkAll();
    const outcomes = await Promise.allSettled(sent);
    const commit = outcomes[outcomes.length - 1];
    if (commit?.status === 'fulfilled' && commit.value.command === 'COMMIT') {
      group.forEach((statement, i) => {
        const outcome = outcomes[i + 1] as PromiseFulfilledResult<Result>;
        statement.resolve(outcome.value);
      });
      return;
    }
    // A statement PostgreSQL refused rolled the group back: each runs again alone. Any other
    // failure (the connection lost) leaves unknown what was done: each gets it.
    const lost = outcomes.find(
      (outcome): outcome is PromiseRejectedResult =>
        outcome.status === 'rejected' && !(outcome.reason instanceof pg.DatabaseError),
    );
    for (const statement of group) {
      if (lost) statement.reject(lost.reason);
      else this.runAlone(statement);
    }
  }

  private runAlone({ text, values, resolve, reject }: Grouped): void {
    const shared = this.pickShared();
    const result = shared
      ? this.runShared(shared, text, values)
      : this.exclusive
          .connect()
          .then((client) => sendQuery(client, text, values).finally(() => client.release()));
    result.then(resolve, reject);
  }

  private async send(shared: Shared, text: string, values: readonly unknown[]): Promise<Result> {
    if (!this.corked.has(shared)) {
      if (this.corked.size === 0) setImmediate(() => this.uncorkAll());
      this.corked.add(shared);
      shared.stream.cork();
    }
    shared.sent.push(performance.now());
    try {
      return await sendQuery(shared.client, text, values);
    } finally {
      shared.sent.shift();
    }
  }

  async end(): Promise<void> {
    const clients = this.sharedClients();
    this.shared.fill(undefined);
    await Promise.all([this.exclusive.end(), ...clients.map((client) => client.end())]);
  }

  private uncorkAll(): void {
    for (const shared of this.corked) shared.stream.uncork();
    this.corked.clear();
  }

  /**
   * A shared connection, opened by the first query that needs it. A connection lost is opened
   * again by the next query; those it carried fail.
   */
  private open(slot: number): Shared {
    const client = new pg.Client({ connectionString: this.url, pipeline: true });
    const connection = (client as unknown as { connection: { stream: Shared['stream'] } })
      .connection;
    const shared: Shared = { client, ready: undefined, sent: [], stream: connection.stream };
    // Lost once: pg may say so twice (the server's message, then the socket's end).
    const lost = (error?: Error) => {
      if (this.shared[slot] !== shared) return;
      this.shared[slot] = undefined;
      if (error) this.onError(error);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    shared.ready = client.connect().then(
      () => {
        shared.ready = undefined;
      },
      (error: Error) => {
        lost();
        throw error;
      },
    );
    // Its failure is the waiting queries' to report, none if there were none.
    shared.ready.catch(() => {});
    this.shared[slot] = shared;
    return shared;
  }
}

/**
 * One user of the pool at a time, as Kysely holds a pg client: for one query, a transaction, or
 * the queries of `db.connection()` (Kysely's migrator takes a lock of the session's there, and
 * gives it back at the end). Its queries outside a transaction stay on one session: the shared
 * connection its first one took, or one of pg's pool held until the lease ends if every shared
 * one was stalled. A transaction takes one of pg's pool from its `begin` to its end.
 */
class Lease {
  private own: pg.PoolClient | undefined;
  private session: Shared | undefined;
  private alone: pg.PoolClient | undefined;

  constructor(private readonly pool: PipelinedPool) {}

  async query<R>(text: string, values: readonly unknown[]): Promise<PostgresQueryResult<R>> {
    return (await this.run(text, values)) as unknown as PostgresQueryResult<R>;
  }

  private async run(text: string, values: readonly unknown[]): Promise<Result> {
    const own = this.own;
    if (own) {
      const result = await sendQuery(own, text, values);
      // Given back once the transaction ended: a commit that failed is rolled back on it.
      if (ENDS.test(text)) {
        this.own = undefined;
        own.release();
      }
      return result;
    }
    if (BEGINS.test(text)) {
      this.own = await this.pool.exclusive.connect();
      return sendQuery(this.own, text, values);
    }
    if (this.alone) return sendQuery(this.alone, text, values);
    if (!this.session && grouped.has(text)) return this.pool.runGrouped(text, values);
    this.session ??= this.pool.pickShared();
    if (this.session) return this.pool.runShared(this.session, text, values);
    this.alone = await this.pool.exclusive.connect();
    return sendQuery(this.alone, text, values);
  }

  release(): void {
    this.own?.release();
    this.alone?.release();
    this.own = this.alone = this.session = undefined;
    this.pool.free(this);
  }
}
