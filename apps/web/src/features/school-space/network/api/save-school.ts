import type { NetworkSchool, SchoolFields } from '@prepacode/domain/contracts/schools.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSchool } from './create-school';
import { updateSchool } from './update-school';
import { invalidateSchoolData } from '../../space/api/invalidate';

/**
 * The school form's one call: an edit of `editing`, or a new school without one. Every read of
 * the space is read again: the schools are in the space's filters and menus too.
 */
export function useSaveSchool(editing: NetworkSchool | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: SchoolFields) =>
      editing ? updateSchool(editing, fields) : createSchool(fields),
    onSuccess: () => invalidateSchoolData(queryClient, { space: true }),
  });
}
