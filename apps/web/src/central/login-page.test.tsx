import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './login-page';

describe('central login page', () => {
  it('says why the learner is back when a deployment’s login-error address brought them', () => {
    render(<LoginPage search="?error=true&service=https%3A%2F%2Fapp.prepacode.test&from=orata" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La connexion à l’application n’a pas abouti. Identifiez-vous de nouveau.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Connexion à');
    // The form sends them back to the app they came from.
    const service = document.querySelector<HTMLInputElement>('input[name="service"]');
    expect(service?.value).toBe('https://app.prepacode.test');
  });

  it('names the sign-on’s own refusal first, and says nothing on a plain visit', () => {
    const { unmount } = render(<LoginPage search="?error=true&erreur=identifiants" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Adresse e‑mail ou mot de passe incorrect.',
    );
    unmount();
    render(<LoginPage search="?service=https%3A%2F%2Fapp.prepacode.test" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a short wait when too many sign in at the same moment', () => {
    render(<LoginPage search="?erreur=serveur_occupe&from=prepacode" />);
    // textContent, not toHaveTextContent, which would fold the narrow no-break space.
    expect(screen.getByRole('alert').textContent).toContain(
      'Trop de connexions en même temps\u202f: réessayez dans quelques secondes.',
    );
  });
});
