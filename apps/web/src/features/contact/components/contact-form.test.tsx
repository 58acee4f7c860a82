import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/series-kit';
import { ContactForm } from './contact-form';

afterEach(() => vi.unstubAllGlobals());

it('says the profile could not be read when what the page adds is refused, and sends nothing', async () => {
  const { requests } = renderWithApi(
    [{ path: '/', element: <ContactForm learner={{ id: '', email: 'eleve@demo.test' }} /> }],
    '/',
    {},
  );
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Sujet' }), [
    'Examen du code',
  ]);
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Quand passer le code ?');
  await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
  // Compared raw: the matchers' whitespace normalising would hide the narrow no-break space.
  expect(screen.getByRole('alert').textContent).toBe(
    'Votre profil n’a pas pu être lu\u202f: reconnectez-vous puis réessayez.',
  );
  expect(requests()).toEqual([]);
});
