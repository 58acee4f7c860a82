import { BRAND_NAMES, BRANDS } from '@prepacode/domain/brands';
import {
  networkSchoolsSchema,
  schoolSavedSchema,
  type NetworkSchool,
} from '@prepacode/domain/contracts/schools.contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import button from '../../components/ui/button.module.css';
import hidden from '../../components/ui/visually-hidden.module.css';
import { apiRequest } from '../../lib/api-client';
import styles from '../school/school-page.module.css';
import type { SchoolPageProps } from '../school/page-props';
import { messageOf, type Load } from '../school/use-school';
import own from './network.module.css';

const EMPTY = { nom: '', adresse: '', email: '', telephone: '', marque: '' };
type Fields = typeof EMPTY;

const fieldsOf = (school: NetworkSchool): Fields => ({
  nom: school.nom,
  adresse: school.adresse ?? '',
  email: school.email ?? '',
  telephone: school.telephone ?? '',
  marque: school.marque ?? '',
});

/**
 * The operator's schools (issue #19, point 9): the network's list, a form to create one or to
 * edit one. An edit carries the version it was made on: someone else's save since answers 409.
 */
export function SchoolsPage(_props: SchoolPageProps) {
  const id = useId();
  const [load, setLoad] = useState<Load<NetworkSchool[]>>({ state: 'loading' });
  const [editing, setEditing] = useState<NetworkSchool | null>(null);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const [reload, setReload] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    apiRequest('/central/api/ecole/ecoles', { schema: networkSchoolsSchema }).then(
      (data) => setLoad({ state: 'ready', data: data.ecoles }),
      (error: unknown) => setLoad({ state: 'failed', message: messageOf(error) }),
    );
  }, [reload]);

  const edit = (school: NetworkSchool | null) => {
    setEditing(school);
    setFields(school ? fieldsOf(school) : EMPTY);
    setProblem('');
    setDone('');
    heading.current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    setDone('');
    try {
      const answer = editing
        ? await apiRequest(`/central/api/ecole/ecoles/${encodeURIComponent(editing.id)}`, {
            method: 'PUT',
            json: { ...fields, version: editing.version },
            schema: schoolSavedSchema,
          })
        : await apiRequest('/central/api/ecole/ecoles', {
            method: 'POST',
            json: fields,
            schema: schoolSavedSchema,
          });
      setDone(answer.message);
      setEditing(null);
      setFields(EMPTY);
      setReload((n) => n + 1);
      // The button pressed may change its name: the form's title keeps the focus in place.
      heading.current?.focus();
    } catch (error) {
      setProblem(messageOf(error));
    }
  };
  const input = (key: keyof Fields, label: string, type = 'text', autoComplete = 'off') => (
    <label className={own.field} htmlFor={`${id}-${key}`}>
      {label}
      <input
        id={`${id}-${key}`}
        type={type}
        autoComplete={autoComplete}
        required={key === 'nom'}
        value={fields[key]}
        onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
      />
    </label>
  );

  return (
    <>
      <h1 className={styles.title}>Écoles du réseau</h1>
      <p className={styles.lead}>
        Créez les écoles de votre réseau et tenez leurs coordonnées à jour.
      </p>
      <p role="status">{done}</p>
      {load.state === 'loading' && <p>Chargement des écoles…</p>}
      {load.state === 'failed' && <p className={styles.problem}>{load.message}</p>}
      {load.state === 'ready' && (
        <ul className={own.list} aria-label="Écoles">
          {load.data.map((school) => (
            <li key={school.id} className={own.school}>
              <h2>{school.nom}</h2>
              <p className={own.facts}>
                {[
                  school.adresse,
                  school.telephone,
                  school.email,
                  school.marque ? `Marque ${BRANDS[school.marque].appTitle}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || 'Aucune coordonnée'}
              </p>
              <div className={own.buttons}>
                <button type="button" className={button.secondary} onClick={() => edit(school)}>
                  Modifier <span className={hidden.srOnly}>{school.nom}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form className={own.form} onSubmit={(event) => void submit(event)} noValidate>
        <h2 ref={heading} tabIndex={-1}>
          {editing ? `Modifier «\u202f${editing.nom}\u202f»` : 'Nouvelle école'}
        </h2>
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        {input('nom', 'Nom de l’école')}
        {input('adresse', 'Adresse', 'text', 'street-address')}
        {input('email', 'E‑mail', 'email', 'email')}
        {input('telephone', 'Téléphone', 'tel', 'tel')}
        <label className={own.field} htmlFor={`${id}-marque`}>
          Marque
          <select
            id={`${id}-marque`}
            value={fields.marque}
            onChange={(event) => setFields({ ...fields, marque: event.target.value })}
          >
            <option value="">Aucune</option>
            {BRAND_NAMES.map((name) => (
              <option key={name} value={name}>
                {BRANDS[name].appTitle}
              </option>
            ))}
          </select>
        </label>
        <div className={own.buttons}>
          <button type="submit" className={button.primary}>
            {editing ? 'Enregistrer' : 'Créer l’école'}
          </button>
          {editing && (
            <button type="button" className={button.secondary} onClick={() => edit(null)}>
              Annuler
            </button>
          )}
        </div>
      </form>
    </>
  );
}
