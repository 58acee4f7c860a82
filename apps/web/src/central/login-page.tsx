import { XSRF } from '@prepacode/domain/auth';
import { brandNamed } from '@prepacode/domain/brands';
import type { FormEvent } from 'react';
import button from '../components/ui/button.module.css';
import { readCookie } from '../lib/cookie';
import styles from './login-page.module.css';
import { Main } from '../components/ui/main';

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

/** The central sign-on form: a plain POST the server answers with a redirect (CAS pattern). */
export function LoginPage({ search }: { search: string }) {
  const params = new URLSearchParams(search);
  const service = params.get('service') ?? window.location.origin;
  const from = params.get('from') ?? '';
  // The brand the learner came from styles the page (main.tsx paints its colours).
  const brand = brandNamed(from);
  const problem = PROBLEMS[params.get('erreur') ?? (params.get('error') === 'true' ? 'echec' : '')];
  const forgottenParams = new URLSearchParams({ service, from: brand.name });

  // The anti-forgery cookie is read at submit time (the server sets it with this page) and
  // sent as a field: a plain form cannot send a header.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const field = event.currentTarget.elements.namedItem('_xsrf');
    if (field instanceof HTMLInputElement) field.value = readCookie(XSRF.cookie) ?? '';
  };

  return (
    <div className={styles.page}>
      <Main className={styles.card}>
        <img className={styles.logo} src={brand.favicon} alt="" width="56" height="56" />
        <h1 className={styles.title}>Connexion à {brand.appTitle}</h1>
        <p className={styles.lead}>
          Utilisez l’adresse e‑mail et le mot de passe transmis par votre école.
        </p>
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        <form method="post" action="/central/login" onSubmit={onSubmit} className={styles.form}>
          <input type="hidden" name="service" value={service} />
          {from && <input type="hidden" name="from" value={from} />}
          <input type="hidden" name="_xsrf" defaultValue="" />
          <label className={styles.field}>
            <span>Adresse e‑mail</span>
            <input name="username" type="email" autoComplete="username" required maxLength={254} />
          </label>
          <label className={styles.field}>
            <span>Mot de passe</span>
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={200}
            />
          </label>
          <button type="submit" className={`${button.primary} ${styles.submit}`}>
            Se connecter
          </button>
        </form>
        <p className={styles.forgotten}>
          <a href={`/central/mot-de-passe-oublie?${forgottenParams.toString()}`}>
            Mot de passe oublié ?
          </a>
        </p>
      </Main>
    </div>
  );
}
