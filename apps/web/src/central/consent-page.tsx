import {
  consentDoneSchema,
  consentOfferSchema,
  type ConsentOffer,
} from '@prepacode/domain/contracts/enrolment.contract';
import { useEffect, useState } from 'react';
import button from '../components/ui/button.module.css';
import { ApiError, apiRequest } from '../lib/api-client';
import styles from './login-page.module.css';
import { Frame, pageContext, useSend } from './password-pages';

type Read =
  | { state: 'reading' }
  | { state: 'read'; offer: ConsentOffer }
  | { state: 'refused'; message: string };

/**
 * The page a school's offer opens (issue #41, point 6; ADR 0030): the owner of an address a
 * school enrolled reads what joining means, and joins, or closes the page and nothing changes.
 */
export function ConsentPage({ search }: { search: string }) {
  const { params, loginHref } = pageContext(search);
  const jeton = params.get('jeton') ?? '';
  const [read, setRead] = useState<Read>({ state: 'reading' });
  const { sent, send } = useSend();
  const [passwordHref, setPasswordHref] = useState<string | null>(null);

  useEffect(() => {
    apiRequest('/central/api/rattachement', { query: { jeton }, schema: consentOfferSchema })
      .then((offer) => setRead({ state: 'read', offer }))
      .catch((error: unknown) =>
        setRead({
          state: 'refused',
          message:
            error instanceof ApiError
              ? error.message
              : 'La proposition n’a pas pu être lue. Rechargez la page.',
        }),
      );
  }, [jeton]);

  const join = () =>
    send(async () => {
      const done = await apiRequest('/central/api/rattachement', {
        method: 'POST',
        json: { jeton },
        schema: consentDoneSchema,
      });
      setPasswordHref(done.mot_de_passe);
      return done;
    });

  const signIn = (
    <a
      className={`${button.primary} ${styles.submit} ${styles.action}`}
      href={passwordHref ?? loginHref}
    >
      {passwordHref ? 'Choisir mon mot de passe' : 'Se connecter'}
    </a>
  );

  if (read.state === 'reading') {
    return (
      <Frame search={search} title="Rejoindre une école">
        <p role="status">Lecture de la proposition…</p>
      </Frame>
    );
  }
  if (read.state === 'refused') {
    return (
      <Frame search={search} title="Rejoindre une école">
        <Refusal message={read.message} loginHref={loginHref} />
      </Frame>
    );
  }
  const { offer } = read;
  return (
    <Frame search={search} title={`Rejoindre ${offer.ecole}`}>
      {sent.state === 'done' ? (
        <>
          <p role="status">{sent.message}</p>
          {signIn}
        </>
      ) : (
        <>
          <p className={styles.lead}>
            {offer.ecole} vous propose de la rejoindre avec votre compte {offer.compte}, pour
            {offer.formations.length > 1 ? ' les formations' : ' la formation'}{' '}
            {offer.formations.join(', ')}.
          </p>
          {offer.possible ? (
            <>
              <p>
                Vos séries, vos résultats et vos formations vous suivent, et l’école que vous
                quittez ne les verra plus. Si vous ne connaissez pas cette école, fermez cette
                page&#8239;: rien ne change.
              </p>
              {sent.state === 'failed' && (
                <p className={styles.problem} role="alert">
                  {sent.message}
                </p>
              )}
              <button
                type="button"
                className={`${button.primary} ${styles.submit}`}
                disabled={sent.state === 'sending'}
                onClick={() => void join()}
              >
                Rejoindre {offer.ecole}
              </button>
              <SignInLink href={loginHref} />
            </>
          ) : (
            <Refusal message={offer.message ?? ''} loginHref={loginHref} />
          )}
        </>
      )}
    </Frame>
  );
}

const SignInLink = ({ href }: { href: string }) => (
  <p className={styles.signOut}>
    <a href={href}>Aller à la connexion</a>
  </p>
);

/** Why the offer cannot be taken, and the way to sign in instead. */
const Refusal = ({ message, loginHref }: { message: string; loginHref: string }) => (
  <>
    <p className={styles.problem} role="alert">
      {message}
    </p>
    <SignInLink href={loginHref} />
  </>
);
