import { useStructureName } from '../../features/profile/api/get-structure';
import { useUtilisateur } from '../../features/profile/api/get-utilisateur';

/** Mon tableau de bord: its content (series, results, credits) comes with the learning issue (#6). */
export function DashboardRoute() {
  const { data: profile } = useUtilisateur();
  const { data: schoolName } = useStructureName(profile?.structureId ?? null);
  if (!profile) return null;
  return (
    <>
      <h1>Mon tableau de bord</h1>
      <p>Bonjour {profile.firstName} !</p>
      {schoolName && <p>Votre école : {schoolName}</p>}
      {profile.messages.map((message) => (
        <p key={message.id} role="note">
          {message.content}
        </p>
      ))}
    </>
  );
}
