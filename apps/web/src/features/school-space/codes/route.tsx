import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import page from '../space/styles/page.module.css';
import styles from '../space/styles/accounts.module.css';
import { spaceQuery, useSpace } from '../space/api/get-space';
import { schoolQueryClient } from '../space/query-client';
import { batchesQuery } from './api/get-batches';
import type { BatchName } from './api/get-batch';
import { BatchCodes } from './components/batch-codes';
import { BatchesTable } from './components/batches-table';
import { GenerateForm } from './components/generate-form';

/** Managing codes is a manager's or an operator's action; the server refuses anyone else. */
const ACTION = 'gerer_eleves';

/** The batches, for who may see them: an instructor is told no without asking the server. */
export async function loader() {
  const me = await schoolQueryClient.ensureQueryData(spaceQuery);
  if (me.actions.includes(ACTION)) await schoolQueryClient.ensureQueryData(batchesQuery);
  return null;
}

/**
 * Activation codes (issue #19, point 3): a manager or operator makes a batch (how many, the
 * licence, access days and exam credits it gives, the last day it can be used), sees each
 * batch's use, exports it as a spreadsheet, and revokes a code nobody used.
 */
export function Component() {
  const me = useSpace();
  if (!me.actions.includes(ACTION)) {
    return (
      <>
        <h1 className={page.title}>Codes d’activation</h1>
        <p className={styles.problem} role="alert">
          Votre rôle ne vous permet pas de gérer les codes d’activation.
        </p>
      </>
    );
  }
  return <CodesPage />;
}

function CodesPage() {
  const { ecoles } = useSpace();
  const { data: batches } = useSuspenseQuery(batchesQuery);
  const [open, setOpen] = useState<BatchName | null>(null);

  return (
    <>
      <h1 className={page.title}>Codes d’activation</h1>
      <p className={page.lead}>
        Chaque code ouvre un accès à l’élève qui le saisit à son inscription. Un code non utilisé
        peut être révoqué.
      </p>
      <GenerateForm schools={ecoles} onGenerated={setOpen} />
      <BatchesTable batches={batches} several={ecoles.length > 1} open={open} onOpen={setOpen} />
      {open && <BatchCodes key={`${open.ecole}/${open.lot}`} batch={open} />}
    </>
  );
}
