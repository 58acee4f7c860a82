import { SCHOOL_SPACE_PAGES, type SchoolSpacePageName } from '@prepacode/domain/school-space';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { spaceLoader } from '../../features/school-space/space/api/get-space';
import {
  SpaceError,
  SpacePageError,
} from '../../features/school-space/space/components/space-errors';
import {
  SpaceLayout,
  type SpacePageHandle,
} from '../../features/school-space/space/components/space-layout';

/** What a task's `route.tsx` exports: its page and the loader that starts its reads. */
type RouteModule = Pick<RouteObject, 'loader' | 'Component'>;

/**
 * A page of the space at its address (packages/domain school-space.ts), with its title for the
 * tab and screen readers, its module loaded when first opened, and its own boundary: a page that
 * throws leaves the frame and the menu in place.
 */
const page = (
  name: SchoolSpacePageName,
  title: string,
  load: () => Promise<RouteModule>,
  frame = true,
): RouteObject => ({
  path: SCHOOL_SPACE_PAGES[name].path,
  handle: { title: `${title} – Espace école`, frame } satisfies SpacePageHandle,
  ErrorBoundary: SpacePageError,
  lazy: async () => {
    const { loader, Component } = await load();
    return { loader, Component };
  },
});

/** An address of /central that is no page of the space: the learners list, keeping the query. */
function ToLearners() {
  const { search } = useLocation();
  return <Navigate to={`${SCHOOL_SPACE_PAGES.learners.path}${search}`} replace />;
}

/**
 * The school space's routes (issue #38): the frame loads who is signed in once, then each task
 * of features/school-space is a page of its own (ADR 0026).
 */
export const SCHOOL_SPACE_ROUTES: RouteObject[] = [
  {
    id: 'space',
    loader: spaceLoader,
    Component: SpaceLayout,
    ErrorBoundary: SpaceError,
    HydrateFallback: () => <p role="status">Chargement…</p>,
    children: [
      page('learners', 'Élèves', () => import('../../features/school-space/learners/route')),
      page(
        'learner',
        'Fiche élève',
        () => import('../../features/school-space/learner-file/route'),
      ),
      page(
        'dashboard',
        'Tableau de bord',
        () => import('../../features/school-space/dashboard/route'),
      ),
      page('inbox', 'Réception', () => import('../../features/school-space/inbox/route')),
      page('banners', 'Annonces', () => import('../../features/school-space/banners/route')),
      page(
        'import',
        'Importer des élèves',
        () => import('../../features/school-space/import/route'),
      ),
      page('codes', 'Codes d’activation', () => import('../../features/school-space/codes/route')),
      page('groups', 'Groupes', () => import('../../features/school-space/groups/route')),
      page('team', 'Équipe', () => import('../../features/school-space/team/route')),
      page('settings', 'Réglages', () => import('../../features/school-space/settings/route')),
      page('reports', 'Signalements', () => import('../../features/school-space/reports/route')),
      page(
        'review',
        'Questions à relire',
        () => import('../../features/school-space/review/route'),
      ),
      page('schools', 'Écoles', () => import('../../features/school-space/network/route')),
      page(
        'classrooms',
        'Séances en salle',
        () => import('../../features/school-space/classroom/route'),
      ),
      page(
        'classroom',
        'Séance en salle',
        () => import('../../features/school-space/classroom/session-route'),
      ),
      page(
        'classroomScreen',
        'Écran de la séance',
        () => import('../../features/school-space/classroom/screen-route'),
        false,
      ),
      { path: '*', Component: ToLearners },
    ],
  },
];
