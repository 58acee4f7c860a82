/** Where the skip link leads: the one `main` of every page has this id (main.tsx). */
export const MAIN_ID = 'contenu';

/**
 * The skip link's click (WCAG 2.4.1): the page's `main` takes the focus, so that the next Tab
 * starts there; a plain anchor would only scroll in some browsers. Shared by the React link
 * (skip-link.tsx) and the central login page, drawn without React (central/login-page.ts).
 */
export function focusMain(event: Event): void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus();
}
