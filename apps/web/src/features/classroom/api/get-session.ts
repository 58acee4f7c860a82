import {
  classroomLearnerViewSchema,
  type ClassroomLearnerView,
} from '@prepacode/domain/contracts/classroom.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { classroomKeys } from './keys';

/** The session as this learner's phone shows it, the question's picture sized for the screen. */
export type PhoneView = ClassroomLearnerView;

export const sessionQuery = (id: string) =>
  queryOptions({
    queryKey: classroomKeys.session(id),
    queryFn: () =>
      apiRequest(
        `/api/salle/${encodeURIComponent(id)}?taille=${String(Math.round(window.innerWidth))}`,
        { schema: classroomLearnerViewSchema },
      ),
    // The stream says when it changed: no reading again on a timer or a refocus.
    staleTime: Number.POSITIVE_INFINITY,
  });
