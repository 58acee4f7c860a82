import type { ComponentProps } from 'react';
import { MAIN_ID } from './skip-target';

/** A page's `main`, the target of « Aller au contenu ». Pages use it instead of `<main>`. */
export function Main(props: Omit<ComponentProps<'main'>, 'id'>) {
  return <main {...props} id={MAIN_ID} />;
}
