import type { SchoolSpace } from '@prepacode/domain/contracts/school.contract';

// What every school-space page receives: its own module, so that pages do not import the route
// table that loads them.
export interface SchoolPageProps {
  /** The address's query: `service` and `from` travel from page to page. */
  search: string;
  /** The path's named parts, as `eleve` in /central/eleves/:eleve. */
  params: Record<string, string>;
  me: SchoolSpace;
}
