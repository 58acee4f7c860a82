import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAnswerShortcuts } from './use-answer-shortcuts';

// WCAG 2.1.4: single-key shortcuts can be turned off and are ignored where keys are typing.

function Harness({ enabled }: { enabled: boolean }) {
  const onLetter = vi.fn();
  useAnswerShortcuts({ enabled, onLetter, onEnter: vi.fn(), onBackspace: vi.fn() });
  return (
    <>
      <input aria-label="Champ" />
      <textarea aria-label="Zone" />
      <select aria-label="Liste">
        <option>a</option>
      </select>
      <div role="textbox" aria-label="Éditable" contentEditable suppressContentEditableWarning />
      <button type="button">Réponse</button>
      <p>Ailleurs</p>
    </>
  );
}

const handled = (target: Element, key: string) => !fireEvent.keyDown(target, { key });

describe('useAnswerShortcuts', () => {
  it('takes A–D, Entrée and Retour arrière on the page, but not in a form field', () => {
    render(<Harness enabled />);
    const page = screen.getByText('Ailleurs');
    expect(handled(page, 'a')).toBe(true);
    expect(handled(page, 'Enter')).toBe(true);
    expect(handled(page, 'Backspace')).toBe(true);
    for (const field of [
      screen.getByRole('textbox', { name: 'Champ' }),
      screen.getByRole('textbox', { name: 'Zone' }),
      screen.getByRole('combobox', { name: 'Liste' }),
      screen.getByRole('textbox', { name: 'Éditable' }),
    ]) {
      for (const key of ['a', 'Enter', 'Backspace']) expect(handled(field, key)).toBe(false);
    }
  });

  it('leaves Enter to a focused button: it toggles the answer rather than sending', () => {
    render(<Harness enabled />);
    expect(handled(screen.getByRole('button', { name: 'Réponse' }), 'Enter')).toBe(false);
  });

  it('does nothing at all when the learner turned the shortcuts off', () => {
    render(<Harness enabled={false} />);
    const page = screen.getByText('Ailleurs');
    for (const key of ['a', 'D', 'Enter', 'Backspace']) expect(handled(page, key)).toBe(false);
  });
});
