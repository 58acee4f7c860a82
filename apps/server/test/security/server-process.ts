import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../../src/demo/seed-demo.js';
import { SESSION_COOKIE } from '../../src/modules/auth/session.plugin.js';

const SERVER_JS = path.resolve(fileURLToPath(import.meta.url), '../../../dist/server.js');

/** A port nobody listens on now, so a restarted server finds the same address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The built server run as a real process (dist/server.js), so it can be SIGKILLed. */
export class ServerProcess {
  private child: ChildProcess | undefined;
  output = '';
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, [SERVER_JS], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        // The sign-on accepts only the app's own origin as its service.
        PUBLIC_URL: this.base,
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${this.output}`);
      try {
        if ((await fetch(`${this.base}/api/ready`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server not ready in 60 s:\n${this.output}`);
  }

  /** SIGKILL: no shutdown hook runs, as in a power cut or an OOM kill. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** The central login's answer for a demo account: the app's address carrying a ticket. */
  async ticketUrl(username: string): Promise<URL> {
    const form = new URLSearchParams({
      username,
      password: DEMO_PASSWORD,
      service: this.base,
      from: 'prepacode',
      _xsrf: 'jeton',
    });
    const central = await fetch(`${this.base}/central/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'XSRF-TOKEN=jeton' },
      body: form.toString(),
    });
    const location = central.headers.get('location');
    if (!location) throw new Error(`no redirect (${central.status})`);
    return new URL(location, this.base);
  }

  /** Signs a demo account in through the central login and the ticket, over HTTP. */
  async signIn(username: string): Promise<string> {
    const ticket = (await this.ticketUrl(username)).searchParams.get('ticket');
    if (!ticket) throw new Error(`no ticket for ${username}`);
    const query = new URLSearchParams({ t: String(Date.now()), service: this.base, ticket });
    const login = await fetch(`${this.base}/api/auth/login?${query.toString()}`, {
      redirect: 'manual',
    });
    const session = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0] ?? '')
      .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
    if (!session) throw new Error(`no session cookie (${login.status}): ${await login.text()}`);
    return `${session}; XSRF-TOKEN=jeton`;
  }
}
