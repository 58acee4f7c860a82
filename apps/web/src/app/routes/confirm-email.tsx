import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import form from '../../components/ui/form.module.css';
import { useConfirmEmail } from '../../features/account/api/confirm-email';
import { Footer } from '../shell/footer';
import { PublicHeader } from '../shell/public-header';
import frame from './frame.module.css';
import page from './page.module.css';
import { Main } from '../../components/ui/main';

/**
 * The page of the link mailed to a new address (issue #18, point 11): opening it makes the
 * change, signed in or not, on whatever device reads the mail. It is sent once.
 */
export function ConfirmEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('jeton') ?? '';
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once only, also when a development render runs effects twice: the link is single-use.
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  let outcome: React.ReactNode = <p role="status">Confirmation de votre adresse…</p>;
  if (!token) {
    outcome = (
      <p className={form.problem} role="alert">
        Ce lien est incomplet{'\u202f'}: copiez l’adresse entière reçue par e‑mail.
      </p>
    );
  } else if (confirm.isError) {
    outcome = (
      <p className={form.problem} role="alert">
        {confirm.error.message}
      </p>
    );
  } else if (confirm.isSuccess) {
    outcome = (
      <p className={form.confirmation} role="status">
        {confirm.data}
      </p>
    );
  }

  return (
    <div className={frame.page}>
      <PublicHeader home />
      <Main className={frame.main}>
        <div className={page.page}>
          <h1 className={page.title}>Nouvelle adresse e‑mail</h1>
          {outcome}
          {(confirm.isSuccess || confirm.isError) && (
            <p>
              <Link to="/">Aller à l’application</Link>
            </p>
          )}
        </div>
      </Main>
      <Footer />
    </div>
  );
}
