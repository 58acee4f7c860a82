import {
  anonymiseBodySchema,
  groupAnswerSchema,
  groupsSchema,
  type LearnersGroupBody,
} from '@prepacode/domain/contracts/groups.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import type { z } from 'zod/mini';
import { apiRequest } from '../../lib/api-client';

// The school space's calls for groups and for erasing a learner's data (issue #19, points 7
// and 3; docs/api.md, "School space"). Each answer is checked by its contract.

export const fetchGroups = () => apiRequest('/central/api/ecole/groupes', { schema: groupsSchema });

export const createGroup = (nom: string, ecole?: string) =>
  apiRequest('/central/api/ecole/groupes', {
    method: 'POST',
    json: { nom, ecole },
    schema: groupAnswerSchema,
  });

export const renameGroup = (id: string, nom: string) =>
  apiRequest(`/central/api/ecole/groupes/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: { nom },
    schema: groupAnswerSchema,
  });

export const deleteGroup = (id: string) =>
  apiRequest(`/central/api/ecole/groupes/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: schoolAnswerSchema,
  });

export const moveLearners = (body: LearnersGroupBody) =>
  apiRequest('/central/api/ecole/eleves/groupe', {
    method: 'POST',
    json: body,
    schema: schoolAnswerSchema,
  });

export const anonymiseLearner = (eleve: string) =>
  apiRequest(`/central/api/ecole/eleves/${encodeURIComponent(eleve)}/anonymisation`, {
    method: 'POST',
    json: { confirmation: true } satisfies z.input<typeof anonymiseBodySchema>,
    schema: schoolAnswerSchema,
  });
