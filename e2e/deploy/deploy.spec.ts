import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { answerWithKeyboard } from '../support/player';
import { signInThroughCentral } from '../support/sign-in';
import { required } from './env';

// The production shape (issue #20, point 3), started by scripts/test-deploy.mjs: nginx ends TLS
// for the app, api and connexion hosts and sends them to two nodes sharing one PostgreSQL.

const appOrigin = required('DEPLOY_APP_ORIGIN');
const apiOrigin = required('DEPLOY_API_ORIGIN');
const centralOrigin = required('DEPLOY_CENTRAL_ORIGIN');
const [nodeA, nodeB] = required('DEPLOY_NODE_PORTS').split(',').map(Number);

const onApp = (url: URL, pathname: RegExp) =>
  url.origin === appOrigin && pathname.test(url.pathname);

/**
 * GET on one node directly, as nginx forwards a call to the api host: the status it answers
 * with the learner's session cookie.
 */
function statusOnNode(port: number | undefined, pathname: string, cookie: string) {
  return new Promise<number>((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        headers: {
          host: new URL(apiOrigin).host,
          'x-forwarded-proto': 'https',
          cookie,
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

test('a learner signs in through the central host, does a series on the app host, and a sign-out on one node holds on the other', async ({
  page,
  context,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /cors|content security policy|access-control/i.test(message.text())
    )
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // A call refused by CORS fails (net::ERR_FAILED); one cut short by leaving the page does not
  // count.
  page.on('requestfailed', (failed) => {
    const error = failed.failure()?.errorText ?? 'failed';
    if (error !== 'net::ERR_ABORTED') problems.push(`${failed.url()}: ${error}`);
  });
  const pages: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pages.push(new URL(frame.url()).origin);
  });
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    const called = new URL(sent.url());
    const fromApp = !sent.isNavigationRequest() && sent.frame().url().startsWith(appOrigin);
    if (fromApp && called.pathname.startsWith('/api/')) apiCalls.push(called.origin);
  });

  // From the app host's public home to the central host's login, and back signed in.
  await signInThroughCentral(page, 'nouveau@demo.test');
  await expect(page).toHaveURL(`${appOrigin}/welcome`);
  expect(pages).toContain(centralOrigin);

  // The welcome series: each answer goes to the api host, through either node.
  await page.getByRole('button', { name: 'Commencer la série de bienvenue' }).click();
  await expect(page).toHaveURL((url) => onApp(url, /^\/player\/\d+$/));
  for (let position = 1; position <= 5; position += 1) {
    const answered = page.waitForResponse(
      (answer) => answer.url() === `${apiOrigin}/api/player/envoi-reponse`,
    );
    await answerWithKeyboard(page, position, 5);
    expect((await answered).status()).toBe(200);
    await expect(page.getByText('Explication', { exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL((url) => onApp(url, /^\/correction\/\d+$/));
  await expect(page.getByRole('heading', { name: 'Série de bienvenue' })).toBeVisible();

  // The app host serves pages only: every API call of the app went to the api host.
  expect(apiCalls.length).toBeGreaterThan(5);
  expect(new Set(apiCalls)).toEqual(new Set([apiOrigin]));
  expect(problems).toEqual([]);
  // Over HTTP/2 from nginx: a page's files share one connection (docs/operations.md, step 6).
  const protocol = await page.evaluate(() => {
    const [document] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return document?.nextHopProtocol;
  });
  expect(protocol).toBe('h2');

  // nginx shared the api host's calls between the two nodes.
  const upstreams = readFileSync(required('DEPLOY_NGINX_LOG'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(`${new URL(apiOrigin).hostname} `))
    .map((line) => line.split(' ')[1]);
  expect(new Set(upstreams)).toEqual(new Set([`127.0.0.1:${nodeA}`, `127.0.0.1:${nodeB}`]));

  // The session lives in the shared database: both nodes know it, and once it is ended on
  // one node, the other refuses it too.
  const session = (await context.cookies(apiOrigin)).find(
    (cookie) => cookie.name === 'prepacode_session',
  );
  expect(session?.secure).toBe(true);
  const cookie = `prepacode_session=${session?.value ?? ''}`;
  expect(await statusOnNode(nodeA, '/api/front/utilisateur', cookie)).toBe(200);
  expect(await statusOnNode(nodeB, '/api/front/utilisateur', cookie)).toBe(200);
  expect(await statusOnNode(nodeA, '/api/auth/logout', cookie)).toBe(200);
  // The other node hears of it through PostgreSQL's notice, and trusts its copy one second at
  // most in any case (ADR 0023, SESSION_TRUST_MS): the refusal may take that long, no longer.
  await expect
    .poll(() => statusOnNode(nodeB, '/api/front/utilisateur', cookie), { timeout: 2_500 })
    .toBe(401);
  expect(await statusOnNode(nodeA, '/api/front/utilisateur', cookie)).toBe(401);

  // The browser sees it too: the app, its session refused through nginx, sends the learner to
  // the deployment's login-error page on the central host (spec §4), with the way back.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(
    (url) =>
      url.origin === centralOrigin &&
      url.pathname === '/central/login' &&
      url.searchParams.get('error') === 'true' &&
      url.searchParams.get('service') === appOrigin,
  );
});
