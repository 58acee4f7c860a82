import type { Team, TeamMember } from '@prepacode/domain/contracts/team.contract';
import { STAFF_ROLE_LABELS } from '@prepacode/domain/staff-roles';
import { ofPerson } from '@prepacode/domain/typography';
import button from '../../../../components/ui/button.module.css';
import { EmailAddress } from '../../../../components/ui/email-address';
import styles from '../../space/styles/accounts.module.css';
import page from '../../space/styles/page.module.css';

interface TeamTableProps {
  team: Team;
  busy: boolean;
  onRole: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}

/** The school's team: who, their role, whether they chose their password; what can be done. */
export function TeamTable({ team, busy, onRole, onRemove }: TeamTableProps) {
  const caption = `Équipe ${ofPerson(team.nom)}`;
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table className={`${styles.table} ${styles.stack}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Membre</th>
            <th scope="col">Rôle</th>
            <th scope="col">Compte</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {team.membres.map((member) => {
            const name = `${member.prenom} ${member.nom}`;
            const other = member.role === 'gestionnaire' ? 'moniteur' : 'gestionnaire';
            return (
              <tr key={member.id}>
                <th scope="row">
                  {name}
                  {member.moi ? ' (vous)' : ''}
                  <br />
                  <span className={page.muted}>
                    <EmailAddress address={member.email} />
                  </span>
                </th>
                <td data-label="Rôle">{STAFF_ROLE_LABELS[member.role]}</td>
                <td data-label="Compte">
                  {member.invitation_en_attente ? 'Invitation envoyée' : 'Actif'}
                </td>
                <td data-label="Actions">
                  {!member.moi && (
                    <>
                      <button
                        type="button"
                        className={button.secondary}
                        aria-disabled={busy}
                        aria-label={`Nommer ${name} ${other}`}
                        onClick={() => onRole(member)}
                      >
                        Nommer {other}
                      </button>{' '}
                      <button
                        type="button"
                        className={button.secondary}
                        aria-disabled={busy}
                        aria-label={`Retirer ${name} de l’équipe`}
                        onClick={() => onRemove(member)}
                      >
                        Retirer
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
