import { XSRF } from '@prepacode/domain/auth';
import type { Theme } from '@prepacode/domain/brands';
import button from '../components/ui/button.module.css';
import skipLink from '../components/ui/skip-link.module.css';
import { focusMain, MAIN_ID } from '../components/ui/skip-target';
import { readCookie } from '../lib/cookie';
import styles from './login-page.module.css';

// The central sign-on form, drawn without React (ADR 0033): every learner of every brand opens
// it first, often on a phone on the school's network, and a plain form that posts needs no
// component library; React loads with the pages that need it (main.ts).

// Codes the server puts in `erreur` when it sends the visitor back (modules/central).
const PROBLEMS: Record<string, string> = {
  identifiants: 'Adresse e‑mail ou mot de passe incorrect.',
  champs: 'Indiquez votre adresse e‑mail et votre mot de passe.',
  trop_de_tentatives: 'Trop de tentatives de connexion. Patientez 15 minutes avant de réessayer.',
  // Too many sign-ins at the same moment (a whole class): the server asks for a short wait.
  serveur_occupe: 'Trop de connexions en même temps\u202f: réessayez dans quelques secondes.',
  session: 'La page de connexion a expiré. Saisissez de nouveau vos identifiants.',
  service:
    'L’adresse de retour demandée n’est pas autorisée. Repartez de l’application de votre école.',
  // The deployment's login-error address (spec §1): the app could not open the session.
  echec: 'La connexion à l’application n’a pas abouti. Identifiez-vous de nouveau.',
};

type Attributes = Record<string, string | number | boolean | undefined>;

/** An element with its attributes (`class` included) and children; false attributes are left out. */
function h(tag: string, attributes: Attributes, ...children: (Node | string | false)[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== false) element.setAttribute(name, String(value));
  }
  element.append(...children.filter((child) => child !== false));
  return element;
}

const field = (label: string, input: Attributes) =>
  h(
    'label',
    { class: styles.field },
    h('span', {}, label),
    h('input', { required: true, ...input }),
  );

/** Draws the page into `root`: the brand the learner came from (`from`) names it. */
export function renderLoginPage(root: HTMLElement, search: string, brand: Theme): void {
  const params = new URLSearchParams(search);
  const service = params.get('service') ?? window.location.origin;
  const from = params.get('from') ?? '';
  const problem = PROBLEMS[params.get('erreur') ?? (params.get('error') === 'true' ? 'echec' : '')];
  const forgotten = new URLSearchParams({ service, from: brand.name });

  const xsrf = h('input', { type: 'hidden', name: '_xsrf', value: '' }) as HTMLInputElement;
  const form = h(
    'form',
    { method: 'post', action: '/central/login', class: styles.form },
    h('input', { type: 'hidden', name: 'service', value: service }),
    from !== '' && h('input', { type: 'hidden', name: 'from', value: from }),
    xsrf,
    field('Adresse e‑mail', {
      name: 'username',
      type: 'email',
      autocomplete: 'username',
      maxlength: 254,
    }),
    field('Mot de passe', {
      name: 'password',
      type: 'password',
      autocomplete: 'current-password',
      maxlength: 200,
    }),
    h('button', { type: 'submit', class: `${button.primary} ${styles.submit}` }, 'Se connecter'),
  );
  // The anti-forgery cookie is read at submit time (the server sets it with this page) and
  // sent as a field: a plain form cannot send a header.
  form.addEventListener('submit', () => {
    xsrf.value = readCookie(XSRF.cookie) ?? '';
  });

  const skip = h('a', { class: skipLink.skipLink, href: `#${MAIN_ID}` }, 'Aller au contenu');
  skip.addEventListener('click', focusMain);
  root.replaceChildren(
    skip,
    h(
      'div',
      { class: styles.page },
      h(
        'main',
        { id: MAIN_ID, class: styles.card },
        h('img', { class: styles.logo, src: brand.favicon, alt: '', width: 56, height: 56 }),
        h('h1', { class: styles.title }, `Connexion à ${brand.appTitle}`),
        h(
          'p',
          { class: styles.lead },
          'Utilisez l’adresse e‑mail et le mot de passe transmis par votre école.',
        ),
        problem !== undefined && h('p', { class: styles.problem, role: 'alert' }, problem),
        form,
        h(
          'p',
          { class: styles.forgotten },
          h(
            'a',
            { href: `/central/mot-de-passe-oublie?${forgotten.toString()}` },
            'Mot de passe oublié\u202f?',
          ),
        ),
      ),
    ),
  );
}
