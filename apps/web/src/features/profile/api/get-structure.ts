import { useQuery } from '@tanstack/react-query';
import { structureQuery } from './get-utilisateur';

/** The name of the learner's school (GET /api/front/structure/{id}); none without a school. */
export const useStructureName = (id: string | null) =>
  useQuery({ ...structureQuery(id ?? ''), enabled: id !== null });
