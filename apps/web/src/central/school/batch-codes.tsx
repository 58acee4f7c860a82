import {
  batchCodesSchema,
  type BatchCodes as BatchCodesData,
} from '@prepacode/domain/contracts/school-accounts.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useEffect, useId, useRef, useState } from 'react';
import button from '../../components/ui/button.module.css';
import { apiRequest } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import styles from './accounts.module.css';
import { messageOf, type Load } from './use-school';

const STATE_TEXT = {
  disponible: 'Disponible',
  utilise: 'Utilisé',
  revoque: 'Révoqué',
  expire: 'Expiré',
} as const;

/** The address query naming a batch. */
export const batchQuery = (batch: { ecole: string; lot: string }) =>
  `?${new URLSearchParams({ ecole: batch.ecole, lot: batch.lot })}`;

/**
 * One batch's codes and what became of each; a code nobody used can be revoked (the server
 * refuses a used one, even if it was used a second ago).
 */
export function BatchCodes({
  batch,
  onChanged,
}: {
  batch: { ecole: string; lot: string };
  /** A code was revoked: the batches' counts change. */
  onChanged: () => void;
}) {
  const id = useId();
  const [load, setLoad] = useState<Load<BatchCodesData>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const query = batchQuery(batch);

  useEffect(() => {
    let current = true;
    apiRequest(`/central/api/ecole/codes/lot${query}`, { schema: batchCodesSchema }).then(
      (data) => current && setLoad({ state: 'ready', data }),
      (error: unknown) => current && setLoad({ state: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [query, version]);

  const revoke = async (code: string) => {
    if (pending) return;
    setPending(true);
    setDone('');
    setProblem('');
    try {
      const answer = await apiRequest(`/central/api/ecole/codes/${code}/revocation`, {
        method: 'POST',
        schema: schoolAnswerSchema,
      });
      setDone(answer.message);
      setVersion((value) => value + 1);
      onChanged();
      // The button left with the code's state: the batch's title keeps the keyboard's place.
      title.current?.focus();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  const data = load.state === 'ready' ? load.data : null;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`} ref={title} tabIndex={-1}>
        Lot {'«\u202f'}
        {batch.lot}
        {'\u202f»'}
      </h2>
      <p role="status" className={styles.done}>
        {done}
      </p>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {load.state === 'loading' && <p>Chargement des codes…</p>}
      {load.state === 'failed' && (
        <p role="alert" className={styles.problem}>
          {load.message}
        </p>
      )}
      {data && (
        <>
          <p>
            {data.total} code{data.total > 1 ? 's' : ''}, utilisables jusqu’au{' '}
            {formatDate(data.expire_le)}
            {'\u202f'}: {data.utilises} utilisé{data.utilises > 1 ? 's' : ''}, {data.revoques}{' '}
            révoqué{data.revoques > 1 ? 's' : ''}, {data.disponibles} disponible
            {data.disponibles > 1 ? 's' : ''}.
          </p>
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
                    </td>
                    <td data-label="Action">
                      {(code.etat === 'disponible' || code.etat === 'expire') && (
                        <button
                          type="button"
                          className={button.secondary}
                          aria-disabled={pending}
                          aria-label={`Révoquer le code ${code.code}`}
                          onClick={() => void revoke(code.code)}
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
