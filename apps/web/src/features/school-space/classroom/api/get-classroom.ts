import {
  classroomMissingSchema,
  classroomStaffViewSchema,
  type ClassroomStaffView,
} from '@prepacode/domain/contracts/classroom.contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { useEventStream } from '../../../../lib/use-event-stream';
import { classroomKeys } from './keys';

const base = (id: string) => `/central/api/ecole/salles/${encodeURIComponent(id)}`;

/** GET …/salles/{salle}: the session as the room's screen shows it (it names nobody). */
export const classroomQuery = (id: string) =>
  queryOptions({
    queryKey: classroomKeys.session(id),
    queryFn: () => apiRequest(base(id), { schema: classroomStaffViewSchema }),
    // The stream says when it changed: no reading again on a timer or a refocus.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET …/salles/{salle}/absents: who joined and whether they answered, for the instructor only. */
export const rosterQuery = (id: string) =>
  queryOptions({
    queryKey: classroomKeys.roster(id),
    queryFn: async () =>
      (await apiRequest(`${base(id)}/absents`, { schema: classroomMissingSchema })).participants,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** An event of the session's stream: its counts, and where the room is. */
interface StreamState {
  version: string;
  phase: ClassroomStaffView['phase'];
  position: number;
  participants: number;
  reponses: number;
}

/**
 * Follows the session's stream for a staff screen. A learner joining or answering changes only
 * the counts, written into the view as they come (30 answers in a few seconds are 30 events, not
 * 30 reads); a step reads the view again. The roster, when a page shows it, is read again on
 * each. Says whether the stream is connected.
 */
export function useClassroomStream(id: string): boolean {
  const client = useQueryClient();
  const readAgain = () => {
    void client.invalidateQueries({ queryKey: classroomKeys.session(id) });
  };
  return useEventStream(`${base(id)}/flux`, 'etat', {
    onOpen: readAgain,
    onEvent: (data) => {
      const state = JSON.parse(data) as StreamState;
      const { queryKey } = classroomQuery(id);
      const view = client.getQueryData(queryKey);
      if (view && view.phase === state.phase && view.position === state.position) {
        client.setQueryData(queryKey, {
          ...view,
          participants: state.participants,
          reponses: state.reponses,
          version: state.version,
        });
        void client.invalidateQueries({ queryKey: classroomKeys.roster(id), exact: true });
      } else readAgain();
    },
  });
}
