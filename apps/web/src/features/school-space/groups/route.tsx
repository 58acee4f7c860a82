import { groupCreateBodySchema, type GroupWire } from '@prepacode/domain/contracts/groups.contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formText } from '../../../lib/form-text';
import { useMutationForm } from '../../../lib/use-mutation-form';
import { useSpace } from '../space/api/get-space';
import { schoolQueryClient } from '../space/query-client';
import groups from '../space/styles/groups.module.css';
import page from '../space/styles/page.module.css';
import { useCreateGroup } from './api/create-group';
import { groupsQuery } from './api/get-groups';
import { CreateGroupForm } from './components/create-group-form';
import { DeleteGroupDialog, RenameGroupDialog } from './components/group-dialogs';
import { GroupList } from './components/group-list';

export async function loader() {
  await schoolQueryClient.ensureQueryData(groupsQuery);
  return null;
}

/** The name as typed; the school when one is chosen (who has one school names none). */
function readGroup(element: HTMLFormElement) {
  const data = new FormData(element);
  return { nom: formText(data, 'nom'), ecole: formText(data, 'ecole') || undefined };
}

/**
 * The school's groups (issue #19, point 7), for its manager and the network's operator: create
 * one, rename or delete it, and open the learners list filtered by it (where learners are put
 * into a group, exported and messaged).
 */
export function Component() {
  const id = useId();
  const { ecoles } = useSpace();
  const { data: list } = useSuspenseQuery(groupsQuery);
  const [done, setDone] = useState('');
  const [renaming, setRenaming] = useState<GroupWire | null>(null);
  const [deleting, setDeleting] = useState<GroupWire | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  const create = useMutationForm({
    fields: ['nom', 'ecole'],
    schema: groupCreateBodySchema,
    mutation: useCreateGroup(),
    read: readGroup,
    // A name taken is said under the form, like every refusal; a school missing, by its field.
    fieldOfCode: { ecole_requise: 'ecole' },
    onDone: (answer, element) => {
      // The school chosen stays: an operator may make several groups for one school.
      const name = element.elements.namedItem('nom');
      if (name instanceof HTMLInputElement) name.value = '';
      setDone(answer.message);
    },
  });
  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    setDone('');
    create.onSubmit(event);
  };
  /** A rename or a deletion was done: its sentence replaces any refusal of the form. */
  const changed = (message: string) => {
    create.reset();
    setDone(message);
  };
  // A deleted group takes the button that opened its dialog with it: once the focus has nowhere
  // to go back to, the sentence gets it.
  const lostFocus = useRef(false);
  const deleted = (message: string) => {
    lostFocus.current = true;
    changed(message);
  };
  useEffect(() => {
    if (!lostFocus.current) return;
    if (document.activeElement === document.body || !document.activeElement) {
      lostFocus.current = false;
      status.current?.focus();
    }
  }, [done, list]);

  return (
    <>
      <h1 className={page.title}>Groupes</h1>
      <p className={page.lead}>
        Réunissez les élèves d’un même cours pour suivre, exporter ou écrire à leur liste. Les
        élèves se mettent dans un groupe depuis la liste des élèves.
      </p>
      <CreateGroupForm
        schools={ecoles}
        register={create.register}
        onSubmit={onCreate}
        problemId={create.problem ? `${id}-p` : undefined}
      />
      <p role="status" className={groups.done} ref={status} tabIndex={-1}>
        {done}
      </p>
      {create.problem && (
        <p id={`${id}-p`} role="alert" className={page.problem}>
          {create.problem}
        </p>
      )}
      <GroupList
        list={list}
        several={ecoles.length > 1}
        onRename={setRenaming}
        onDelete={setDeleting}
      />
      <RenameGroupDialog group={renaming} onClose={() => setRenaming(null)} onDone={changed} />
      <DeleteGroupDialog group={deleting} onClose={() => setDeleting(null)} onDone={deleted} />
    </>
  );
}
