import {
  schoolFieldsSchema,
  type NetworkSchool,
} from '@prepacode/domain/contracts/schools.contract';
import { schoolSpacePath } from '@prepacode/domain/school-space';
import { ofPerson } from '@prepacode/domain/typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import button from '../../../components/ui/button.module.css';
import { useMutationForm } from '../../../lib/use-mutation-form';
import page from '../space/styles/page.module.css';
import { useSpaceHref } from '../space/href';
import { schoolQueryClient } from '../space/query-client';
import { schoolsQuery } from './api/get-schools';
import { useSaveSchool } from './api/save-school';
import { SCHOOL_FIELDS, SchoolFields } from './components/school-fields';
import { SchoolList } from './components/school-list';
import styles from './components/schools.module.css';

export async function loader() {
  await schoolQueryClient.ensureQueryData(schoolsQuery);
  return null;
}

/**
 * The operator's schools (issue #19, point 9): the network's list, a form to create one or to
 * edit one. An edit carries the version it was made on: someone else's save since answers 409.
 */
export function Component() {
  const { data: schools } = useSuspenseQuery(schoolsQuery);
  const [editing, setEditing] = useState<NetworkSchool | null>(null);
  // Each new start of the form mounts its fields again, filled from `editing` or empty.
  const [round, setRound] = useState(0);
  const [done, setDone] = useState('');
  // The school just created: its first manager is invited from « Équipe ».
  const [created, setCreated] = useState<NetworkSchool | null>(null);
  const href = useSpaceHref();
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSaveSchool(editing);

  const { register, onSubmit, problem, reset } = useMutationForm({
    fields: SCHOOL_FIELDS,
    schema: schoolFieldsSchema,
    mutation: save,
    onDone: (answer) => {
      const isNew = editing === null;
      edit(null);
      setDone(answer.message);
      setCreated(isNew ? answer.ecole : null);
    },
  });
  function edit(school: NetworkSchool | null) {
    setEditing(school);
    setRound((n) => n + 1);
    reset();
    setDone('');
    setCreated(null);
    // The button pressed may change its name: the form's title keeps the focus in place.
    heading.current?.focus();
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setDone('');
    onSubmit(event);
  };

  return (
    <>
      <h1 className={page.title}>Écoles du réseau</h1>
      <p className={page.lead}>
        Créez les écoles de votre réseau et tenez leurs coordonnées à jour.
      </p>
      <p role="status">{done}</p>
      {created && (
        <p>
          <Link to={href(schoolSpacePath('team'), { ecole: created.id })}>
            Inviter le premier gestionnaire {ofPerson(created.nom)}
          </Link>
        </p>
      )}
      <SchoolList schools={schools} onEdit={edit} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <h2 ref={heading} tabIndex={-1}>
          {editing ? `Modifier «\u202f${editing.nom}\u202f»` : 'Nouvelle école'}
        </h2>
        {problem && (
          <p className={page.problem} role="alert">
            {problem}
          </p>
        )}
        <SchoolFields key={round} school={editing} register={register} />
        <div className={page.buttons}>
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
