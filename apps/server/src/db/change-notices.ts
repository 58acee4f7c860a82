import pg from 'pg';

/**
 * The channel on which PostgreSQL announces a change to what nodes keep of sessions and
 * content (migration 2026-12-02T0900, which names it itself: a landed migration imports nothing).
 */
export const SESSION_CHANNEL = 'prepacode_sessions';

const RETRY_MS = 1_000;

/**
 * Listens on a channel with a connection of its own and calls `onNotice` with each notice's
 * payload. A lost connection is opened again after a second, and counted as an empty notice:
 * what was announced meanwhile is unknown. Returns what stops listening.
 */
export async function listenForNotices(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    client = undefined;
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
    }, RETRY_MS);
    timer.unref();
  };
  const connect = async () => {
    const connection = new pg.Client({ connectionString: url });
    connection.on('notification', (notice) => {
      if (notice.channel === channel) onNotice(notice.payload ?? '');
    });
    connection.on('error', (error) => {
      onError(error);
      retry();
    });
    connection.on('end', retry);
    await connection.connect();
    await connection.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = connection;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end();
  };
}
