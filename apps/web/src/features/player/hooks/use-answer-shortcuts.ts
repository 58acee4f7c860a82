import { useEffect, useEffectEvent } from 'react';

export interface AnswerShortcuts {
  /** An upper-case letter A to D. */
  onLetter: (letter: string) => void;
  onEnter: () => void;
  onBackspace: () => void;
}

const TEXT_FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Toggle buttons of the propositions carry this attribute: Enter on them validates. */
export const PROPOSITION_ATTRIBUTE = 'data-proposition';

/**
 * The official test's keypad on the keyboard: A–D toggle, Enter validates, Backspace clears.
 * Keys typed in a text field or with a modifier are left alone, and so are Enter on other
 * buttons and links (it activates them) and Space (it toggles the focused proposition).
 */
export function useAnswerShortcuts(shortcuts: AnswerShortcuts) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(TEXT_FIELD)) return;
    if (/^[a-d]$/i.test(event.key)) {
      event.preventDefault();
      if (!event.repeat) shortcuts.onLetter(event.key.toUpperCase());
    } else if (event.key === 'Enter') {
      if (target?.closest(`a, summary, button:not([${PROPOSITION_ATTRIBUTE}])`)) return;
      event.preventDefault();
      shortcuts.onEnter();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      shortcuts.onBackspace();
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
