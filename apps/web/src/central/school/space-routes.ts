import type { StaffAction } from '@prepacode/domain/staff-roles';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SchoolPageProps } from './page-props';

// The school space's pages (issue #19), each loaded on its own when opened. The server sends
// central.html for each path (modules/central/central.routes.ts lists them too).

interface SchoolRoute {
  path: string;
  title: string;
  Page: LazyExoticComponent<ComponentType<SchoolPageProps>>;
  /** In the space's menu, for the staff members who may do this. */
  nav?: { label: string; action: StaffAction };
}

export const SCHOOL_ROUTES: SchoolRoute[] = [
  {
    path: '/central/eleves',
    title: 'Élèves',
    nav: { label: 'Élèves', action: 'voir_eleves' },
    Page: lazy(async () => ({ default: (await import('./school-page')).SchoolPage })),
  },
  {
    path: '/central/eleves/:eleve',
    title: 'Fiche élève',
    Page: lazy(async () => ({ default: (await import('../learner/learner-page')).LearnerPage })),
  },
  {
    path: '/central/reception',
    title: 'Réception',
    nav: { label: 'Réception', action: 'traiter_demandes' },
    Page: lazy(async () => ({ default: (await import('./inbox-page')).InboxPage })),
  },
  {
    path: '/central/messages',
    title: 'Messages',
    nav: { label: 'Messages', action: 'publier_messages' },
    Page: lazy(async () => ({ default: (await import('./banners-page')).BannersPage })),
  },
  {
    path: '/central/import',
    title: 'Importer des élèves',
    Page: lazy(async () => ({ default: (await import('./import-page')).ImportPage })),
  },
  {
    path: '/central/codes',
    title: 'Codes d’activation',
    nav: { label: 'Codes d’activation', action: 'gerer_eleves' },
    Page: lazy(async () => ({ default: (await import('./codes-page')).CodesPage })),
  },
  {
    path: '/central/groupes',
    title: 'Groupes',
    nav: { label: 'Groupes', action: 'gerer_groupes' },
    Page: lazy(async () => ({ default: (await import('./groups-page')).GroupsPage })),
  },
  {
    path: '/central/signalements',
    title: 'Signalements',
    nav: { label: 'Signalements', action: 'gerer_reseau' },
    Page: lazy(async () => ({ default: (await import('../network/reports-page')).ReportsPage })),
  },
  {
    path: '/central/ecoles',
    title: 'Écoles',
    nav: { label: 'Écoles', action: 'gerer_reseau' },
    Page: lazy(async () => ({ default: (await import('../network/schools-page')).SchoolsPage })),
  },
];

/** The route of a path and its named parts, or null when the path is not the school space's. */
export function schoolRoute(pathname: string) {
  const parts = pathname.replace(/\/$/, '').split('/');
  for (const route of SCHOOL_ROUTES) {
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, index) => {
      const part = parts[index] ?? '';
      if (!segment.startsWith(':')) return segment === part;
      params[segment.slice(1)] = decodeURIComponent(part);
      return part !== '';
    });
    if (matches) return { route, params };
  }
  return null;
}

export { spaceHref } from './space-href';
