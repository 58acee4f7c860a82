import { AUTH_MODES, STORAGE_KEYS } from '@prepacode/domain/auth';
import {
  applicationWireSchema,
  inscriptionWireSchema,
} from '@prepacode/domain/contracts/auth.contract';
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod/mini';
import { login, type LoginOutcome, type LoginParams } from '../features/auth/api/login';
import { authStore, loginErrorPath, schoolSpacePath } from '../features/auth/auth-store';
import { signInHref } from '../features/auth/sign-in-href';
import { brandStore } from '../brand/brand-store';
import { structureQuery, utilisateurQuery } from '../features/profile/api/get-utilisateur';
import { ApiError } from '../lib/api-client';
import { storage } from '../lib/storage';
import { queryClient } from './query-client';
import { standaloneStore } from './shell/standalone-store';
import { LEARNING_PATHS } from '@prepacode/domain/early-requests';

export const storedInscriptions = () =>
  storage.getJson(STORAGE_KEYS.inscriptions, z.array(inscriptionWireSchema)) ?? [];
export const storedApplications = () =>
  storage.getJson(STORAGE_KEYS.applications, z.array(applicationWireSchema)) ?? [];

function coursesPath(): string {
  const [first] = storedApplications();
  return first ? `/only-courses/${encodeURIComponent(first.label)}` : '/home';
}

/** The page asked for, without the exchanged parameters; the dashboard for the root. */
function pageAsked(url: URL): string {
  if (url.pathname === '/') return '/dashboard';
  const query = new URLSearchParams(url.search);
  for (const name of ['ticket', 'inscriptionId']) query.delete(name);
  const rest = query.toString();
  return rest ? `${url.pathname}?${rest}` : url.pathname;
}

/**
 * After a sign-in, the page asked for, else the choice of licence (which leads on to the page
 * asked for, such as the room a QR code opened) or the courses.
 */
function destination(outcome: LoginOutcome, url: URL): string {
  const asked = pageAsked(url);
  if (outcome.kind === 'signed-in') return asked;
  if (outcome.data.inscriptions.length === 0) return coursesPath();
  return asked === '/dashboard' ? '/licenses' : `/licenses?${new URLSearchParams({ next: asked })}`;
}

/**
 * The login-error flow of spec §4: forget everything, go to the brand's login-error page. A
 * staff member whose look at a learner's session ended goes back to the school space instead
 * (issue #19, point 6), never to the learners' pages.
 */
function loginFailed(): Response {
  const staffLooking = authStore.getSnapshot().connectedAs !== null;
  const target = staffLooking ? schoolSpacePath() : loginErrorPath();
  authStore.clear();
  standaloneStore.set(null);
  // The central site is another app: the browser loads it, the router does not.
  return staffLooking ? redirectDocument(target) : redirect(target);
}

/**
 * A signed-in learner goes where spec §4 says; after a change of account, by loading the page
 * anew, so that nothing the app kept in memory of the other account shows.
 */
function signedIn(outcome: LoginOutcome, params: LoginParams, url: URL, newAccount = false) {
  authStore.applyLogin(outcome);
  queryClient.removeQueries();
  const target = destination(outcome, url);
  // « Accéder aux cours » on the licence page requests that course application on load: only
  // its tab is shown (spec §4 "Tabs"); any other sign-in starts without one.
  const course = /^\/courses\/([^/?]+)/.exec(target)?.[1];
  standaloneStore.set(course && params.inscriptionId ? decodeURIComponent(course) : null);
  return newAccount ? redirectDocument(target) : redirect(target);
}

/** The server asks before a ticket of another account replaces the session (issue #21.7). */
const isSwitchQuestion = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'autre_compte_connecte';

// Only a brand chosen on purpose (stored) overrides the one the ticket carries.
const storedBrand = () => storage.get(STORAGE_KEYS.theme) ?? undefined;

/** Exchanges a ticket, a chosen inscription or a partner token, then goes where spec §4 says. */
async function exchange(params: LoginParams, url: URL): Promise<Response> {
  try {
    return signedIn(await login({ ...params, from: storedBrand() }), params, url);
  } catch (error) {
    if (!isSwitchQuestion(error) || !params.ticket) return loginFailed();
    const next = pageAsked(url);
    return redirect(`/switch-account?${new URLSearchParams({ ticket: params.ticket, next })}`);
  }
}

export interface SwitchQuestion {
  question: string;
  /** Where « continuer » goes: this page again, confirmed. */
  confirm: string;
  /** Where « rester » goes: the page asked for, on the current account. */
  stay: string;
}

/**
 * The question of a ticket for another account (issue #21, point 7), asked by the server, or
 * the exchange once confirmed. The page the ticket led to stays the destination, on this site.
 */
export async function switchAccountLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  await authStore.start();
  const ticket = url.searchParams.get('ticket') ?? '';
  const asked = new URL(url.searchParams.get('next') ?? '/dashboard', url.origin);
  const next = asked.origin === url.origin ? asked : new URL('/dashboard', url.origin);
  const confirmer = url.searchParams.get('confirmer') === '1' ? '1' : undefined;
  try {
    const outcome = await login({ ticket, confirmer, from: storedBrand() });
    return signedIn(outcome, { ticket }, next, confirmer !== undefined);
  } catch (error) {
    if (confirmer || !isSwitchQuestion(error)) return loginFailed();
    const stay = `${next.pathname}${next.search}`;
    const confirm = `/switch-account?${new URLSearchParams({ ticket, next: stay, confirmer: '1' })}`;
    return { question: error.message, confirm, stay } satisfies SwitchQuestion;
  }
}

// The pages that show the learner's series: their data loads with the profile, not after it.
function prefetchLearning(url: URL): void {
  void import('../features/series/api/get-series-eleve')
    .then(({ seriesEleveQuery }) => queryClient.prefetchQuery(seriesEleveQuery))
    .catch(() => undefined);
  void import('../features/series/api/get-themes')
    .then(({ themesQuery }) => queryClient.prefetchQuery(themesQuery))
    .catch(() => undefined);
  // The order a series starts with is a preference (issue #40): there before a button is pressed.
  void import('../features/preferences/api/get-preferences')
    .then(({ preferencesQuery }) => queryClient.prefetchQuery(preferencesQuery))
    .catch(() => undefined);
  // The history's page is in its URL, so its call can start here too.
  if (url.pathname === '/history') {
    void import('../features/series/api/get-historique')
      .then(({ historiqueQuery, readHistoryParams }) =>
        queryClient.prefetchQuery(historiqueQuery(readHistoryParams(url.searchParams))),
      )
      .catch(() => undefined);
  }
}

/**
 * Guard of the connected area (spec §4 "Guards"): a `ticket` or `inscriptionId` in the query is
 * exchanged for a session; otherwise a signed-in learner passes and anyone else goes to /home;
 * courses-only mode goes to /only-courses. The profile is loaded here: if the server refuses
 * it, the login-error flow runs.
 */
export async function connectedLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const ticket = url.searchParams.get('ticket') ?? undefined;
  const inscriptionId = url.searchParams.get('inscriptionId') ?? undefined;
  await authStore.start();
  if (ticket || inscriptionId) return exchange({ ticket, inscriptionId }, url);
  const state = authStore.getSnapshot();
  if (!state.authenticated) return redirect('/home');
  if (state.mode === AUTH_MODES.COURSES_ONLY && !url.pathname.startsWith('/only-courses/')) {
    return redirect(coursesPath());
  }
  if (LEARNING_PATHS.has(url.pathname)) prefetchLearning(url);
  let structureId;
  try {
    ({ structureId } = await queryClient.ensureQueryData(utilisateurQuery));
  } catch (error) {
    // Offline (the installed app opens from its service worker, issue #45), the session is not
    // in doubt: the page says the server cannot be reached, with « Réessayer », and the learner
    // stays signed in.
    if (error instanceof ApiError && error.status === 0) throw error;
    return loginFailed();
  }
  // The school's name, in the heading of some pages, is there before they show: arriving after,
  // it moved the page down a line on a phone, where it often wraps (issue #37, Lighthouse: CLS
  // 0.02). A failed call only leaves the name out.
  if (structureId && SCHOOL_NAME_PATHS.has(url.pathname)) {
    await queryClient.prefetchQuery(structureQuery(structureId));
  }
  return null;
}

/** The pages whose heading names the learner's school. */
const SCHOOL_NAME_PATHS: ReadonlySet<string> = new Set(['/', '/dashboard', '/examen', '/contact']);

/**
 * The classroom's guard (issue #43): a phone that opens the room's QR code signed out signs in,
 * then comes back to this address, code included (the ticket's exchange keeps the page asked).
 * Signed in, the connected pages' guard.
 */
export async function classroomLoader(args: LoaderFunctionArgs) {
  await authStore.start();
  const url = new URL(args.request.url);
  const ticket = url.searchParams.get('ticket');
  if (ticket) {
    // The ticket is bound to the address it was asked for: this one, without the ticket.
    const back = new URL(url);
    back.searchParams.delete('ticket');
    return exchange({ ticket, service: back.toString() }, url);
  }
  // Signed in, or back from the choice of licence with one: the connected pages' guard.
  if (authStore.getSnapshot().authenticated || url.searchParams.has('inscriptionId')) {
    return connectedLoader(args);
  }
  // The central site is another app: the browser loads it, the router does not.
  return redirectDocument(signInHref(brandStore.get(), url.toString()));
}

/**
 * The player's guard. Its bar shows the series' name and mode: the attempt loads alongside the
 * profile, so that the bar does not grow under the learner's eyes when it comes (issue #37,
 * Lighthouse: CLS 0.04). A failed call is the player's to show.
 */
export async function playerLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  await authStore.start();
  // Signed out, the guard leads away: nothing to load.
  const attempt = authStore.getSnapshot().authenticated
    ? import('../features/player/api/get-resume')
        .then(({ resumeQuery }) => queryClient.prefetchQuery(resumeQuery(id)))
        .catch(() => undefined)
    : undefined;
  const [guard] = await Promise.all([connectedLoader(args), attempt]);
  return guard;
}

/**
 * The course application in its frame: its calls answer 401 by themselves when the session
 * has ended (the page then leads out of the frame); the stored mode says where « back » goes.
 */
export async function courseViewerLoader() {
  await authStore.start();
  return null;
}

/** auto-login/{partenaire} (spec §2): a partner's signed token in `jwt` (and `profilId`). */
export async function autoLoginLoader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  await authStore.start();
  return exchange(
    {
      partenaire: params.partenaire,
      jwt: url.searchParams.get('jwt') ?? undefined,
      profilId: url.searchParams.get('profilId') ?? undefined,
    },
    new URL('/', url),
  );
}

/** The public area is for visitors only: a signed-in learner goes to the dashboard (spec §2). */
export async function publicLoader() {
  const state = await authStore.start();
  if (state.authenticated)
    return redirect(state.mode === AUTH_MODES.COURSES_ONLY ? coursesPath() : '/dashboard');
  return null;
}
