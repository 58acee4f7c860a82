import type { SchoolSpace } from '@prepacode/domain/contracts/school.contract';
import type { StaffAction } from '@prepacode/domain/staff-roles';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// The school space's pages (issue #19), each loaded on its own when opened. The server sends
// central.html for each path (modules/central/central.routes.ts lists them too).

export interface SchoolPageProps {
  /** The address's query: `service` and `from` travel from page to page. */
  search: string;
  /** The path's named parts, as `eleve` in /central/eleves/:eleve. */
  params: Record<string, string>;
  me: SchoolSpace;
}

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

/** A school space address that keeps the learner app's address and the brand (service, from). */
export function spaceHref(path: string, search: string, query?: Record<string, string>): string {
  const current = new URLSearchParams(search);
  const params = new URLSearchParams(query);
  for (const key of ['service', 'from']) {
    const value = current.get(key);
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
