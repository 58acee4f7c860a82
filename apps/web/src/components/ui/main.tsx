import type { ComponentProps } from 'react';

/** Where the skip link leads (skip-link.tsx): the one `main` of every page has this id. */
export const MAIN_ID = 'contenu';

/** A page's `main`, the target of « Aller au contenu ». Pages use it instead of `<main>`. */
export function Main(props: Omit<ComponentProps<'main'>, 'id'>) {
  return <main {...props} id={MAIN_ID} />;
}
