import {
  examShareSchema,
  MAX_EXAM_SHARE,
  type NetworkBank,
} from '@prepacode/domain/contracts/question-review.contract';
import { schoolLicenceName } from '@prepacode/domain/licences';
import { useId } from 'react';
import { z } from 'zod/mini';
import button from '../../../../components/ui/button.module.css';
import { TextField } from '../../../../components/ui/text-field';
import hidden from '../../../../components/ui/visually-hidden.module.css';
import { formNumber } from '../../../../lib/form-text';
import { formatNumber, plural } from '../../../../lib/format';
import { useMutationForm } from '../../../../lib/use-mutation-form';
import page from '../../space/styles/page.module.css';
import { useSaveExamShare } from '../api/save-exam-share';
import styles from './review.module.css';

/**
 * The server's schema, which says in French what a number must be, and first that it must be
 * one: an empty field is refused in words, not by zod's default English.
 */
const shareFormSchema = z.object({
  banque: examShareSchema.shape.banque,
  part_examens: z.pipe(
    z.number(`Une part de 0 à ${MAX_EXAM_SHARE}\u202f%.`),
    examShareSchema.shape.part_examens,
  ),
});

/** A bank's share of each mock exam: the page says the server's sentence in its status line. */
function ShareForm({ bank, onDone }: { bank: NetworkBank; onDone: (message: string) => void }) {
  const form = useMutationForm({
    fields: ['part_examens'],
    schema: shareFormSchema,
    mutation: useSaveExamShare(),
    read: (element) => ({
      banque: bank.id,
      part_examens: formNumber(new FormData(element), 'part_examens'),
    }),
    onDone: (answer) => onDone(answer.message),
  });
  return (
    <form
      className={styles.share}
      noValidate
      onSubmit={(event) => {
        // The page's line empties first: the same sentence said twice is read twice.
        onDone('');
        form.onSubmit(event);
      }}
    >
      <TextField
        label="Part des examens blancs (%)"
        hint={`La part de chaque examen blanc tirée de ses questions acceptées, de 0 à ${MAX_EXAM_SHARE}\u202f%.`}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_EXAM_SHARE}
        step={1}
        defaultValue={bank.part_examens}
        {...form.register('part_examens')}
      />
      <button type="submit" className={button.primary} aria-disabled={form.pending || undefined}>
        Enregistrer <span className={hidden.srOnly}>{`la part de ${bank.libelle}`}</span>
      </button>
      {form.problem && (
        <p role="alert" className={page.problem}>
          {form.problem}
        </p>
      )}
    </form>
  );
}

/**
 * The banks the network imported: each one's licence, where its questions stand, and the share
 * of each mock exam drawn from those accepted.
 */
export function BankList({
  banks,
  onDone,
}: {
  banks: readonly NetworkBank[];
  onDone: (message: string) => void;
}) {
  const id = useId();
  if (banks.length === 0) return <p>Votre réseau n’a importé aucune banque de questions.</p>;
  return (
    <ul className={styles.banks} aria-label="Banques du réseau">
      {banks.map((bank) => (
        <li key={bank.id}>
          <article className={styles.bank} aria-labelledby={`${id}-${bank.id}`}>
            <h3 id={`${id}-${bank.id}`}>{bank.libelle}</h3>
            <p>
              Permis{'\u202f'}: {schoolLicenceName(bank.permis)}
            </p>
            <p>
              {formatNumber(bank.a_relire)} à relire · {plural(bank.acceptees, 'acceptée')} ·{' '}
              {plural(bank.refusees, 'refusée')}
            </p>
            <ShareForm bank={bank} onDone={onDone} />
          </article>
        </li>
      ))}
    </ul>
  );
}
