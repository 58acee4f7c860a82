import { completeAnswerSchema } from '@prepacode/domain/contracts/courses.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Lesson } from './get-lesson';
import { courseKeys } from './keys';

/** POST /api/cours/complete (spec §7, form field `identifiant`); completing twice changes nothing. */
export async function completeLesson(id: string): Promise<void> {
  await apiRequest('/api/cours/complete', {
    method: 'POST',
    form: { identifiant: id },
    schema: completeAnswerSchema,
  });
}

/** Marks a lesson read: the lesson shows its tick at once, the outlines after a refetch. */
export function useCompleteLesson(label: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLesson,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Lesson>(courseKeys.lesson(label, id), (lesson) =>
        lesson ? { ...lesson, done: true } : lesson,
      );
      // The outlines (of every application of that bank) show the tick when they next render.
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
