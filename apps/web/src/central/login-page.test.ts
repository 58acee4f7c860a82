import { brandNamed } from '@prepacode/domain/brands';
import { fireEvent, screen, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderLoginPage } from './login-page';

const draw = (search: string) => {
  const root = document.createElement('div');
  document.body.append(root);
  renderLoginPage(root, search, brandNamed(new URLSearchParams(search).get('from')));
  return root;
};

afterEach(() => document.body.replaceChildren());

describe('central login page', () => {
  it('says why the learner is back when a deployment’s login-error address brought them', () => {
    draw('?error=true&service=https%3A%2F%2Fapp.prepacode.test&from=orata');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La connexion à l’application n’a pas abouti. Identifiez-vous de nouveau.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Connexion à Orata Code');
    // The form sends them back to the app they came from, in the brand they came from.
    const service = document.querySelector<HTMLInputElement>('input[name="service"]');
    expect(service?.value).toBe('https://app.prepacode.test');
    expect(document.querySelector<HTMLInputElement>('input[name="from"]')?.value).toBe('orata');
    expect(screen.getByRole('link', { name: /Mot de passe oublié/ })).toHaveAttribute(
      'href',
      '/central/mot-de-passe-oublie?service=https%3A%2F%2Fapp.prepacode.test&from=orata',
    );
  });

  it('names the sign-on’s own refusal first, and says nothing on a plain visit', () => {
    draw('?error=true&erreur=identifiants');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Adresse e‑mail ou mot de passe incorrect.',
    );
    document.body.replaceChildren();
    draw('?service=https%3A%2F%2Fapp.prepacode.test');
    expect(screen.queryByRole('alert')).toBeNull();
    // No brand given: no `from` is sent, and the default brand names the page.
    expect(document.querySelector('input[name="from"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Connexion à Prépacode');
  });

  it('asks for a short wait when too many sign in at the same moment', () => {
    draw('?erreur=serveur_occupe&from=prepacode');
    // textContent, not toHaveTextContent, which would fold the narrow no-break space.
    expect(screen.getByRole('alert').textContent).toContain(
      'Trop de connexions en même temps\u202f: réessayez dans quelques secondes.',
    );
  });

  it('labels its fields, and sends the anti-forgery cookie as a field when submitted', () => {
    document.cookie = 'XSRF-TOKEN=jeton-de-test';
    const root = draw('?from=inris');
    const form = within(root);
    expect(form.getByLabelText('Adresse e‑mail')).toHaveAttribute('autocomplete', 'username');
    expect(form.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    const token = root.querySelector<HTMLInputElement>('input[name="_xsrf"]');
    expect(token?.value).toBe('');
    const sent = root.querySelector('form') as HTMLFormElement;
    sent.addEventListener('submit', (event) => event.preventDefault());
    fireEvent.submit(sent);
    expect(token?.value).toBe('jeton-de-test');
  });

  it('moves the focus to the form’s frame from « Aller au contenu »', () => {
    draw('');
    fireEvent.click(screen.getByRole('link', { name: 'Aller au contenu' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
