/** Auth modes, storage keys and statuses of spec §3, §4 and §9. */
/**
 * The anti-forgery pair (architecture brief, "The HTTP contract"): the cookie the server sets
 * and the header every non-GET call echoes it in; the server also sends that header to an app
 * page of another origin, which cannot read the backend's cookie (issue #20, point 1).
 */
export const XSRF = { cookie: 'XSRF-TOKEN', header: 'x-xsrf-token' } as const;

export const AUTH_MODES = { TESTS_AND_COURSES: 0, COURSES_ONLY: 1 } as const;
export type AuthMode = (typeof AUTH_MODES)[keyof typeof AUTH_MODES];

/** Keys of what the SPA keeps in local storage (spec §9). `token` is a marker, never a credential. */
export const STORAGE_KEYS = {
  theme: 'theme',
  token: 'token',
  mode: 'mode',
  inscriptions: 'inscriptions',
  selectedInscriptionId: 'selectedInscriptionId',
  applications: 'applications',
  appKopilote: 'appKopilote',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Only this status counts as open, for inscriptions, applications and exam entries (spec §4). */
export const OPEN_STATUS = 'ouvert';

/** Licences for which the Kopilote exam entry and the exam tab are kept (spec §4, §9). */
export const KOPILOTE_LICENCES = ['b', 'etm'] as const;

/** History entry type of the welcome series; an ended one makes the learner no longer new. */
export const WELCOME_HISTORY_TYPE = 'accueil';

/** Login answers these statuses for a choice to make, not for a failure (spec §8). */
export const LOGIN_CHOICE_STATUS = {
  inscriptionsOrApplications: 300,
  applicationsOnly: 303,
} as const;
