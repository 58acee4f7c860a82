import type { GroupWire } from '@prepacode/domain/contracts/groups.contract';
import { schoolSpacePath } from '@prepacode/domain/school-space';
import { Link } from 'react-router';
import button from '../../../../components/ui/button.module.css';
import hidden from '../../../../components/ui/visually-hidden.module.css';
import { useSpaceHref } from '../../space/href';
import groups from '../../space/styles/groups.module.css';
import page from '../../space/styles/page.module.css';

const learners = (count: number) =>
  count === 0 ? 'aucun élève' : count === 1 ? '1 élève' : `${count} élèves`;

/** The groups, each with its learners to see in the list, and its name to change or delete. */
export function GroupList({
  list,
  several,
  onRename,
  onDelete,
}: {
  list: GroupWire[];
  /** The staff member has several schools: each group says which. */
  several: boolean;
  onRename: (group: GroupWire) => void;
  onDelete: (group: GroupWire) => void;
}) {
  const href = useSpaceHref();
  if (list.length === 0) return <p className={page.empty}>Aucun groupe pour l’instant.</p>;
  return (
    <ul className={groups.groups} aria-label="Groupes">
      {list.map((group) => (
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
            <Link
              className={button.secondary}
              to={href(schoolSpacePath('learners'), { groupe: group.id })}
            >
              Voir les élèves<span className={hidden.srOnly}> du groupe {group.nom}</span>
            </Link>
            <button
              type="button"
              className={button.secondary}
              aria-label={`Renommer\u202f: ${group.nom}`}
              onClick={() => onRename(group)}
            >
              Renommer
            </button>
            <button
              type="button"
              className={button.secondary}
              aria-label={`Supprimer\u202f: ${group.nom}`}
              onClick={() => onDelete(group)}
            >
              Supprimer
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
