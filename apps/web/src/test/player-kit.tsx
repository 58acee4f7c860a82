import type {
  QuestionResponse,
  ReponseResponse,
  SerieDetails,
} from '@prepacode/domain/contracts/player.contract';
import type { SerieState } from '@prepacode/domain/contracts/series.contract';
import type { Parcours } from '@prepacode/domain/series';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { mockFetch, type Reply } from './fetch-mock';
import { bodyOf, urlOf } from './fetch-mock';

// Test-only: wire fixtures taken from the code-route bank, and a fake server that keeps an
// attempt's state the way the contract describes it. Every reply goes through apiRequest, so
// every fixture is parsed by the contract schemas.

export const SERIE_ID = '42';

interface BankQuestion {
  identifiant: string;
  enonce: string;
  enonce_suite?: string;
  propositions: QuestionResponse['propositions'];
  correctes: string[];
  explication: string;
  reference: string;
  theme_id: string;
}

const letters = (...texts: string[]) =>
  texts.map((texte, i) => ({ lettre: 'ABCD'.charAt(i), texte }));

export const BANK: BankQuestion[] = [
  {
    identifiant: 'CR-A-002',
    theme_id: 'A',
    enonce:
      'Je m’arrête pour porter secours après un accident, sur une route hors agglomération. Pour protéger les lieux, je :',
    propositions: letters(
      'enfile mon gilet de haute visibilité avant de sortir de ma voiture',
      'gare mon véhicule après le lieu de l’accident, hors de la chaussée si possible',
      'allume mes feux de détresse',
      'gare ma voiture sur la chaussée, juste avant les véhicules accidentés, pour les protéger',
    ),
    correctes: ['A', 'B', 'C'],
    explication:
      'Les feux de détresse et le gilet enfilé avant de sortir me rendent visible des autres usagers.',
    reference: 'Code de la route, art. R416-19 ; référentiel national PSC1',
  },
  {
    identifiant: 'CR-C-001',
    theme_id: 'C',
    enonce:
      'J’ai mon permis depuis dix ans et je conduis une voiture. Le taux d’alcool dans le sang que je ne dois pas atteindre est de :',
    enonce_suite: 'Mesuré dans l’air expiré, ce seuil correspond à :',
    propositions: letters('0,5 g/l', '0,8 g/l', '0,25 mg/l', '0,40 mg/l'),
    correctes: ['A', 'C'],
    explication:
      'La limite est de 0,5 g d’alcool par litre de sang, soit 0,25 mg par litre d’air expiré.',
    reference: 'Code de la route, art. R234-1',
  },
  {
    identifiant: 'CR-A-001',
    theme_id: 'A',
    enonce:
      'J’arrive le premier sur les lieux d’un accident de la route. Dans quel ordre dois-je agir ?',
    propositions: letters(
      'Alerter, secourir, protéger',
      'Protéger, alerter, secourir',
      'Secourir, alerter, protéger',
    ),
    correctes: ['B'],
    explication: 'Il faut d’abord protéger, pour éviter un suraccident, puis alerter et secourir.',
    reference: 'Référentiel national PSC1 (prévention et secours civiques de niveau 1)',
  },
];

export interface FakeServerOptions {
  parcours: Parcours;
  /** Seconds per question, for a timed series. */
  timeLimit?: number;
  /** Questions already answered when the player opens. */
  answered?: number;
  nextMedia?: string;
  /** Fields the question call adds, for every question (`temps_restant`, `plusieurs_reponses`…). */
  questionExtra?: Partial<QuestionResponse>;
}

const refusal = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});

/** A fake of the server's series and player calls for one attempt of the bank's questions. */
export function fakeServer({
  parcours,
  timeLimit,
  answered = 0,
  nextMedia,
  questionExtra = {},
}: FakeServerOptions) {
  let current = answered;
  const total = BANK.length;
  const given: string[][] = [];
  const failures: { path: string; reply: Reply }[] = [];

  const stateWire = (): SerieState => ({
    id: Number(SERIE_ID),
    slug: 'code-route-examen-3',
    type: 'examen',
    libelle: 'Examen blanc n° 3',
    parcours,
    chronometree: timeLimit !== undefined,
    nb_questions: total,
    nb_questions_realisees: current,
    termine: current >= total,
  });
  const questionWire = (index: number, bank: BankQuestion): QuestionResponse => ({
    serie: Number(SERIE_ID),
    identifiant: bank.identifiant,
    position: index + 1,
    total,
    parcours,
    enonce: bank.enonce,
    ...(bank.enonce_suite === undefined ? {} : { enonce_suite: bank.enonce_suite }),
    propositions: bank.propositions,
    media: null,
    temps_imparti: timeLimit ?? null,
    media_suivant: index + 1 < total ? (nextMedia ?? null) : null,
    ...questionExtra,
  });
  const correctionWire = (index: number, bank: BankQuestion): ReponseResponse => ({
    identifiant: bank.identifiant,
    position: index + 1,
    reponse: given[index] ?? [],
    correctes: bank.correctes,
    juste: (given[index] ?? []).join() === bank.correctes.join(),
    explication: bank.explication,
    reference: bank.reference,
    termine: current >= total,
  });

  const route = (method: string, url: URL, form: URLSearchParams): Reply => {
    const path = url.pathname;
    const failure = failures.findIndex((f) => f.path === `${method} ${path}`);
    if (failure >= 0) return failures.splice(failure, 1)[0]?.reply ?? { status: 500, body: {} };
    const notFound = refusal(404, 'introuvable', 'Cette série est introuvable.');
    if (method === 'GET' && path === `/api/serie/resume/${SERIE_ID}`) {
      return { status: 200, body: stateWire() };
    }
    if (method === 'GET' && path === `/api/player/infos/${SERIE_ID}/question`) {
      const bank = BANK[current];
      if (!bank) return refusal(409, 'serie_terminee', 'Cette série est terminée.');
      return { status: 200, body: questionWire(current, bank) };
    }
    if (method === 'PUT' && path === '/api/player/envoi-reponse') {
      if (form.get('serie') !== SERIE_ID) return notFound;
      const index = BANK.findIndex((q) => q.identifiant === form.get('identifiant'));
      const acknowledged = (reponse: string[]) => ({
        status: 200,
        body: {
          serie: Number(SERIE_ID),
          identifiant: BANK[index]?.identifiant,
          position: index + 1,
          reponse,
          termine: current >= total,
        },
      });
      // As the server does: an answered question gets its recorded answer back, unchanged.
      const recorded = given[index];
      if (recorded) return acknowledged(recorded);
      if (index !== current) {
        return refusal(
          409,
          'question_non_courante',
          'Cette question n’est pas la question en cours.',
        );
      }
      const reponse = form.get('reponse') ? (form.get('reponse') ?? '').split(',') : [];
      given[current] = reponse;
      current += 1;
      return acknowledged(reponse);
    }
    // The question on screen (issue #40): its clock runs from the time the server says.
    if (method === 'PUT' && path === '/api/player/question-affichee') {
      const bank = BANK[current];
      const wire = bank && questionWire(current, bank);
      if (!wire || wire.identifiant !== form.get('identifiant')) return notFound;
      return {
        status: 200,
        body: {
          serie: Number(SERIE_ID),
          identifiant: wire.identifiant,
          temps_restant: wire.temps_restant ?? wire.temps_imparti,
        },
      };
    }
    if (method === 'GET' && path === `/api/player/infos/${SERIE_ID}/reponse`) {
      const bank = BANK[current - 1];
      if (parcours === 'examen' && current < total) {
        return refusal(409, 'correction_differee', 'Les corrections viennent à la fin.');
      }
      return bank ? { status: 200, body: correctionWire(current - 1, bank) } : notFound;
    }
    return notFound;
  };

  // Calls whose next request never reaches the server: the network is down.
  const drops: string[] = [];
  const { fetchMock } = mockFetch(({ method, url, body }) => {
    const dropped = drops.indexOf(`${method} ${url.pathname}`);
    if (dropped >= 0) {
      drops.splice(dropped, 1);
      throw new TypeError('Failed to fetch');
    }
    return route(method, url, new URLSearchParams(body));
  });

  const answersSent = () =>
    fetchMock.mock.calls
      .filter(
        ([input, init]) =>
          init?.method === 'PUT' && urlOf(input).pathname === '/api/player/envoi-reponse',
      )
      .map(([, init]) => new URLSearchParams(bodyOf(init)));
  return {
    fetchMock,
    /** The `reponse` fields sent, in order. */
    sent: () => answersSent().map((fields) => fields.get('reponse')),
    /** The `id_reponse` fields sent, in order (issue #45). */
    keysSent: () => answersSent().map((fields) => fields.get('id_reponse')),
    /** Requests of one call, e.g. `GET /api/player/infos/42/question`. */
    calls: (call: string) =>
      fetchMock.mock.calls.filter(
        ([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input).pathname}` === call,
      ),
    /** The next request to `call` gets this refusal instead. */
    failOnce: (call: string, status: number, code: string, message: string) =>
      failures.push({ path: call, reply: refusal(status, code, message) }),
    /** The next request to `call` fails as with no network: the server never sees it. */
    dropOnce: (call: string) => drops.push(call),
    /** Another tab answers the current question. */
    answerElsewhere: () => {
      given[current] = [];
      current += 1;
    },
  };
}

/** An ended 40-question attempt: 36 right for a pass mark of 35; questions 1 to 4 missed. */
export function detailsWire(changes: Partial<SerieDetails> = {}): SerieDetails {
  const questions = Array.from({ length: 40 }, (_, index) => {
    const bank = BANK[index % BANK.length] as BankQuestion;
    const right = index >= 4;
    return {
      position: index + 1,
      identifiant: `${bank.identifiant}-${index}`,
      theme_id: bank.theme_id,
      enonce: bank.enonce,
      ...(bank.enonce_suite === undefined ? {} : { enonce_suite: bank.enonce_suite }),
      propositions: bank.propositions,
      media: null,
      reponse: right
        ? bank.correctes
        : bank.propositions
            .map((p) => p.lettre)
            .filter((l) => !bank.correctes.includes(l))
            .slice(0, 1),
      correctes: bank.correctes,
      juste: right,
      explication: bank.explication,
      reference: bank.reference,
    };
  });
  return {
    id: Number(SERIE_ID),
    slug: 'code-route-examen-3',
    type: 'examen',
    libelle: 'Examen blanc n° 3',
    parcours: 'examen',
    chronometree: true,
    date: '2026-11-21T10:15:00.000Z',
    score: 36,
    nb_questions: 40,
    seuil: 35,
    reussi: true,
    themes: [
      {
        theme_id: 'A',
        libelle: 'Premiers secours',
        couleur: '#be123c',
        nb_questions: 27,
        nb_justes: 24,
      },
      {
        theme_id: 'C',
        libelle: 'Le conducteur',
        couleur: '#6d28d9',
        nb_questions: 13,
        nb_justes: 12,
      },
    ],
    questions,
    ...changes,
  };
}

/** Renders `element` at `path` with a fresh query cache and the pages it may lead to. */
/** The question's picture arrives (jsdom loads none): the question comes on screen (issue #40). */
export function showPictures() {
  for (const image of document.querySelectorAll('main figure img')) fireEvent.load(image);
}

export function renderRoute(path: string, pattern: string, element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const elsewhere = [
    { path: '/correction/:id', element: <h1>Page des résultats</h1> },
    { path: '/player/:id', element: <h1>Page du lecteur</h1> },
    { path: '/dashboard', element: <h1>Page du tableau de bord</h1> },
    { path: '/history', element: <h1>Page de l’historique</h1> },
  ].filter((page) => page.path !== pattern);
  const router = createMemoryRouter([{ path: pattern, element }, ...elsewhere], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** A browser's speech synthesis with the given voices, recording what it is asked to say. */
export function fakeSpeech(voices: { lang: string; name: string }[]) {
  const speak = vi.fn<(utterance: SpeechSynthesisUtterance) => void>();
  const cancel = vi.fn();
  const addEventListener = vi.fn<(event: string, listener: () => void) => void>();
  vi.stubGlobal('speechSynthesis', {
    speak,
    cancel,
    getVoices: () => voices,
    addEventListener,
    removeEventListener: vi.fn(),
  });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      rate = 1;
      voice: unknown = null;
      text: string;
      constructor(text: string) {
        this.text = text;
      }
    },
  );
  return {
    speak,
    cancel,
    addEventListener,
    /** The texts read so far. */
    said: () => speak.mock.calls.map(([utterance]) => utterance.text),
  };
}
