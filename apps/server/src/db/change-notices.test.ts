import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/helpers/databases.js';
import { listenForNotices } from './change-notices.js';

/**
 * A TCP relay to PostgreSQL that can fall silent: its connections stay open and carry nothing,
 * as after a network cut, with no error on either side. Connections opened later pass.
 */
async function relayTo(url: URL) {
  const silent = new Set<net.Socket>();
  const open: net.Socket[] = [];
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(url.port), url.hostname);
    open.push(inbound, outbound);
    const pass = (from: net.Socket, to: net.Socket) =>
      from.on('data', (data) => {
        if (!silent.has(from)) to.write(data);
      });
    pass(inbound, outbound);
    pass(outbound, inbound);
    for (const socket of [inbound, outbound]) socket.on('error', () => {});
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as net.AddressInfo;
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(port);
  return {
    url: relayed.toString(),
    cut: () => open.forEach((socket) => silent.add(socket)),
    close: () => {
      open.forEach((socket) => socket.destroy());
      server.close();
    },
  };
}

// ADR 0023 (amended, session 52): a node trusts what it keeps because it hears every change.
// A listener cut off without a word would hear nothing while the node went on trusting.
describe.each(testEngines().filter((engine) => engine === 'postgres'))(
  'notices on %s',
  (engine) => {
    let url = '';
    let drop = async () => {};
    beforeAll(async () => {
      const database = await createTestDatabase(engine);
      url = database.url;
      drop = database.drop;
    });
    afterAll(() => drop());

    const announce = async (payload: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('select pg_notify($1, $2)', ['essai', payload]);
      await client.end();
    };

    it('replaces a listener that stops answering, and says all may have changed', async () => {
      const relay = await relayTo(new URL(url));
      const heard: string[] = [];
      const errors: string[] = [];
      const stop = await listenForNotices(
        relay.url,
        'essai',
        (payload) => heard.push(payload),
        (error) => errors.push(error.message),
        { retryMs: 20, heartbeatMs: 100, answerWithinMs: 100 },
      );
      try {
        await announce('avant');
        await expect.poll(() => heard).toEqual(['avant']);
        relay.cut();
        await announce('perdu');
        // Given up, opened again through the relay, and everything kept counts as stale.
        await expect.poll(() => heard, { timeout: 3_000 }).toEqual(['avant', '']);
        expect(errors).toEqual(['Query read timeout']);
        await announce('après');
        await expect.poll(() => heard).toEqual(['avant', '', 'après']);
      } finally {
        await stop();
        relay.close();
      }
    });
  },
);
