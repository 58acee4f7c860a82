import {
  MAX_ACCESS_DAYS,
  MAX_CODES_PER_BATCH,
  MAX_INITIAL_CREDITS,
  codesGenerateBodySchema,
  type CodesGenerateBody,
} from '@prepacode/domain/contracts/school-accounts.contract';
import type { SchoolSpace } from '@prepacode/domain/contracts/school.contract';
import { useId, useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import { TextField } from '../../../../components/ui/text-field';
import { formNumber, formText } from '../../../../lib/form-text';
import { useMutationForm } from '../../../../lib/use-mutation-form';
import { FormEnd } from '../../space/components/form-end';
import styles from '../../space/styles/accounts.module.css';
import type { BatchName } from '../api/get-batch';
import { useGenerateCodes } from '../api/generate-codes';
import { SelectField } from '../../../../components/ui/select-field';
import { LICENCE_OPTIONS } from '../../space/licence-options';
import { useCreditsField } from '../../space/api/get-credit-defaults';

const FIELDS = ['ecole', 'nombre', 'permis', 'jours_acces', 'credits', 'expire_le', 'lot'] as const;

// Where the server's refusals belong: a batch's name taken, a last day out of range.
const FIELD_OF_CODE = {
  lot_existant: 'lot',
  expiration_invalide: 'expire_le',
  ecole_requise: 'ecole',
} as const;

/** Who has several schools says which one the batch is for: the server cannot guess it. */
const severalSchoolsSchema: z.ZodMiniType<CodesGenerateBody> = z.extend(codesGenerateBodySchema, {
  ecole: z.string().check(z.regex(/^[\w-]{1,40}$/, 'Choisissez l’école du lot.')),
});

/** The body as the schema reads it: numbers as numbers, an empty batch name left out. */
function readBatch(element: HTMLFormElement) {
  const data = new FormData(element);
  const lot = formText(data, 'lot').trim();
  return {
    nombre: formNumber(data, 'nombre'),
    permis: formText(data, 'permis'),
    jours_acces: formNumber(data, 'jours_acces'),
    credits: formNumber(data, 'credits'),
    expire_le: formText(data, 'expire_le'),
    lot: lot === '' ? undefined : lot,
    ecole: data.has('ecole') ? formText(data, 'ecole') : undefined,
  };
}

/** A year from today, in the form's yyyy-MM-dd. */
function inAYear(): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + 1);
  return date.toLocaleDateString('en-CA');
}

/**
 * « Générer un lot »: how many codes, the licence, the access days and exam credits each gives,
 * the last day it can be used; the school too for who has several.
 */
export function GenerateForm({
  schools,
  onGenerated,
}: {
  schools: SchoolSpace['ecoles'];
  /** The batch was made: the page shows its codes. */
  onGenerated: (batch: BatchName) => void;
}) {
  const id = useId();
  const several = schools.length > 1;
  const [done, setDone] = useState('');
  const [school, setSchool] = useState('');
  const [licence, setLicence] = useState('b');
  const credits = useCreditsField(school || undefined, several, licence);
  const { register, onSubmit, problem, pending } = useMutationForm({
    fields: FIELDS,
    schema: several ? severalSchoolsSchema : codesGenerateBodySchema,
    mutation: useGenerateCodes(),
    read: readBatch,
    fieldOfCode: FIELD_OF_CODE,
    onDone: (answer) => {
      setDone(answer.message);
      onGenerated({ ecole: answer.ecole, lot: answer.lot });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setDone('');
    onSubmit(event);
  };

  return (
    <form className={styles.panel} noValidate aria-labelledby={`${id}-g`} onSubmit={submit}>
      <h2 id={`${id}-g`}>Générer un lot</h2>
      <div className={styles.grid}>
        {several && (
          <SelectField
            label="École"
            wrapperClassName={styles.wide}
            options={[['', 'Choisir…'], ...schools.map((item) => [item.id, item.nom] as const)]}
            {...register('ecole', [school, setSchool])}
          />
        )}
        <TextField
          label="Nombre de codes"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CODES_PER_BATCH}
          defaultValue={10}
          {...register('nombre')}
        />
        <SelectField
          label="Permis"
          options={LICENCE_OPTIONS}
          {...register('permis', [licence, setLicence])}
        />
        <TextField
          label="Jours d’accès"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ACCESS_DAYS}
          defaultValue={180}
          hint="À compter de l’utilisation du code."
          {...register('jours_acces')}
        />
        <TextField
          label="Crédits d’examens blancs"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_INITIAL_CREDITS}
          hint="Ceux de l’école pour ce permis (Réglages), à changer pour ce lot."
          {...register('credits', [credits.value, credits.onChange])}
        />
        <TextField
          label="Dernier jour d’utilisation"
          type="date"
          defaultValue={inAYear()}
          {...register('expire_le')}
        />
        <TextField
          label="Nom du lot (facultatif)"
          maxLength={60}
          hint="Par défaut, la date et l’heure."
          {...register('lot')}
        />
      </div>
      <FormEnd label="Générer les codes" pending={pending} done={done} problem={problem} />
    </form>
  );
}
