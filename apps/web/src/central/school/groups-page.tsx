import { GROUP_NAME_MAX, type GroupWire } from '@prepacode/domain/contracts/groups.contract';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import button from '../../components/ui/button.module.css';
import hidden from '../../components/ui/visually-hidden.module.css';
import { DeleteGroupDialog, RenameGroupDialog } from './group-dialogs';
import { createGroup, fetchGroups } from './groups-api';
import groups from './groups.module.css';
import styles from './school-page.module.css';
import type { SchoolPageProps } from './page-props';
import { messageOf, withFilters, type Load } from './use-school';
import { formText } from '../../lib/form-text';

const learners = (count: number) =>
  count === 0 ? 'aucun élève' : count === 1 ? '1 élève' : `${count} élèves`;

/**
 * The school's groups (issue #19, point 7), for its manager and the network's operator: create
 * one, rename or delete it, and open the learners list filtered by it (where learners are put
 * into a group, exported and messaged).
 */
export function GroupsPage({ search, me }: SchoolPageProps) {
  const id = useId();
  const [load, setLoad] = useState<Load<GroupWire[]>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<GroupWire | null>(null);
  const [deleting, setDeleting] = useState<GroupWire | null>(null);
  const several = me.ecoles.length > 1;
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let current = true;
    fetchGroups().then(
      (data) => current && setLoad({ state: 'ready', data: data.groupes }),
      (error: unknown) => current && setLoad({ state: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [version]);

  const changed = (message: string) => {
    setProblem('');
    setDone(message);
    setVersion((value) => value + 1);
  };
  // A deleted group took the button that opened its dialog with it: the sentence gets the focus.
  useEffect(() => {
    if (version > 0 && load.state === 'ready' && document.activeElement === document.body) {
      status.current?.focus();
    }
  }, [load, version]);
  const onCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const school = several ? formText(new FormData(event.currentTarget), 'ecole') : '';
    setDone('');
    setProblem('');
    try {
      const answer = await createGroup(name, school || undefined);
      setName('');
      changed(answer.message);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  return (
    <>
      <h1 className={styles.title}>Groupes</h1>
      <p className={styles.lead}>
        Réunissez les élèves d’un même cours pour suivre, exporter ou écrire à leur liste. Les
        élèves se mettent dans un groupe depuis la liste des élèves.
      </p>
      <form className={groups.create} noValidate onSubmit={(event) => void onCreate(event)}>
        <div className={groups.field}>
          <label htmlFor={`${id}-n`}>Nom du nouveau groupe</label>
          <input
            id={`${id}-n`}
            value={name}
            maxLength={GROUP_NAME_MAX}
            placeholder="Code du mardi soir"
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-p` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        {several && (
          <div className={groups.field}>
            <label htmlFor={`${id}-e`}>École</label>
            <select id={`${id}-e`} name="ecole" defaultValue="">
              <option value="">Choisissez une école</option>
              {me.ecoles.map((school) => (
                <option key={school.id} value={school.id}>
                  {school.nom}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className={button.primary}>
          <Plus aria-hidden="true" size={18} />
          Créer le groupe
        </button>
      </form>
      <p role="status" className={groups.done} ref={status} tabIndex={-1}>
        {done}
      </p>
      {problem && (
        <p id={`${id}-p`} role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {load.state === 'loading' && <p role="status">Chargement des groupes…</p>}
      {load.state === 'failed' && (
        <p role="alert" className={styles.problem}>
          {load.message}
        </p>
      )}
      {load.state === 'ready' && load.data.length === 0 && (
        <p className={styles.empty}>Aucun groupe pour l’instant.</p>
      )}
      {load.state === 'ready' && load.data.length > 0 && (
        <ul className={groups.groups} aria-label="Groupes">
          {load.data.map((group) => (
            <li key={group.id} className={groups.group}>
              <div>
                <h2>{group.nom}</h2>
                <p>
                  {[several ? group.ecole_nom : null, learners(group.eleves)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className={groups.groupActions}>
                <a
                  className={button.secondary}
                  // The list's filter, with the address's `service` and `from` kept.
                  href={`/central/eleves${withFilters(search, { groupe: group.id })}`}
                >
                  Voir les élèves<span className={hidden.srOnly}> du groupe {group.nom}</span>
                </a>
                <button
                  type="button"
                  className={button.secondary}
                  aria-label={`Renommer\u202f: ${group.nom}`}
                  onClick={() => setRenaming(group)}
                >
                  Renommer
                </button>
                <button
                  type="button"
                  className={button.secondary}
                  aria-label={`Supprimer\u202f: ${group.nom}`}
                  onClick={() => setDeleting(group)}
                >
                  Supprimer
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <RenameGroupDialog group={renaming} onClose={() => setRenaming(null)} onDone={changed} />
      <DeleteGroupDialog group={deleting} onClose={() => setDeleting(null)} onDone={changed} />
    </>
  );
}
