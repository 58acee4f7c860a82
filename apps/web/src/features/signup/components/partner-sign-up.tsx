import {
  PARTNER_SIGNED_FIELDS,
  partnerSignUpBodySchema,
  type PartnerSignUpBody,
} from '@prepacode/domain/contracts/signup.contract';
import { isLicenceCode, licenceLabel } from '@prepacode/domain/licences';
import { useState } from 'react';
import { z } from 'zod/mini';
import button from '../../../components/ui/button.module.css';
import form from '../../../components/ui/form.module.css';
import { usePartnerSignUp } from '../api/signup';

const FIELDS = [...PARTNER_SIGNED_FIELDS, 'signature'];

/** The signed link's fields, exactly as the publisher wrote them (the signature covers them). */
export function partnerLinkOf(search: URLSearchParams): PartnerSignUpBody | null {
  const fields = Object.fromEntries(FIELDS.map((name) => [name, search.get(name) ?? undefined]));
  const parsed = z.safeParse(partnerSignUpBodySchema, fields);
  return parsed.success ? parsed.data : null;
}

const birthDay = (day: string) => day.split('-').reverse().join('/');

/**
 * The boat publisher's sign-up (spec §2 `vagnon`): the learner checks what the publisher sent
 * and confirms. Nothing here can be edited: a change would break the signature, so a mistake is
 * fixed at the publisher, which makes a new link.
 */
export function PartnerSignUp({
  link,
  signInHref,
}: {
  link: PartnerSignUpBody;
  signInHref: string;
}) {
  const signUp = usePartnerSignUp();
  const [done, setDone] = useState('');
  const facts: [string, string][] = [
    ['Prénom', link.prenom],
    ['Nom', link.nom],
    ['Date de naissance', birthDay(link.date_naissance)],
    ['Adresse e‑mail', link.email],
    ['Formation', isLicenceCode(link.permis) ? licenceLabel(link.permis) : link.permis],
    [
      'Lettre d’information de l’éditeur',
      link.newsletter === 'true' ? 'oui, je la reçois' : 'non, je ne la reçois pas',
    ],
  ];

  return (
    <>
      <div className={form.confirmation} role="status">
        {done && (
          <>
            <p>{done}</p>
            <a className={`${button.primary} ${form.submit} ${form.action}`} href={signInHref}>
              Se connecter
            </a>
          </>
        )}
      </div>
      {signUp.isError && (
        <p className={form.problem} role="alert">
          {signUp.error.message}
        </p>
      )}
      {!done && (
        <div className={form.form}>
          <dl className={form.facts}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className={form.hint}>
            Une information est inexacte ? Corrigez-la sur le site de l’éditeur, qui vous donnera un
            nouveau lien.
          </p>
          <button
            type="button"
            className={`${button.primary} ${form.submit}`}
            disabled={signUp.isPending}
            onClick={() => signUp.mutate(link, { onSuccess: (answer) => setDone(answer.message) })}
          >
            Créer mon compte
          </button>
        </div>
      )}
    </>
  );
}
