import pg from 'pg';

/**
 * The channel on which PostgreSQL announces a change to what nodes keep of sessions and
 * content (migration 2026-12-02T0900, which names it itself: a landed migration imports nothing).
 */
export const SESSION_CHANNEL = 'prepacode_sessions';

export interface ListenTimes {
  /** How long after a lost connection another is opened. */
  retryMs: number;
  /**
   * How often the connection proves it still answers. A connection can die without a word (a
   * network cut, a host gone): no error, no notice either, and copies would be trusted that
   * should not be. Copies are trusted on PostgreSQL because notices come (ADR 0023, amended in
   * session 52), so a silent listener is a lost one.
   */
  heartbeatMs: number;
  /** How long its answer may take before the connection counts as lost. */
  answerWithinMs: number;
}

const TIMES: ListenTimes = { retryMs: 1_000, heartbeatMs: 5_000, answerWithinMs: 2_000 };

/**
 * Listens on a channel with a connection of its own and calls `onNotice` with each notice's
 * payload. A lost connection (an error, its end, or no answer to the heartbeat in time) is
 * opened again, and counted as an empty notice: what was announced meanwhile is unknown.
 * Returns what stops listening.
 */
export async function listenForNotices(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onError: (error: Error) => void,
  times: ListenTimes = TIMES,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  // Only the current connection's events count: a connection given up may still say goodbye.
  const lost = (connection: pg.Client, error?: Error) => {
    if (connection !== client) return;
    if (error) onError(error);
    client = undefined;
    clearInterval(heartbeat);
    connection.end().catch(() => {});
    retry();
  };
  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => onNotice(''),
        (error: Error) => {
          onError(error);
          retry();
        },
      );
    }, times.retryMs);
    timer.unref();
  };
  const connect = async () => {
    const connection = new pg.Client({ connectionString: url, keepAlive: true });
    connection.on('notification', (notice) => {
      if (notice.channel === channel) onNotice(notice.payload ?? '');
    });
    connection.on('error', (error) => lost(connection, error));
    connection.on('end', () => lost(connection));
    await connection.connect();
    await connection.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await connection.end();
      return;
    }
    client = connection;
    heartbeat = setInterval(() => {
      // pg takes a read timeout per query, which its types leave out; only the heartbeat's:
      // a slow start of the node must not fail its first `listen`.
      const beat = { text: 'select 1', query_timeout: times.answerWithinMs } as pg.QueryConfig;
      connection.query(beat).catch((error: Error) => lost(connection, error));
    }, times.heartbeatMs);
    heartbeat.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    clearInterval(heartbeat);
    const connection = client;
    client = undefined;
    await connection?.end();
  };
}
