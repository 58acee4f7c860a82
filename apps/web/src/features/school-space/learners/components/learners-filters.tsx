import {
  EXPIRING_DAYS,
  INACTIVE_DAYS,
  type LearnersQuery,
  type SchoolSpace,
} from '@prepacode/domain/contracts/school.contract';
import { LICENCE_CODES, schoolLicenceName } from '@prepacode/domain/licences';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import button from '../../../../components/ui/button.module.css';
import styles from '../../space/styles/page.module.css';

interface LearnersFiltersProps {
  space: SchoolSpace;
  filters: LearnersQuery;
  /** The new filters; the list goes back to its first page. */
  onChange: (filters: LearnersQuery) => void;
}

/**
 * The list's filters (issue #19, point 1): the search is sent with its button or Entrée; a
 * select or a box applies at once, which changes the list, not the page.
 */
export function LearnersFilters({ space, filters, onChange }: LearnersFiltersProps) {
  const id = useId();
  const [search, setSearch] = useState(filters.recherche ?? '');
  // The search sent (trimmed) or changed by the address is what the field shows.
  const [sent, setSent] = useState(filters.recherche);
  if (sent !== filters.recherche) {
    setSent(filters.recherche);
    setSearch(filters.recherche ?? '');
  }
  // What the selects and boxes show: the choice at once, before the router's transition to the
  // new address renders (a box clicked on a busy machine showed unticked until then, and a
  // CI run failed on it); the address again whenever it changes.
  const [shown, setShown] = useState(filters);
  const [shownFor, setShownFor] = useState(JSON.stringify(filters));
  if (shownFor !== JSON.stringify(filters)) {
    setShownFor(JSON.stringify(filters));
    setShown(filters);
  }
  const apply = (changes: Partial<LearnersQuery>) => {
    const next = { ...shown, ...changes, page: undefined };
    setShown(next);
    onChange(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ recherche: search.trim() || undefined });
  };
  const select = (
    key: 'permis' | 'acces' | 'groupe' | 'ecole',
    label: string,
    options: [string, string][],
  ) => (
    <div className={styles.filter}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select
        id={`${id}-${key}`}
        value={shown[key] ?? ''}
        onChange={(event) => apply({ [key]: event.target.value || undefined })}
      >
        <option value="">Tous</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  const box = (key: 'pret' | 'inactif' | 'suppression', label: string, on: 'oui' | 'demandee') => (
    <label className={styles.box}>
      <input
        type="checkbox"
        checked={shown[key] === on}
        onChange={(event) => apply({ [key]: event.target.checked ? on : undefined })}
      />
      {label}
    </label>
  );
  const groups = space.groupes.filter((group) => !shown.ecole || group.ecole === shown.ecole);

  return (
    <div className={styles.filters}>
      <form role="search" className={styles.search} onSubmit={onSubmit}>
        <label htmlFor={`${id}-q`}>Rechercher un élève</label>
        <div className={styles.searchRow}>
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            maxLength={100}
            placeholder="Nom, prénom ou adresse e‑mail"
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className={button.primary}>
            <Search aria-hidden="true" size={18} />
            Rechercher
          </button>
        </div>
      </form>
      <div className={styles.selects}>
        {space.ecoles.length > 1 &&
          select(
            'ecole',
            'École',
            space.ecoles.map((school) => [school.id, school.nom]),
          )}
        {select(
          'permis',
          'Permis',
          LICENCE_CODES.map((code) => [code, schoolLicenceName(code)]),
        )}
        {select('acces', 'Accès', [
          ['expire', 'Expiré'],
          ['bientot', `Expire dans ${EXPIRING_DAYS} jours`],
          ['fermee', 'Formations fermées'],
        ])}
        {groups.length > 0 &&
          select(
            'groupe',
            'Groupe',
            groups.map((group) => [group.id, group.nom]),
          )}
      </div>
      <div className={styles.boxes}>
        {box('pret', 'Prêts pour l’examen', 'oui')}
        {box('inactif', `Inactifs depuis ${INACTIVE_DAYS} jours`, 'oui')}
        {box('suppression', 'Suppression demandée', 'demandee')}
      </div>
    </div>
  );
}
