import { XSRF } from '@prepacode/domain/auth';
import {
  CONTACT_API_KEY_HEADER,
  type ContactBody,
} from '@prepacode/domain/contracts/contact.contract';
import { demandeExamenSchema } from '@prepacode/domain/contracts/exam.contract';
import type { DemandeExamenBody } from '@prepacode/domain/contracts/exam.contract';
import type { ReportBody } from '@prepacode/domain/contracts/report.contract';
import { groupAnswerSchema } from '@prepacode/domain/contracts/groups.contract';
import { learnersPageSchema } from '@prepacode/domain/contracts/school.contract';
import {
  envoiReponseResponseSchema,
  questionResponseSchema,
} from '@prepacode/domain/contracts/player.contract';
import {
  serieStateSchema,
  seriesEleveResponseSchema,
} from '@prepacode/domain/contracts/series.contract';
import { httpClient, type HttpAnswer, type HttpClient } from './http-client';
import { DEMO_PASSWORD } from './sign-in';

// A person using the product through its HTTP API, as the pages do: what a spec needs done
// beforehand that no operator command does (a request sent, a series answered, a group made).

function ok(answer: HttpAnswer, path: string): unknown {
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${path}: ${answer.status} ${answer.body}`);
  }
  return answer.body ? JSON.parse(answer.body) : undefined;
}

export interface ApiUser {
  /** A JSON write, with the anti-forgery header; answers the body of a 2xx reply. */
  send(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: unknown,
    headers?: Record<string, string>,
  ): Promise<unknown>;
  get(path: string): Promise<unknown>;
}

const apiUser = (client: HttpClient): ApiUser => ({
  send: async (method, path, data, headers) =>
    ok(await client.fetch(method, path, { data, headers }), path),
  get: async (path) => ok(await client.fetch('GET', path), path),
});

/** Chooses the account’s password through its mailed link (a URL or its path), as on its page. */
export async function choosePassword(baseURL: string, link: string, password = DEMO_PASSWORD) {
  await apiUser(httpClient(baseURL)).send('POST', '/central/api/mot-de-passe/nouveau', {
    jeton: new URL(link, baseURL).searchParams.get('jeton'),
    mot_de_passe: password,
  });
}

/**
 * Sends the boat publisher's signed link as its page does (« Créer mon compte »): a new account,
 * or, for an address that has one, that licence added to it.
 */
export async function followPublisherLink(baseURL: string, link: string) {
  const fields = Object.fromEntries(new URL(link).searchParams);
  await apiUser(httpClient(baseURL)).send(
    'POST',
    '/central/application/prepacode/vagnon/inscription',
    fields,
  );
}

/**
 * Signs in on the central page as its form does. A learner then goes on to the app with the
 * ticket, as the page's redirect would; a staff member stays on the central site.
 */
export async function signInApi(
  baseURL: string,
  email: string,
  role: 'learner' | 'staff',
): Promise<ApiUser> {
  const client = httpClient(baseURL);
  const origin = new URL(baseURL).origin;
  const answer = await client.fetch('POST', '/central/login', {
    form: {
      username: email,
      password: DEMO_PASSWORD,
      from: 'prepacode',
      service: origin,
      _xsrf: client.cookie(XSRF.cookie) ?? '',
    },
  });
  const location = new URL(answer.location ?? '', origin);
  if (role === 'learner') {
    const ticket = location.searchParams.get('ticket');
    if (!ticket) throw new Error(`${email} not signed in: ${location.href}`);
    const query = new URLSearchParams({ ticket, service: origin });
    ok(await client.fetch('GET', `/api/auth/login?${query}`), '/api/auth/login');
  } else if (!location.pathname.startsWith('/central/eleves')) {
    throw new Error(`${email} not signed in: ${location.href}`);
  }
  return apiUser(client);
}

/** What a learner does through the app's API before a spec looks at it. */
export const learnerActions = (user: ApiUser, contactApiKey: string) => ({
  /** « S’inscrire à l’examen » sent (the exam entry must be open). */
  askForExam: async (body: DemandeExamenBody) =>
    demandeExamenSchema.parse(await user.send('POST', '/api/examen/demande', body)),

  /** A message to the school from « Nous contacter », with the app's public contact key. */
  writeToSchool: (body: ContactBody) =>
    user.send('POST', '/central/api/eleve/mail', body, { [CONTACT_API_KEY_HEADER]: contactApiKey }),

  /** « Date de l’examen » given by the learner ('yyyy-MM-dd'), or cleared with null. */
  setExamDay: (day: string | null) =>
    user.send('PUT', '/api/front/date-examen', { date_examen: day }),

  askForDeletion: (motif: string) => user.send('POST', '/api/compte/suppression', { motif }),

  /** « Signaler une erreur » on a question of a series the learner has answered. */
  reportQuestion: (body: ReportBody) => user.send('POST', '/api/compte/signalements', body),

  /**
   * Starts a series and answers every question with its first proposition, to the end; gives
   * the series and the questions in the order answered.
   */
  async answerSeries(slug: string, parcours: 'examen' | 'entrainement' = 'examen') {
    const query = new URLSearchParams({ slug, parcours, ordre_lettrage: 'fixe' });
    const serie = serieStateSchema.parse(await user.send('PUT', `/api/serie/create?${query}`));
    const questions: string[] = [];
    for (;;) {
      const question = questionResponseSchema.parse(
        await user.get(`/api/player/infos/${serie.id}/question`),
      );
      questions.push(question.identifiant);
      const answer = envoiReponseResponseSchema.parse(
        await user.send('PUT', '/api/player/envoi-reponse', {
          serie: String(serie.id),
          identifiant: question.identifiant,
          reponse: question.propositions[0]?.lettre ?? '12',
        }),
      );
      if (answer.termine) return { serie: String(serie.id), questions };
    }
  },

  /** « Tirer au sort » a new mock exam and answer it to the end: one credit spent. */
  async answerNewMockExam() {
    const { examen_blanc: drawn } = seriesEleveResponseSchema.parse(
      await user.get('/api/front/series-eleve'),
    );
    return this.answerSeries(drawn.slug);
  },
});

/** What a school's manager does in the school space before a spec looks at it. */
export const managerActions = (user: ApiUser) => ({
  async createGroup(nom: string) {
    return groupAnswerSchema.parse(await user.send('POST', '/central/api/ecole/groupes', { nom }))
      .groupe;
  },
  putInGroup: (eleves: string[], groupe: string | null) =>
    user.send('POST', '/central/api/ecole/eleves/groupe', { eleves, groupe }),
  deleteGroup: (groupe: string) => user.send('DELETE', `/central/api/ecole/groupes/${groupe}`),

  /** A banner to the whole school, from today for a week. */
  postBanner(ecole: string, texte: string) {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', {
        timeZone: 'Europe/Paris',
      });
    return user.send('POST', '/central/api/ecole/messages', {
      ecole,
      type: 'info',
      debut: day(0),
      fin: day(7),
      texte,
    });
  },

  /** « Ajouter une formation »: a year of another licence for the learner (their user id). */
  addFormation: (eleve: string, permis: string) =>
    user.send('POST', `/central/api/ecole/eleves/${eleve}/formations`, {
      permis,
      jours: 365,
      credits: 0,
    }),

  /** « Fermer la formation » on each of the learner's inscriptions. */
  async closeInscriptionsOf(email: string) {
    const query = new URLSearchParams({ recherche: email });
    const page = learnersPageSchema.parse(await user.get(`/central/api/ecole/eleves?${query}`));
    for (const row of page.eleves) {
      await user.send('POST', `/central/api/ecole/inscriptions/${row.inscription}/statut`, {
        fermee: true,
      });
    }
  },
});
