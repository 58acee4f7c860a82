// @ts-check
// A lean HTTP/1.1 client for the capacity benchmark's simulated learners (bench/capacity.mjs).
// The learners' process shares the two cores with the server it measures (issue #37, point 3),
// so every microsecond it spends is one the server does not get: Node's `http` client cost
// about as much per request as the server itself (bench/CHANGELOG.md, session 21). This one
// writes each request as one string on a kept-alive socket and reads the answer's status line,
// the two headers it needs and the body, nothing else. Requests wait for a free connection of a
// fixed pool per server, as behind a reverse proxy's pool of upstream connections; none is
// pipelined.
import net from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * @typedef {{ status: number, encoding: string, body: Buffer }} Answer
 * @typedef {{ text: string, done: (answer: Answer | undefined) => void }} Job
 */

/** One kept-alive socket, one request at a time. */
class Connection {
  /** @param {Pool} pool */
  constructor(pool) {
    this.pool = pool;
    /** @type {Job | undefined} */
    this.job = undefined;
    /** @type {Buffer} */
    this.buffer = Buffer.alloc(0);
    this.dead = false;
    this.socket = net.connect(pool.port, pool.host);
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk) => this.read(chunk));
    this.socket.on('error', () => this.fail());
    this.socket.on('close', () => this.fail());
  }

  /** @param {Job} job */
  send(job) {
    this.job = job;
    this.socket.write(job.text);
  }

  /** @param {Buffer} chunk */
  read(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const headEnd = this.buffer.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = this.buffer.toString('latin1', 0, headEnd);
    const status = Number(head.slice(9, 12));
    const length = headerOf(head, 'content-length');
    const encoding = headerOf(head, 'content-encoding') ?? '';
    const start = headEnd + 4;
    let body;
    if (length !== undefined) {
      const end = start + Number(length);
      if (this.buffer.length < end) return;
      body = this.buffer.subarray(start, end);
    } else if (headerOf(head, 'transfer-encoding') === 'chunked') {
      body = dechunked(this.buffer, start);
      if (!body) return;
    } else body = Buffer.alloc(0);
    this.buffer = Buffer.alloc(0);
    const job = this.job;
    this.job = undefined;
    job?.done({ status, encoding, body });
    this.pool.release(this);
  }

  fail() {
    if (this.dead) return;
    this.dead = true;
    const job = this.job;
    this.job = undefined;
    this.pool.drop(this);
    job?.done(undefined);
  }
}

/** A header's value in a response head, by its lower-case name. */
function headerOf(head, name) {
  const at = head.toLowerCase().indexOf(`\r\n${name}:`);
  if (at < 0) return undefined;
  const end = head.indexOf('\r\n', at + 2);
  return head.slice(at + name.length + 3, end < 0 ? undefined : end).trim();
}

/** The body of a chunked answer once it is whole, else undefined. */
function dechunked(buffer, start) {
  const parts = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (size === 0) return buffer.length >= lineEnd + 4 ? Buffer.concat(parts) : undefined;
    if (buffer.length < lineEnd + 2 + size + 2) return undefined;
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** A fixed pool of connections to one server; requests beyond it wait their turn. */
export class Pool {
  /**
   * @param {string} base e.g. http://127.0.0.1:8080
   * @param {number} size
   */
  constructor(base, size) {
    const url = new URL(base);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.size = size;
    /** @type {Connection[]} */
    this.idle = [];
    /** @type {Job[]} */
    this.waiting = [];
    this.open = 0;
  }

  /**
   * Sends a whole request's text; resolves with the answer, or undefined when the connection
   * broke.
   * @param {string} text
   * @returns {Promise<Answer | undefined>}
   */
  request(text) {
    return new Promise((done) => {
      const job = { text, done };
      const connection = this.idle.pop();
      if (connection) connection.send(job);
      else if (this.open < this.size) {
        this.open += 1;
        new Connection(this).send(job);
      } else this.waiting.push(job);
    });
  }

  /** @param {Connection} connection */
  release(connection) {
    const next = this.waiting.shift();
    if (next) connection.send(next);
    else this.idle.push(connection);
  }

  /** @param {Connection} connection */
  drop(connection) {
    const index = this.idle.indexOf(connection);
    if (index >= 0) this.idle.splice(index, 1);
    this.open -= 1;
    connection.socket.destroy();
    const next = this.waiting.shift();
    if (next) {
      this.open += 1;
      new Connection(this).send(next);
    }
  }

  close() {
    for (const connection of this.idle) connection.socket.destroy();
    this.idle = [];
  }
}

/** A body as the browser reads it, decompressed. */
export function decoded({ encoding, body }) {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}
