import { questionAfficheeResponseSchema } from '@prepacode/domain/contracts/player.contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/player/question-affichee (issue #40): the question is on screen, its picture loaded;
 * in exam conditions its clock starts on the server now. Returns the seconds the server says
 * are left, null without a clock of its own.
 */
export async function sendQuestionShown(serieId: string, questionId: string) {
  const wire = await apiRequest('/api/player/question-affichee', {
    method: 'PUT',
    form: { serie: serieId, identifiant: questionId },
    schema: questionAfficheeResponseSchema,
  });
  return wire.temps_restant;
}
