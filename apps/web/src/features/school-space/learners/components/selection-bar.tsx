import type { LearnerRow, SchoolSpace } from '@prepacode/domain/contracts/school.contract';
import { useId, useState } from 'react';
import button from '../../../../components/ui/button.module.css';
import groups from '../../space/styles/groups.module.css';
import styles from '../../space/styles/page.module.css';
import { useMoveLearners } from '../api/move-learners';
import { SelectionAccess } from './selection-access';

interface SelectionBarProps {
  space: SchoolSpace;
  selected: ReadonlySet<string>;
  /** The rows of the list shown: the formations of the learners ticked are theirs. */
  rows: readonly LearnerRow[];
  /** The learners moved: the sentence to show; the selection is emptied. */
  onDone: (message: string) => void;
  onClear: () => void;
}

/**
 * What a manager does with the learners ticked in the list: their group (issue #19, point 7),
 * their access, credits and password link (#41, point 5), each for whom the role allows.
 */
export function SelectionBar({ space, selected, rows, onDone, onClear }: SelectionBarProps) {
  const id = useId();
  const [group, setGroup] = useState('');
  const [unchosen, setUnchosen] = useState(false);
  const [failed, setFailed] = useState('');
  const can = (action: (typeof space.actions)[number]) => space.actions.includes(action);
  const move = useMoveLearners();
  const several = space.ecoles.length > 1;
  const schoolName = (schoolId: string) =>
    space.ecoles.find((school) => school.id === schoolId)?.nom ?? '';

  const send = (groupe: string | null) => {
    if (move.isPending) return;
    // « Mettre dans un groupe » with none chosen: said here, nothing is sent.
    setUnchosen(groupe === '');
    setFailed('');
    if (groupe === '') {
      move.reset();
      return;
    }
    move.mutate(
      { eleves: [...selected], groupe },
      { onSuccess: (answer) => onDone(answer.message) },
    );
  };

  const count = selected.size;
  const problem =
    failed || (unchosen ? 'Choisissez le groupe où mettre ces élèves.' : move.error?.message);
  return (
    <section className={groups.selection} aria-labelledby={`${id}-c`}>
      <h2 id={`${id}-c`} className={groups.selectionCount}>
        {count === 1 ? '1 élève sélectionné' : `${count} élèves sélectionnés`}
      </h2>
      {problem && (
        <p role="alert" className={`${styles.problem} ${groups.selectionCount}`}>
          {problem}
        </p>
      )}
      {can('gerer_eleves') && (
        <SelectionAccess
          inscriptions={rows.filter((row) => selected.has(row.eleve)).map((row) => row.inscription)}
          eleves={[...selected]}
          onDone={onDone}
          onProblem={(message) => {
            setUnchosen(false);
            move.reset();
            setFailed(message);
          }}
        />
      )}
      {can('gerer_groupes') && space.groupes.length > 0 && (
        <>
          <div className={groups.field}>
            <label htmlFor={`${id}-g`}>Groupe</label>
            <select id={`${id}-g`} value={group} onChange={(event) => setGroup(event.target.value)}>
              <option value="">Choisissez un groupe</option>
              {space.groupes.map((item) => (
                <option key={item.id} value={item.id}>
                  {several ? `${item.nom} (${schoolName(item.ecole)})` : item.nom}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={button.primary}
            aria-disabled={move.isPending}
            onClick={() => send(group)}
          >
            Mettre dans un groupe
          </button>
        </>
      )}
      {can('gerer_groupes') && space.groupes.length === 0 && (
        <p className={groups.selectionCount}>
          Aucun groupe pour l’instant{'\u202f'}: créez-en un dans «{'\u202f'}Groupes{'\u202f'}».
        </p>
      )}
      {can('gerer_groupes') && space.groupes.length > 0 && (
        <button
          type="button"
          className={button.secondary}
          aria-disabled={move.isPending}
          onClick={() => send(null)}
        >
          Retirer du groupe
        </button>
      )}
      <button type="button" className={button.secondary} onClick={onClear}>
        Tout désélectionner
      </button>
    </section>
  );
}
