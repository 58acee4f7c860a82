import {
  reviewDecisionAnswerSchema,
  type NetworkBank,
  type ReviewDecision,
  type ReviewedQuestion,
  type ReviewEdit,
  type ReviewPage,
  type ReviewStatus,
} from '@prepacode/domain/contracts/question-review.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { reviewKeys } from './keys';

/** What the operator decided about a question, as they saw it (its `version_relecture`). */
export interface Decision {
  question: ReviewedQuestion;
  decision: ReviewDecision['decision'];
  /** The question as rewritten in « Modifier », accepted with it. */
  modification?: ReviewEdit;
}

/**
 * POST /central/api/ecole/questions-a-relire/decision, with the version of the review seen:
 * another operator's decision since answers 409. Resolves to the server's French sentence and
 * the question as it now stands.
 */
export const decideQuestion = ({ question, decision, modification }: Decision) =>
  apiRequest('/central/api/ecole/questions-a-relire/decision', {
    method: 'POST',
    json: {
      identifiant: question.identifiant,
      version_relecture: question.version_relecture,
      decision,
      ...(modification ? { modification } : {}),
    } satisfies ReviewDecision,
    schema: reviewDecisionAnswerSchema,
  });

const COUNT_OF: Record<ReviewStatus, 'a_relire' | 'acceptees' | 'refusees'> = {
  a_relire: 'a_relire',
  acceptee: 'acceptees',
  refusee: 'refusees',
};

/** A bank's counts once one of its questions went from `before`'s status to `after`'s. */
function moved(bank: NetworkBank, before: ReviewedQuestion, after: ReviewedQuestion) {
  if (bank.id !== after.banque.id || before.statut === after.statut) return bank;
  const from = COUNT_OF[before.statut];
  const to = COUNT_OF[after.statut];
  return { ...bank, [from]: Math.max(0, bank[from] - 1), [to]: bank[to] + 1 };
}

/**
 * A page read before the decision, as it left it: the question as the server answered, where it
 * was shown, and its bank's counts moved with it.
 */
export const withDecided = (
  page: ReviewPage,
  before: ReviewedQuestion,
  after: ReviewedQuestion,
): ReviewPage => ({
  ...page,
  banques: page.banques.map((bank) => moved(bank, before, after)),
  questions: page.questions.map((one) => (one.identifiant === after.identifiant ? after : one)),
});

/**
 * A decision, from what the page holds (`decisionOf` its variables: the card's question, the
 * dialog's fields). The card decided keeps its place and shows the answer, so that the
 * operator sees what they did; the lists are read again when next shown. A 409 reads them again
 * at once: they show the other operator's decision, and `onConflict` says why. `V` is what
 * the call is given: a question, the fields of « Modifier », or nothing for a confirmation.
 */
export function useDecideQuestion<V = void>(
  decisionOf: (variables: V) => Decision,
  onConflict?: (message: string) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => {
      const decision = decisionOf(variables);
      const answer = await decideQuestion(decision);
      return { ...answer, before: decision.question };
    },
    onSuccess: ({ before, question }) => {
      queryClient.setQueriesData<ReviewPage>(
        { queryKey: reviewKeys.all },
        (page) => page && withDecided(page, before, question),
      );
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all, refetchType: 'none' });
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return;
      onConflict?.(error.message);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
