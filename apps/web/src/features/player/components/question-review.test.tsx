import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReviewedQuestion } from '../api/get-details';
import { QuestionReviewList } from './question-review';

const typed = { given: '47°12,4′ N', expected: '47°12,5′ N', precision: 'à 0,2′ près' };
const typedQuestion: ReviewedQuestion = {
  position: 1,
  id: 'HC001',
  themeId: 'C',
  statement: 'Relevez la position du point B.',
  statementContinued: null,
  propositions: [],
  media: null,
  given: [],
  correct: [],
  right: true,
  explanation: 'Le point B se lit sur les graduations du cadre.',
  reference: 'Carte d’entraînement',
  typed,
};
const unanswered = { ...typedQuestion, position: 2, id: 'HC002', typed: { ...typed, given: null } };

describe('the review of a typed answer', () => {
  it('says what the learner typed, for their school too', async () => {
    render(
      <QuestionReviewList
        serieId="12"
        questions={[typedQuestion, unanswered]}
        themes={[{ id: 'C', label: 'Carte', color: '#0b5cad', nbQuestions: 2, nbRight: 2 }]}
        bySchool
      />,
    );
    const [first, second] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await userEvent.click(within(first).getByText('Question 1'));
    expect(within(first).getByText('Réponse de l’élève').nextSibling).toHaveTextContent(
      '47°12,4′ N',
    );
    expect(within(first).getByText('Réponse attendue').nextSibling).toHaveTextContent(
      '47°12,5′ N (à 0,2′ près)',
    );
    await userEvent.click(within(second).getByText('Question 2'));
    expect(within(second).getByText('aucune réponse donnée')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Signaler/ })).not.toBeInTheDocument();
  });
});
