import { connect, type AddressInfo } from 'node:net';
import { beforeAll } from 'vitest';
import type { App } from '../../src/app.js';
import { useTestApp } from './test-app.js';

export interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Sends bytes as they are, past any client's checks, and reads the answer to the end. */
export function sendRaw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may close before it has read the whole request: its answer is what counts.
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.end(request);
  });
}

/** The real app listening on a free port, for requests no HTTP client would send. */
export function useListeningApp(): { app: App; port: number } {
  const context = useTestApp('sqlite') as { app: App; port: number };
  beforeAll(async () => {
    await context.app.listen({ host: '127.0.0.1', port: 0 });
    context.port = (context.app.server.address() as AddressInfo).port;
  });
  return context;
}
