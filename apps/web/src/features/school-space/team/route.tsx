import type { TeamMember } from '@prepacode/domain/contracts/team.contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useConfirmation } from '../../../lib/use-mutation-form';
import { spaceQuery, useSpace } from '../space/api/get-space';
import { SchoolChoice } from '../space/components/school-choice';
import { schoolQueryClient } from '../space/query-client';
import styles from '../space/styles/accounts.module.css';
import page from '../space/styles/page.module.css';
import { teamQuery, useChangeRole, useRemoveMember } from './api/team';
import { InviteForm } from './components/invite-form';
import { TeamTable } from './components/team-table';

/** A manager's team is read before the page shows; an operator first chooses the school. */
export async function loader() {
  const space = await schoolQueryClient.ensureQueryData(spaceQuery);
  if (space.ecoles.length === 1 && space.actions.includes('gerer_equipe')) {
    await schoolQueryClient.ensureQueryData(teamQuery(undefined));
  }
  return null;
}

/** « Équipe » (issue #41, point 7): the school's managers and instructors. */
export function Component() {
  const me = useSpace();
  return (
    <>
      <h1 className={page.title}>Équipe</h1>
      <p className={page.lead}>
        Les gestionnaires et moniteurs de l’école{'\u202f'}: invitez-les, changez leur rôle, retirez
        ceux qui partent.
      </p>
      {me.actions.includes('gerer_equipe') ? (
        <SchoolChoice>{(ecole) => <SchoolTeam key={ecole ?? ''} ecole={ecole} />}</SchoolChoice>
      ) : (
        <p className={styles.problem} role="alert">
          Votre rôle ne vous permet pas de gérer l’équipe de l’école.
        </p>
      )}
    </>
  );
}

function SchoolTeam({ ecole }: { ecole: string | undefined }) {
  const { data: team } = useSuspenseQuery(teamQuery(ecole));
  const [done, setDone] = useState('');
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const role = useChangeRole();
  const changeRole = (member: TeamMember) => {
    if (role.isPending) return;
    setDone('');
    role.mutate(
      { id: member.id, role: member.role === 'gestionnaire' ? 'moniteur' : 'gestionnaire' },
      { onSuccess: (answer) => setDone(answer.message) },
    );
  };
  // The member removed takes the button that opened the dialog with it: once the focus has
  // nowhere to go back to, the sentence gets it and keeps the keyboard's place.
  const lostFocus = useRef(false);
  const removed = (message: string) => {
    lostFocus.current = true;
    setDone(message);
  };
  useEffect(() => {
    if (!lostFocus.current) return;
    if (document.activeElement === document.body || !document.activeElement) {
      lostFocus.current = false;
      status.current?.focus();
    }
  }, [done, team]);
  return (
    <>
      <InviteForm ecole={ecole} school={team.nom} />
      <section className={styles.panel} aria-label="Membres">
        <p role="status" className={styles.done} ref={status} tabIndex={-1}>
          {done}
        </p>
        {role.error && (
          <p role="alert" className={styles.problem}>
            {role.error.message}
          </p>
        )}
        <TeamTable team={team} busy={role.isPending} onRole={changeRole} onRemove={setRemoving} />
      </section>
      <RemoveDialog member={removing} onClose={() => setRemoving(null)} onDone={removed} />
    </>
  );
}

/** Removing someone says what it does before it is done: their account closes. */
function RemoveDialog({
  member,
  onClose,
  onDone,
}: {
  member: TeamMember | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const remove = useRemoveMember(member?.id ?? '');
  const confirmation = useConfirmation(remove, (answer) => {
    onClose();
    onDone(answer.message);
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <FormDialog
      open={member !== null}
      onClose={close}
      title={`Retirer ${member?.prenom ?? ''} ${member?.nom ?? ''} de l’équipe\u202f?`}
      submit={{ label: 'Retirer de l’équipe', tone: 'danger' }}
      form={{ ...confirmation, problem: remove.isError ? confirmation.problem : '' }}
    >
      <p className={page.state}>
        Son compte est fermé aussitôt{'\u202f'}: la personne ne peut plus se connecter. Ce qu’elle a
        fait (réponses, annonces, décisions) reste.
      </p>
    </FormDialog>
  );
}
