import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentaryList } from './commentary-list';

const proposition = (letter: string, text: string, correct: boolean) => ({ letter, text, correct });

describe('commented series', () => {
  it('keeps each part’s answers under their own statement in a two-part question (issue #18)', () => {
    render(
      <CommentaryList
        commentary={{
          slug: 'code-route-examen-1',
          label: 'Examen blanc n° 1',
          questions: [
            {
              id: 'CR-U-004',
              theme: 'U',
              statement: 'Je peux dépasser ce cycliste.',
              statementSecond: 'Hors agglomération, je laisse un espace latéral d’au moins\u202F:',
              propositions: [
                proposition('A', 'Oui', true),
                proposition('B', 'Non', false),
                proposition('C', '1 m', false),
                proposition('D', '1,50 m', true),
              ],
              explanation:
                'Le dépassement d’un cycliste demande un espace d’au moins 1,50 m hors agglomération.',
              reference: 'Code de la route, art. R414-4',
              media: null,
            },
          ],
        }}
      />,
    );
    const [first, second] = screen.getAllByRole('list').slice(1);
    const secondStatement = screen.getByText(/^Hors agglomération/);
    expect(first).toHaveTextContent('A Oui');
    expect(first).not.toHaveTextContent('1,50 m');
    expect(second).toHaveTextContent('C 1 m');
    expect(second).toHaveTextContent('D 1,50 m');
    // The second statement stands between the two groups.
    expect(first?.compareDocumentPosition(secondStatement)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(secondStatement.compareDocumentPosition(second as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
