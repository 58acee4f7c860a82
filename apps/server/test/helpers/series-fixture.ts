import {
  envoiReponseResponseSchema,
  questionResponseSchema,
  type QuestionResponse,
} from '@prepacode/domain/contracts/player.contract';
import { utilisateurResponseSchema } from '@prepacode/domain/contracts/front.contract';
import { serieStateSchema } from '@prepacode/domain/contracts/series.contract';
import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import type { App } from '../../src/app.js';
import { writeContent } from './content-fixture.js';
import { readJson } from './read-json.js';
import { signIn, withSession } from './sign-on.js';
import { XSRF } from './test-app.js';

// A small bank for the series engine: licence b, themes L and C, an exam-like series of 40
// questions (the first three special: two, four and three propositions, one with two right
// answers), a thematic series per theme and a welcome series; and a second bank for licence co,
// to try a slug of another licence.
const question = (id: string, propositions: string, correct: string) => `- id: ${id}
  enonce: Question ${id}\u202F?
  propositions:
${propositions}
  correctes: [${correct}]
  explication: L’explication de ${id}, qui cite sa règle et dit pourquoi.
  reference: Code de la route, art. R413-2
`;

const numbered = (theme: string) =>
  Array.from({ length: 18 }, (_, n) => `ES-${theme}-${String(n + 3).padStart(3, '0')}`);
const ordinary = [...numbered('L'), 'ES-C-002', ...numbered('C')];
const simple = (ids: string[]) =>
  ids.map((id) => question(id, '    A: Vrai\n    B: Faux', 'A')).join('');

const series = `- slug: essai-bienvenue
  type: accueil
  libelle: Série de bienvenue
  chronometree: false
  permis: [b]
  questions: [ES-L-001]
- slug: essai-examen-1
  type: examen
  libelle: Examen blanc n° 1
  chronometree: true
  permis: [b]
  questions: [ES-L-001, ES-C-001, ES-L-002, ${ordinary.join(', ')}]
- slug: essai-theme-l
  type: thematique
  libelle: 'Thème\u202F: Circulation'
  chronometree: false
  permis: [b]
  questions: [ES-L-001, ES-L-002]
- slug: essai-theme-c
  type: thematique
  libelle: 'Thème\u202F: Conducteur'
  chronometree: false
  permis: [b]
  questions: [ES-C-001]
`;

export function writeSeriesContent(extra: Record<string, string> = {}): string {
  const dir = writeContent({
    'banks/essai/questions/L.yaml':
      question('ES-L-001', '    A: Vrai\n    B: Faux', 'A') +
      question('ES-L-002', '    A: Un\n    B: Deux\n    C: Trois\n    D: Quatre', 'A, C') +
      simple(numbered('L')),
    'banks/essai/questions/C.yaml':
      question('ES-C-001', '    A: Oui\n    B: Non\n    C: Peut-être', 'B') +
      simple(['ES-C-002', ...numbered('C')]),
    'banks/essai/series.yaml': series,
    'banks/autre/bank.yaml': `id: autre
prefixe: AU
libelle: Autre banque
permis: [co]
themes:
  - identifiant: B
    libelle: Balisage
    couleur: '#0b5cad'
`,
    'banks/autre/questions/B.yaml': question('AU-B-001', '    A: Bâbord\n    B: Tribord', 'A'),
    'banks/autre/series.yaml': `- slug: autre-theme-b
  type: thematique
  libelle: 'Thème\u202F: Balisage'
  chronometree: false
  permis: [co]
  questions: [AU-B-001]
`,
    ...extra,
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A signed-in learner driving the series calls as the web app does. */
export async function learner(app: App, email: string) {
  const { session } = await signIn(app, email);
  return asLearner(app, session);
}

/** The same calls for a session opened another way (an inscription chosen after a 300). */
export function asLearner(app: App, session: string) {
  const cookies = { ...withSession(session), ...XSRF.cookies };
  const call = (method: 'GET' | 'PUT', url: string, extra: object = {}) =>
    app.inject({ method, url, cookies, headers: XSRF.headers, ...extra });
  const form = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'PUT',
      url,
      cookies,
      headers: { ...XSRF.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  return {
    session,
    create: (slug: string, parcours = 'examen', ordre = 'fixe') =>
      call('PUT', '/api/serie/create', {
        query: { slug, parcours, ordre_lettrage: ordre },
      }),
    question: (id: number | string, query: Record<string, string> = {}) =>
      call('GET', `/api/player/infos/${id}/question`, {
        query: { taille: '1280', mobile: 'false', date: new Date().toISOString(), ...query },
      }),
    correction: (id: number, identifiant?: string) =>
      call('GET', `/api/player/infos/${id}/reponse`, {
        query: identifiant === undefined ? {} : { identifiant },
      }),
    /** `device`: what a device adds to an answer it may send again (issue #45). */
    answer: (
      serie: number | string,
      identifiant: string,
      reponse: string,
      device: { id_reponse?: string; repondu_le?: string } = {},
    ) =>
      form('/api/player/envoi-reponse', { serie: String(serie), identifiant, reponse, ...device }),
    /** The player says the question is on screen: its clock starts (issue #40). */
    shown: (serie: number | string, identifiant: string) =>
      form('/api/player/question-affichee', { serie: String(serie), identifiant }),
    get: (url: string, query: Record<string, string> = {}) => call('GET', url, { query }),
    /** A PUT with a JSON body (the app's own calls, not spec §7's forms). */
    put: (url: string, json: object) => call('PUT', url, { payload: json }),
  };
}
export type Learner = ReturnType<typeof asLearner>;

/** The exam credits left to this learner, from the profile the app reads. */
export async function creditsOf(who: Learner): Promise<number> {
  const { inscription } = readJson(
    await who.get('/api/front/utilisateur'),
    utilisateurResponseSchema,
  );
  if (!inscription) throw new Error('the learner has no inscription');
  return inscription.credits_restants;
}

/** The question the server serves now, checking the call succeeded. */
export async function served(who: Learner, id: number): Promise<QuestionResponse> {
  const response = await who.question(id);
  expect(response.statusCode, response.body).toBe(200);
  return readJson(response, questionResponseSchema);
}

/**
 * Fakes only Date from `start` for each test of the suite (the server reads the time from it;
 * timers and I/O run as usual), and moves it on by `wait(seconds)`.
 */
export function fakeDate(start: number) {
  let now = start;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());
  const wait = (seconds: number) => {
    now += seconds * 1000;
    vi.setSystemTime(now);
  };
  return { wait };
}

/** Starts a series and returns its id, checking the call succeeded. */
export async function started(
  who: Learner,
  slug: string,
  parcours = 'examen',
  ordre = 'fixe',
): Promise<number> {
  const response = await who.create(slug, parcours, ordre);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return readJson(response, serieStateSchema).id;
}

/** Answers the current question with the given letters; returns the acknowledgement. */
export async function answerCurrent(
  who: Learner,
  id: number,
  pick: (q: CurrentQuestion) => string,
) {
  const current = readJson(await who.question(id), questionResponseSchema);
  const response = await who.answer(id, current.identifiant, pick(current));
  expect(response.statusCode, response.body).toBe(200);
  return { current, ack: readJson(response, envoiReponseResponseSchema) };
}

export type CurrentQuestion = QuestionResponse;

/** The texts of the right answers in the fixture, to answer right whatever the lettering. */
export const RIGHT_TEXTS: Record<string, string[]> = {
  'ES-L-001': ['Vrai'],
  'ES-L-002': ['Un', 'Trois'],
  'ES-C-001': ['Non'],
};

export const rightLetters = (q: CurrentQuestion) =>
  q.propositions
    .filter((p) => (RIGHT_TEXTS[q.identifiant] ?? ['Vrai']).includes(p.texte))
    .map((p) => p.lettre)
    .join(',');
