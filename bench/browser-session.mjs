// @ts-check
// A bench's browser session against the real server (bench/lighthouse.mjs, bench/scene.mjs): the
// server on a fresh SQLite file with the demo data, a demo learner signed in as a browser is
// (the central form, then the ticket exchange), an attempt started.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const XSRF = 'bench-token';

export function startServer(databaseFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(here, 'serve.mjs'), 'app', `sqlite:${databaseFile}`],
      {
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        env: { ...process.env, BENCH_LOG_LEVEL: 'warn' },
      },
    );
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.once('message', (/** @type {{ port: number }} */ { port }) =>
      resolve({ port, stop: () => child.kill('SIGTERM') }),
    );
  });
}

/**
 * Signs a demo account in through the central form and the ticket exchange, as a browser does
 * (same steps as bench/http.mjs); returns the session cookie's attributes and the login answer.
 */
export async function signIn(base, username) {
  const central = await fetch(`${base}/central/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `XSRF-TOKEN=${XSRF}`,
    },
    body: new URLSearchParams({ username, password: 'demo-prepacode', service: base, _xsrf: XSRF }),
  });
  const ticket = new URL(central.headers.get('location') ?? '', base).searchParams.get('ticket');
  const login = await fetch(
    `${base}/api/auth/login?${new URLSearchParams({ service: base, ticket: ticket ?? '' })}`,
  );
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  const setCookie = login.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('prepacode_session='));
  if (!setCookie) throw new Error('sign-in set no session cookie');
  const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
  const has = (name) => attributes.some((a) => a.toLowerCase() === name);
  const sameSite = attributes.find((a) => a.toLowerCase().startsWith('samesite='))?.slice(9);
  const cookie = {
    name: 'prepacode_session',
    value: pair.slice('prepacode_session='.length),
    url: base,
    path: '/',
    httpOnly: has('httponly'),
    secure: has('secure'),
    ...(sameSite && { sameSite: sameSite[0].toUpperCase() + sameSite.slice(1).toLowerCase() }),
  };
  return { cookie, answer: await login.json() };
}

export async function startAttempt(base, cookie, slug, parcours = 'entrainement') {
  const response = await fetch(
    `${base}/api/serie/create?${new URLSearchParams({ slug, parcours, ordre_lettrage: 'fixe' })}`,
    {
      method: 'PUT',
      headers: {
        cookie: `XSRF-TOKEN=${XSRF}; prepacode_session=${cookie.value}`,
        'x-xsrf-token': XSRF,
      },
    },
  );
  if (!response.ok) throw new Error(`serie/create: ${response.status}`);
  return /** @type {{ id: number }} */ (await response.json()).id;
}

/** The browser side of a login: the session cookie, and what auth-store.ts keeps after it. */
export async function signInBrowser(page, base, { cookie, answer }) {
  const cdp = await page.createCDPSession();
  const { success } = await cdp.send('Network.setCookie', cookie);
  if (!success) throw new Error('Chromium refused the session cookie');
  await cdp.detach();
  // Any same-origin document will do to write its local storage; this one runs no app code.
  await page.goto(`${base}/api/health`);
  await page.evaluate((answer) => {
    localStorage.setItem('theme', answer.theme || 'prepacode');
    localStorage.setItem('mode', '0');
    localStorage.setItem('token', answer.token);
    if (answer.inscriptionId !== null)
      localStorage.setItem('selectedInscriptionId', String(answer.inscriptionId));
  }, answer);
}
