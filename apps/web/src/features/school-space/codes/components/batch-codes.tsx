import { schoolSpacePath } from '@prepacode/domain/school-space';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import button from '../../../../components/ui/button.module.css';
import { formatDate } from '../../../../lib/format';
import { useSpaceHref } from '../../space/href';
import styles from '../../space/styles/accounts.module.css';
import { batchQuery, type BatchName } from '../api/get-batch';
import { useRevokeCode } from '../api/revoke-code';
import { plural } from './plural';
import { PrintSheet } from './print-sheet';

const STATE_TEXT = {
  disponible: 'Disponible',
  utilise: 'Utilisé',
  revoque: 'Révoqué',
  expire: 'Expiré',
} as const;

/**
 * One batch's codes and what became of each; a code nobody used can be revoked (the server
 * refuses a used one, even if it was used a second ago).
 */
export function BatchCodes({ batch }: { batch: BatchName }) {
  const id = useId();
  const href = useSpaceHref();
  const title = useRef<HTMLHeadingElement>(null);
  const codes = useQuery(batchQuery(batch));
  const revoke = useRevokeCode();
  const onRevoke = (code: string) => {
    if (revoke.isPending) return;
    revoke.mutate(code, {
      // The button left with the code's state: the batch's title keeps the keyboard's place.
      onSuccess: () => title.current?.focus(),
    });
  };

  const data = codes.data;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`} ref={title} tabIndex={-1}>
        Lot {'«\u202f'}
        {batch.lot}
        {'\u202f»'}
      </h2>
      <p role="status" className={styles.done}>
        {revoke.data?.message}
      </p>
      {revoke.error && (
        <p role="alert" className={styles.problem}>
          {revoke.error.message}
        </p>
      )}
      {codes.isPending && <p>Chargement des codes…</p>}
      {codes.isError && (
        <p role="alert" className={styles.problem}>
          {codes.error.message}
        </p>
      )}
      {data && (
        <>
          <p>
            {plural(data.total, 'code')}, utilisables jusqu’au {formatDate(data.expire_le)}
            {'\u202f'}: {plural(data.utilises, 'utilisé')}, {plural(data.revoques, 'révoqué')},{' '}
            {plural(data.disponibles, 'disponible')}.
          </p>
          <p>
            Vos élèves saisissent leur code sur{' '}
            <a href={data.adresse_activation}>{data.adresse_activation}</a>.
          </p>
          {data.disponibles > 0 && (
            <div className={styles.buttons}>
              <button type="button" className={button.secondary} onClick={() => window.print()}>
                <Printer aria-hidden="true" size={18} /> Imprimer les codes disponibles
              </button>
            </div>
          )}
          <PrintSheet batch={data} />
          <div className={styles.scroller} tabIndex={0} role="region" aria-label="Codes du lot">
            <table className={`${styles.table} ${styles.stack}`}>
              <caption>Codes du lot</caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">État</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {data.codes.map((code) => (
                  <tr key={code.code}>
                    <th scope="row" className={styles.code}>
                      {code.code}
                    </th>
                    <td data-label="État">
                      {STATE_TEXT[code.etat]}
                      {code.le ? ` le ${formatDate(code.le)}` : ''}
                      {code.par && (
                        <>
                          {' par '}
                          <Link to={href(schoolSpacePath('learner', { eleve: code.par.eleve }))}>
                            {code.par.nom}
                          </Link>
                        </>
                      )}
                    </td>
                    <td data-label="Action">
                      {(code.etat === 'disponible' || code.etat === 'expire') && (
                        <button
                          type="button"
                          className={button.secondary}
                          aria-disabled={revoke.isPending}
                          aria-label={`Révoquer le code ${code.code}`}
                          onClick={() => onRevoke(code.code)}
                        >
                          Révoquer
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
