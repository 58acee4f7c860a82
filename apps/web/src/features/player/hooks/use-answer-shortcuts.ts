import { useEffectEvent, useLayoutEffect } from 'react';

export interface AnswerShortcuts {
  /** An upper-case letter A to D. */
  onLetter: (letter: string) => void;
  onEnter: () => void;
  onBackspace: () => void;
  /** The learner may turn the single-key shortcuts off (« Mes préférences », WCAG 2.1.4). */
  enabled?: boolean;
}

/** Typing there is text, not a shortcut (WCAG 2.1.4). */
const TEXT_FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Enter on these activates them, as the browser does: a focused proposition toggles. */
const ACTIVABLE = 'a, button, summary, [role="button"], [role="link"]';

/**
 * The official test's keypad on the keyboard: A–D toggle, Enter validates, Backspace clears.
 * Keys typed in a form field or with a modifier are left alone, and so are Enter and Space on
 * buttons and links, a focused proposition included (they toggle it: only « Valider » or Enter
 * elsewhere sends). Nothing at all when the learner turned the shortcuts off.
 */
export function useAnswerShortcuts({ enabled = true, ...shortcuts }: AnswerShortcuts) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(TEXT_FIELD)) return;
    if (/^[a-d]$/i.test(event.key)) {
      event.preventDefault();
      if (!event.repeat) shortcuts.onLetter(event.key.toUpperCase());
    } else if (event.key === 'Enter') {
      if (target?.closest(ACTIVABLE)) return;
      event.preventDefault();
      shortcuts.onEnter();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      shortcuts.onBackspace();
    }
  });

  // Listening from the moment the question is drawn, not after the next frame as a passive
  // effect would on Preact (ADR 0037): a key pressed as soon as the question shows is taken.
  useLayoutEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
