import { useState } from 'react';
import type { Proposition } from '../api/get-question';

/**
 * The letters a learner has chosen for a question, and what a screen reader hears of each
 * change, shared by the player and the classroom's phone view. `canChange` is the caller's
 * (its clock, its answer on the way); a letter the question does not offer changes nothing.
 */
export function useLetterSelection(propositions: readonly Proposition[]) {
  const [selection, setSelection] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const toggle = (letter: string, canChange: boolean) => {
    if (!canChange || !propositions.some((p) => p.letter === letter)) return;
    const selected = !selection.includes(letter);
    setSelection(
      selected ? [...selection, letter].sort() : selection.filter((chosen) => chosen !== letter),
    );
    setAnnouncement(`Réponse ${letter} ${selected ? 'sélectionnée' : 'désélectionnée'}`);
  };
  const clear = (canChange: boolean) => {
    if (!canChange || selection.length === 0) return;
    setSelection([]);
    setAnnouncement('Sélection effacée');
  };
  return { selection, toggle, clear, announcement, announce: setAnnouncement };
}
