import {
  classroomAnswerSchema,
  classroomLearnerViewSchema,
  classroomReplySchema,
  type ClassroomStaffView,
} from '@prepacode/domain/contracts/classroom.contract';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import { freshNetwork } from './school-fixture.js';
import { readJson } from './read-json.js';
import { signIn, withSession } from './sign-on.js';
import { XSRF } from './test-app.js';

// « Code en salle » (issue #43) as its users drive it: a school's staff launching and running a
// session, its learners joining from their phones and answering.

type Staff = Awaited<ReturnType<Awaited<ReturnType<typeof freshNetwork>>['team']>>['manager'];

/** A learner's classroom calls, with their session cookie and the anti-forgery pair. */
export async function classroomLearner(app: App, email: string) {
  const { session } = await signIn(app, email);
  const cookies = { ...withSession(session), ...XSRF.cookies };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, cookies, headers: XSRF.headers, ...(payload ? { payload } : {}) });
  return {
    session,
    cookies,
    call,
    join: (code: string) => call('POST', '/api/salle/rejoindre', { code }),
    view: async (id: string) =>
      readJson(await call('GET', `/api/salle/${id}`), classroomLearnerViewSchema),
    reply: (id: string, position: number, reponse: string[]) =>
      call('PUT', `/api/salle/${id}/reponse`, { position, reponse }),
    replied: async (id: string, position: number, reponse: string[]) =>
      readJson(
        await call('PUT', `/api/salle/${id}/reponse`, { position, reponse }),
        classroomReplySchema,
      ),
  };
}
export type ClassroomLearner = Awaited<ReturnType<typeof classroomLearner>>;

/** Launches a session as this staff member; the answer's view. */
export async function launched(
  staff: Staff,
  body: Record<string, unknown> = {},
): Promise<ClassroomStaffView> {
  const response = await staff.call('POST', '/central/api/ecole/salles', {
    permis: 'b',
    source: 'theme',
    serie: 'essai-theme-l',
    rythme: 'moniteur',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return readJson(response, classroomAnswerSchema).salle;
}

/** Presses a step on the presenter's screen showing question `position` (1-based). */
export async function stepped(
  staff: Staff,
  id: string,
  action: string,
  position: number,
): Promise<ClassroomStaffView> {
  const response = await staff.call('POST', `/central/api/ecole/salles/${id}/etape`, {
    action,
    position,
  });
  expect(response.statusCode, response.body).toBe(200);
  return readJson(response, classroomAnswerSchema).salle;
}
