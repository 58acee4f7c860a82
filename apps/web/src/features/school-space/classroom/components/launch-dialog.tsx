import type { ClassroomPacing, ClassroomSource } from '@prepacode/domain/classroom';
import { classroomStartBodySchema } from '@prepacode/domain/contracts/classroom.contract';
import { LICENCE_CODES, schoolLicenceName, type LicenceCode } from '@prepacode/domain/licences';
import { QUESTION_SECONDS } from '@prepacode/domain/series';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../../../components/ui/form-dialog';
import form from '../../../../components/ui/form.module.css';
import { SelectField } from '../../../../components/ui/select-field';
import { formText } from '../../../../lib/form-text';
import { useMutationForm } from '../../../../lib/use-mutation-form';
import { classroomSeriesQuery } from '../api/get-classroom-series';
import { useStartClassroom } from '../api/start-classroom';
import styles from './launch-dialog.module.css';

const SOURCES: readonly (readonly [ClassroomSource, string])[] = [
  ['examen', 'Un examen blanc'],
  ['theme', 'Une série thématique'],
  ['tirage', 'Des questions tirées au sort, dans les proportions de l’examen'],
];

const PACINGS: readonly (readonly [ClassroomPacing, string])[] = [
  ['chrono', `Chronométré\u202f: ${QUESTION_SECONDS} secondes par question, comme à l’examen`],
  ['moniteur', 'À votre rythme\u202f: la question reste ouverte jusqu’à la correction'],
];

/** What the form says, for the server's schema: the series only when one is asked for. */
function readLaunch(element: HTMLFormElement) {
  const data = new FormData(element);
  const source = formText(data, 'source');
  return {
    permis: formText(data, 'permis'),
    ecole: formText(data, 'ecole') || undefined,
    source,
    serie: source === 'tirage' ? undefined : formText(data, 'serie') || undefined,
    rythme: formText(data, 'rythme'),
  };
}

interface LaunchDialogProps {
  open: boolean;
  onClose: () => void;
  schools: readonly { id: string; nom: string }[];
  /** The new session's id: its page opens. */
  onLaunched: (session: string) => void;
}

/**
 * « Lancer une séance en salle » (issue #43, point 1): the licence, where the questions come
 * from (a mock exam, a theme, or drawn as the exam draws them) and whether the clock paces them.
 */
export function LaunchDialog({ open, onClose, schools, onLaunched }: LaunchDialogProps) {
  const [permis, setPermis] = useState<LicenceCode>('b');
  const [source, setSource] = useState<ClassroomSource>('examen');
  const series = useQuery({ ...classroomSeriesQuery(permis), enabled: open });
  const choices = source === 'examen' ? series.data?.examens : series.data?.themes;
  const launch = useMutationForm({
    fields: ['ecole', 'permis', 'source', 'serie', 'rythme'],
    schema: classroomStartBodySchema,
    mutation: useStartClassroom(),
    read: readLaunch,
    fieldOfCode: { ecole_requise: 'ecole', serie_introuvable: 'serie' },
    // Sent before the list came, the form would ask for no series and be told it does not exist.
    ready: source === 'tirage' || !series.isPending,
    onDone: (answer) => onLaunched(answer.salle.id),
  });
  const drawn = series.data?.tirage;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Lancer une séance en salle"
      submit={{ label: 'Lancer la séance' }}
      form={launch}
    >
      <div className={styles.fields}>
        {schools.length > 1 && (
          <SelectField
            label="École"
            options={[['', 'Choisissez une école'], ...schools.map((s) => [s.id, s.nom] as const)]}
            {...launch.register('ecole')}
          />
        )}
        <SelectField
          label="Permis"
          options={LICENCE_CODES.map((code) => [code, schoolLicenceName(code)] as const)}
          {...launch.register('permis', [permis, (value) => setPermis(value as LicenceCode)])}
        />
        <fieldset className={form.choices}>
          <legend>Questions</legend>
          {SOURCES.map(([value, label]) => (
            <label key={value} className={form.choice}>
              <input
                type="radio"
                name="source"
                value={value}
                checked={source === value}
                onChange={() => setSource(value)}
              />
              {value === 'tirage' && drawn !== undefined
                ? `${drawn} questions tirées au sort, dans les proportions de l’examen`
                : label}
            </label>
          ))}
        </fieldset>
        {source !== 'tirage' && (
          <SelectField
            // A new list for another licence or source: its first series is chosen.
            key={`${permis}-${source}`}
            label={source === 'examen' ? 'Examen blanc' : 'Thème'}
            options={(choices ?? []).map(
              (choice) =>
                [choice.slug, `${choice.libelle} (${choice.nb_questions} questions)`] as const,
            )}
            disabled={choices === undefined || choices.length === 0}
            {...launch.register('serie')}
          />
        )}
        {series.isError && (
          <p role="alert">Les séries de ce permis n’ont pas pu être lues. Réessayez.</p>
        )}
        <fieldset className={form.choices}>
          <legend>Rythme</legend>
          {PACINGS.map(([value, label], index) => (
            <label key={value} className={form.choice}>
              <input type="radio" name="rythme" value={value} defaultChecked={index === 0} />
              {label}
            </label>
          ))}
        </fieldset>
      </div>
    </FormDialog>
  );
}
