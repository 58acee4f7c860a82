import {
  MAX_ACCESS_DAYS,
  MAX_CODES_PER_BATCH,
  MAX_INITIAL_CREDITS,
  codeBatchesSchema,
  codesGenerateBodySchema,
  codesGeneratedSchema,
  type CodeBatch,
} from '@prepacode/domain/contracts/school-accounts.contract';
import { LICENCE_CODES, LICENCE_TYPES, isLicenceCode } from '@prepacode/domain/licences';
import { Download } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import button from '../../components/ui/button.module.css';
import form from '../../components/ui/form.module.css';
import { TextField } from '../../components/ui/text-field';
import { apiRequest } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import styles from './accounts.module.css';
import { BatchCodes, batchQuery } from './batch-codes';
import { fieldErrors, numberOf, optionalText } from './field-errors';
import page from './school-page.module.css';
import type { SchoolPageProps } from './page-props';
import { messageOf, type Load } from './use-school';
import { formText } from '../../lib/form-text';

/** A year from today, in the form's yyyy-MM-dd. */
function inAYear(): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + 1);
  return date.toLocaleDateString('en-CA');
}

const licenceName = (code: string) => (isLicenceCode(code) ? LICENCE_TYPES[code].name : code);

/**
 * Activation codes (issue #19, point 3): a manager or operator makes a batch (how many, the
 * licence, access days and exam credits it gives, the last day it can be used), sees each
 * batch's use, exports it as a spreadsheet, and revokes a code nobody used.
 */
export function CodesPage({ me }: SchoolPageProps) {
  const id = useId();
  const several = me.ecoles.length > 1;
  const [version, setVersion] = useState(0);
  const [batches, setBatches] = useState<Load<CodeBatch[]>>({ state: 'loading' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState<{ ecole: string; lot: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const allowed = me.actions.includes('gerer_eleves');

  useEffect(() => {
    if (!allowed) return;
    let current = true;
    apiRequest('/central/api/ecole/codes', { schema: codeBatchesSchema }).then(
      (data) => current && setBatches({ state: 'ready', data: data.lots }),
      (error: unknown) => current && setBatches({ state: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [allowed, version]);

  const onGenerate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const body = {
      nombre: numberOf(data, 'nombre'),
      permis: formText(data, 'permis'),
      jours_acces: numberOf(data, 'jours_acces'),
      credits: numberOf(data, 'credits'),
      expire_le: formText(data, 'expire_le'),
      lot: optionalText(data, 'lot'),
      ecole: several ? (optionalText(data, 'ecole') ?? '') : undefined,
    };
    const checked = fieldErrors(codesGenerateBodySchema, body);
    if (several && !body.ecole) checked.errors.ecole = 'Choisissez l’école du lot.';
    setErrors(checked.errors);
    setDone('');
    setProblem('');
    if (!checked.data || Object.keys(checked.errors).length > 0) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setPending(true);
    try {
      const answer = await apiRequest('/central/api/ecole/codes', {
        method: 'POST',
        json: checked.data,
        schema: codesGeneratedSchema,
      });
      setDone(answer.message);
      setOpen({ ecole: answer.ecole, lot: answer.lot });
      setVersion((value) => value + 1);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  if (!allowed) {
    return (
      <>
        <h1 className={page.title}>Codes d’activation</h1>
        <p className={styles.problem} role="alert">
          Votre rôle ne vous permet pas de gérer les codes d’activation.
        </p>
      </>
    );
  }
  const error = (name: string) => errors[name];
  const list = batches.state === 'ready' ? batches.data : [];
  return (
    <>
      <h1 className={page.title}>Codes d’activation</h1>
      <p className={page.lead}>
        Chaque code ouvre un accès à l’élève qui le saisit à son inscription. Un code non utilisé
        peut être révoqué.
      </p>
      <form
        ref={formRef}
        className={styles.panel}
        noValidate
        aria-labelledby={`${id}-g`}
        onSubmit={(event) => void onGenerate(event)}
      >
        <h2 id={`${id}-g`}>Générer un lot</h2>
        <div className={styles.grid}>
          {several && (
            <div className={`${form.field} ${styles.wide}`}>
              <label htmlFor={`${id}-ecole`}>École</label>
              <select
                id={`${id}-ecole`}
                name="ecole"
                defaultValue=""
                aria-invalid={error('ecole') ? true : undefined}
                aria-describedby={error('ecole') ? `${id}-ecole-error` : undefined}
              >
                <option value="">Choisir…</option>
                {me.ecoles.map((school) => (
                  <option key={school.id} value={school.id}>
                    {school.nom}
                  </option>
                ))}
              </select>
              {error('ecole') && (
                <p id={`${id}-ecole-error`} className={form.error}>
                  {error('ecole')}
                </p>
              )}
            </div>
          )}
          <TextField
            label="Nombre de codes"
            name="nombre"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CODES_PER_BATCH}
            defaultValue={10}
            error={error('nombre')}
          />
          <div className={form.field}>
            <label htmlFor={`${id}-permis`}>Permis</label>
            <select id={`${id}-permis`} name="permis" defaultValue="b">
              {LICENCE_CODES.map((code) => (
                <option key={code} value={code}>
                  {LICENCE_TYPES[code].name}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Jours d’accès"
            name="jours_acces"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ACCESS_DAYS}
            defaultValue={180}
            hint="À compter de l’utilisation du code."
            error={error('jours_acces')}
          />
          <TextField
            label="Crédits d’examen"
            name="credits"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_INITIAL_CREDITS}
            defaultValue={0}
            error={error('credits')}
          />
          <TextField
            label="Dernier jour d’utilisation"
            name="expire_le"
            type="date"
            defaultValue={inAYear()}
            error={error('expire_le')}
          />
          <TextField
            label="Nom du lot (facultatif)"
            name="lot"
            maxLength={60}
            hint="Par défaut, la date et l’heure."
            error={error('lot')}
          />
        </div>
        <p role="status" className={styles.done}>
          {done}
        </p>
        {problem && (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        )}
        <div className={styles.buttons}>
          <button type="submit" className={button.primary} aria-disabled={pending}>
            Générer les codes
          </button>
        </div>
      </form>

      <section aria-labelledby={`${id}-l`} className={styles.panel}>
        <h2 id={`${id}-l`}>Lots</h2>
        {batches.state === 'loading' && <p role="status">Chargement des lots…</p>}
        {batches.state === 'failed' && (
          <p role="alert" className={styles.problem}>
            {batches.message}
          </p>
        )}
        {batches.state === 'ready' && list.length === 0 && <p>Aucun lot pour l’instant.</p>}
        {list.length > 0 && (
          <div className={styles.scroller} tabIndex={0} role="region" aria-label="Lots de codes">
            <table className={`${styles.table} ${styles.stack}`}>
              <caption>Lots de codes, du plus récent au plus ancien</caption>
              <thead>
                <tr>
                  <th scope="col">Lot</th>
                  <th scope="col">Donne</th>
                  <th scope="col">Utilisables jusqu’au</th>
                  <th scope="col">Utilisés</th>
                  <th scope="col">Disponibles</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.map((batch) => (
                  <tr key={`${batch.ecole}/${batch.lot}`}>
                    <th scope="row">
                      {batch.lot}
                      <br />
                      <span className={page.muted}>
                        {several ? `${batch.ecole_nom} · ` : ''}créé le {formatDate(batch.cree_le)}
                      </span>
                    </th>
                    <td data-label="Donne">
                      {licenceName(batch.permis)}, {batch.jours_acces} jours
                      {batch.credits > 0
                        ? `, ${batch.credits} crédit${batch.credits > 1 ? 's' : ''}`
                        : ''}
                    </td>
                    <td data-label="Utilisables jusqu’au">{formatDate(batch.expire_le)}</td>
                    <td data-label="Utilisés">
                      {batch.utilises} sur {batch.total}
                      {batch.revoques > 0
                        ? ` (${batch.revoques} révoqué${batch.revoques > 1 ? 's' : ''})`
                        : ''}
                    </td>
                    <td data-label="Disponibles">{batch.disponibles}</td>
                    <td data-label="Actions">
                      <div className={styles.buttons}>
                        <button
                          type="button"
                          className={button.secondary}
                          aria-label={`Voir les codes du lot ${batch.lot}`}
                          aria-expanded={open?.ecole === batch.ecole && open.lot === batch.lot}
                          onClick={() => setOpen({ ecole: batch.ecole, lot: batch.lot })}
                        >
                          Voir les codes
                        </button>
                        <a
                          className={button.secondary}
                          href={`/central/api/ecole/codes/lot.csv${batchQuery(batch)}`}
                          download
                          aria-label={`Exporter le lot ${batch.lot} (CSV)`}
                        >
                          <Download aria-hidden="true" size={18} />
                          CSV
                        </a>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {open && (
        <BatchCodes
          key={`${open.ecole}/${open.lot}`}
          batch={open}
          onChanged={() => setVersion((value) => value + 1)}
        />
      )}
    </>
  );
}
