import { lessonSchema } from '@prepacode/domain/contracts/courses.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { courseKeys } from './keys';

export interface Lesson {
  id: string;
  theme: string;
  title: string;
  /** Made by the server from our Markdown, raw HTML escaped (docs/api.md). */
  html: string;
  done: boolean;
}

/** GET /api/cours/{label}/lecons/{identifiant} */
export const lessonQuery = (label: string, id: string) =>
  queryOptions({
    queryKey: courseKeys.lesson(label, id),
    queryFn: async (): Promise<Lesson> => {
      const wire = await apiRequest(
        `/api/cours/${encodeURIComponent(label)}/lecons/${encodeURIComponent(id)}`,
        { schema: lessonSchema },
      );
      return {
        id: wire.identifiant,
        theme: wire.theme,
        title: wire.titre,
        html: wire.html,
        done: wire.termine,
      };
    },
  });

export const useLesson = (label: string, id: string) => useQuery(lessonQuery(label, id));
