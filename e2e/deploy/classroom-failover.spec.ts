import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  answerOnPhone,
  answered,
  BUSY,
  codeOnScreen,
  endSession,
  launchSession,
  inWaves,
  joinFromQrCode,
  phoneOf,
  fillSignIn,
} from '../support/classroom';
import { required } from './env';

// Issue #43, point 5: a classroom session on the production shape (scripts/test-deploy.mjs),
// its presenter and phones behind nginx on two nodes sharing PostgreSQL, and one node killed
// mid-question. Runs after the other deployment tests (playwright.config.ts): it leaves one node.
// Both nodes run on this machine, whose connection table says which node holds which streams.

const appOrigin = required('DEPLOY_APP_ORIGIN');
const pids = required('DEPLOY_NODE_PIDS').split(',').map(Number);
const ports = required('DEPLOY_NODE_PORTS').split(',').map(Number);

/**
 * The connections open to a node on this machine (Linux's table, ESTABLISHED): once the room is
 * quiet, its streams, for nginx opens a connection a call and closes it after.
 */
function openConnections(port: number): number {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, address, , state]) => address === local && state === '01').length;
}

/** The demo school's learners with the B licence open, who scan the QR code. */
const SCANNING = ['eleve@demo.test', 'depart@demo.test', 'nouveau@demo.test'];
/** Enrolled for two licences: they choose the B one after signing in, then type the code. */
const TYPIST = 'multi@demo.test';
const PHONES = SCANNING.length + 1;

test('a session goes on, nothing lost, when the node under part of the room is killed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The instructor signs in from the learner app's home, as the demo's moniteur.
  await page.goto('/home');
  await page.getByRole('link', { name: 'Se connecter', exact: true }).click();
  await fillSignIn(page, 'moniteur@demo.test');
  const { screen } = await launchSession(page);
  const code = await codeOnScreen(screen);
  const address = `${appOrigin}/salle?code=${code}`;

  const phones = await Promise.all(
    [...SCANNING, TYPIST].map(() => phoneOf(browser, appOrigin, { ignoreHTTPSErrors: true })),
  );
  await inWaves(phones.slice(0, SCANNING.length), (phone, index) =>
    joinFromQrCode(phone, address, SCANNING[index] ?? ''),
  );
  const typist = phones[SCANNING.length];
  if (!typist) throw new Error('no typist');
  await typist.goto('/home');
  await typist.getByRole('link', { name: 'Se connecter', exact: true }).click();
  await fillSignIn(typist, TYPIST);
  await typist.getByRole('link', { name: 'Accéder aux tests : Auto' }).click();
  // Hugo has not done the B welcome series: the dashboard sends him on to it once his series
  // load. Waiting for /dashboard raced that step (it passed only while the dashboard showed).
  await expect(typist).toHaveURL(/\/welcome$/);
  await typist.goto('/salle');
  await typist.getByRole('textbox', { name: 'Code de la séance' }).fill(code);
  await typist.getByRole('button', { name: 'Rejoindre la séance' }).click();
  await expect(typist.getByText('La première question arrive', { exact: false })).toBeVisible();
  await expect(screen.getByText(`${PHONES} élèves ont rejoint la séance.`)).toBeVisible(BUSY);

  // Half the room answers the first question; then a node dies, streams and all.
  await screen.keyboard.press('ArrowRight');
  await inWaves(phones.slice(0, 2), (phone) => answerOnPhone(phone, 1));
  await answered(screen, 2, PHONES);
  // The node that holds the most streams dies: the screen's, the instructor's or phones'.
  const streams = ports.map(openConnections);
  const busiest = streams.indexOf(Math.max(...streams));
  expect(streams[busiest]).toBeGreaterThan(0);
  process.kill(pids[busiest] ?? 0, 'SIGKILL');

  // The other half answers through the node left; the screen's count keeps the first two.
  await inWaves(phones.slice(2), (phone) => answerOnPhone(phone, 1, 1));
  await answered(screen, PHONES, PHONES);

  // Every stream is back: the correction reaches each phone, and the next question too.
  await screen.keyboard.press(' ');
  await inWaves(phones, (phone) =>
    expect(phone.getByRole('heading', { name: /^(Bonne|Mauvaise) réponse$/ })).toBeVisible(BUSY),
  );
  await screen.keyboard.press('ArrowRight');
  await inWaves(phones, (phone) => answerOnPhone(phone, 2));
  await answered(screen, PHONES, PHONES);

  // The end counts each learner's two answers, those sent before the node died too.
  await endSession(screen);
  await inWaves(phones, (phone) =>
    expect(phone.getByRole('heading', { name: 'Séance terminée' })).toBeVisible(BUSY),
  );
  // The first to answer, before the node died, has the series in their history.
  const [first] = phones;
  if (!first) throw new Error('no phone');
  await first.goto('/history');
  await expect(first.getByText('Séance en salle', { exact: true }).first()).toBeVisible(BUSY);
  for (const phone of phones) await phone.context().close();
});
