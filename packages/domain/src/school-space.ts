import type { StaffAction } from './staff-roles.js';

// The school space's pages (issue #19), the one list of their addresses: the server serves the
// central site's page at each (modules/central/central.routes.ts), the web router draws them
// (apps/web/src/central/school-space/router.tsx). Addresses never change: they are bookmarked
// and sent in mails.

export interface SchoolSpacePage {
  /** Under /central, with `:name` for a part of the path. */
  path: string;
  /** In the space's menu, in this order, for the staff members who may do this. */
  menu?: StaffAction;
}

const PAGES = {
  learners: { path: '/central/eleves', menu: 'voir_eleves' },
  learner: { path: '/central/eleves/:eleve' },
  dashboard: { path: '/central/tableau-de-bord', menu: 'voir_tableau_de_bord' },
  inbox: { path: '/central/reception', menu: 'traiter_demandes' },
  banners: { path: '/central/messages', menu: 'publier_messages' },
  import: { path: '/central/import' },
  codes: { path: '/central/codes', menu: 'gerer_eleves' },
  groups: { path: '/central/groupes', menu: 'gerer_groupes' },
  team: { path: '/central/equipe', menu: 'gerer_equipe' },
  settings: { path: '/central/reglages', menu: 'gerer_eleves' },
  reports: { path: '/central/signalements', menu: 'voir_signalements' },
  // Issue #46: the questions of the network's imported banks, for its operator.
  review: { path: '/central/questions-a-relire', menu: 'gerer_reseau' },
  schools: { path: '/central/ecoles', menu: 'gerer_reseau' },
  // « Code en salle » (issue #43): the sessions, one session for the instructor (with who has
  // answered), and its projected screen, which names nobody.
  classrooms: { path: '/central/salles', menu: 'animer_seances' },
  classroom: { path: '/central/salles/:salle' },
  classroomScreen: { path: '/central/salles/:salle/ecran' },
} as const satisfies Record<string, SchoolSpacePage>;

export type SchoolSpacePageName = keyof typeof PAGES;
export const SCHOOL_SPACE_PAGES: Readonly<Record<SchoolSpacePageName, SchoolSpacePage>> = PAGES;

const PATTERNS = Object.values(SCHOOL_SPACE_PAGES).map(
  ({ path }) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`),
);

/** The path is one of the school space's pages (the central entry then loads the space). */
export const isSchoolSpacePath = (pathname: string): boolean =>
  PATTERNS.some((pattern) => pattern.test(pathname));

/** A page's address with its named parts filled in, each encoded. */
export function schoolSpacePath(
  name: SchoolSpacePageName,
  params: Record<string, string> = {},
): string {
  return SCHOOL_SPACE_PAGES[name].path.replace(/:(\w+)/g, (_match, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
}
