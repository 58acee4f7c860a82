import type { LearnerRow, LearnersQuery } from '@prepacode/domain/contracts/school.contract';
import { Download, FileUp, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import button from '../../components/ui/button.module.css';
import { Paginator } from '../../features/series/components/paginator';
import { AnonymiseDialog } from './anonymise-dialog';
import groups from './groups.module.css';
import { InscriptionDialog } from './inscription-dialog';
import { LearnersFilters } from './learners-filters';
import { LearnersTable } from './learners-table';
import { SelectionBar } from './selection-bar';
import { NewLearnerDialog } from './new-learner-dialog';
import { openLearnerSession } from './open-session';
import styles from './school-page.module.css';
import { spaceHref } from './space-href';
import type { SchoolPageProps } from './page-props';
import { messageOf, readFilters, useLearners, withFilters } from './use-school';

/**
 * The school space's learners list (issue #19, point 1), for a school's manager and
 * instructors and for their network's operator: search, filters, sort and pages in the address
 * bar, the spreadsheet of the filtered list, and « Ouvrir sa session » (read-only, point 6).
 */
export function SchoolPage({ search, me }: SchoolPageProps) {
  const [query, setQuery] = useState(search);
  const filters = readFilters(query);
  // Bumped after an action, so the list shows the new access and credits.
  const [version, setVersion] = useState(0);
  const list = useLearners(filters, version);
  const [problem, setProblem] = useState<string | null>(null);
  const [managing, setManaging] = useState<LearnerRow | null>(null);
  // Learners ticked for a group action (point 7), and the one whose data is to be erased (3).
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [erasing, setErasing] = useState<LearnerRow | null>(null);
  const [notice, setNotice] = useState('');
  const afterAction = (message: string) => {
    setSelected(new Set());
    setNotice(message);
    setVersion((value) => value + 1);
  };
  const select = (eleves: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const eleve of eleves) {
        if (on) next.add(eleve);
        else next.delete(eleve);
      }
      return next;
    });
  const [creating, setCreating] = useState(false);
  const count = useRef<HTMLParagraphElement>(null);
  // A row that left the list (a licence closed) took the focus with it: the count gets it.
  useEffect(() => {
    if (version > 0 && list.state === 'ready' && document.activeElement === document.body) {
      count.current?.focus();
    }
  }, [list, version]);

  const change = (next: LearnersQuery) => {
    const nextQuery = withFilters(query, next);
    window.history.replaceState(null, '', `${window.location.pathname}${nextQuery}`);
    setQuery(nextQuery);
    // What is ticked is what is seen: another list starts with nothing ticked.
    setSelected(new Set());
    setNotice('');
  };
  const openSession = async (row: LearnerRow) => {
    setProblem(null);
    try {
      await openLearnerSession(row.eleve, search);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  const several = me.ecoles.length > 1;
  const page = list.state === 'ready' ? list.data : null;
  const exportQuery = withFilters('', { ...filters, page: undefined, taille: undefined });

  return (
    <>
      <h1 className={styles.title}>{several ? 'Élèves de vos écoles' : 'Élèves de votre école'}</h1>
      <p className={styles.lead}>{me.ecoles.map((school) => school.nom).join(', ')}</p>
      <LearnersFilters key={query} space={me} filters={filters} onChange={change} />
      <div className={styles.toolbar}>
        <p role="status" className={styles.count} ref={count} tabIndex={-1}>
          {list.state === 'loading' && 'Chargement des élèves…'}
          {page && (page.total === 1 ? '1 élève' : `${page.total} élèves`)}
        </p>
        {me.actions.includes('exporter_eleves') && (
          <a
            className={`${button.secondary} ${styles.export}`}
            href={`/central/api/ecole/eleves.csv${exportQuery}`}
            download
          >
            <Download aria-hidden="true" size={18} />
            Exporter la liste (CSV)
          </a>
        )}
        {me.actions.includes('gerer_eleves') && (
          <div className={styles.accountActions}>
            <a
              className={`${button.secondary} ${styles.export}`}
              href={spaceHref('/central/import', search)}
            >
              <FileUp aria-hidden="true" size={18} />
              Importer des élèves
            </a>
            <button
              type="button"
              className={`${button.primary} ${styles.export}`}
              onClick={() => setCreating(true)}
            >
              <UserPlus aria-hidden="true" size={18} />
              Nouvel élève
            </button>
          </div>
        )}
      </div>
      <p role="status" className={groups.done}>
        {notice}
      </p>
      {me.actions.includes('gerer_groupes') && selected.size > 0 && (
        <SelectionBar
          space={me}
          selected={selected}
          onDone={afterAction}
          onClear={() => setSelected(new Set())}
        />
      )}
      {list.state === 'failed' && (
        <p className={styles.problem} role="alert">
          {list.message}
        </p>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {page && page.total === 0 && (
        <p className={styles.empty}>Aucun élève ne correspond à ces critères.</p>
      )}
      {page && page.eleves.length > 0 && (
        <LearnersTable
          rows={page.eleves}
          hrefOf={(row) =>
            spaceHref(`/central/eleves/${row.eleve}`, search, {
              formation: String(row.inscription),
            })
          }
          filters={filters}
          onSort={(changes) => change({ ...filters, ...changes, page: undefined })}
          showSchool={several}
          onOpen={me.actions.includes('ouvrir_session') ? (row) => void openSession(row) : null}
          onManage={me.actions.includes('gerer_eleves') ? setManaging : null}
          selection={me.actions.includes('gerer_groupes') ? { selected, onSelect: select } : null}
          onErase={me.actions.includes('gerer_eleves') ? setErasing : null}
        />
      )}
      {page && page.total > 0 && (
        <Paginator
          pageIndex={page.page - 1}
          pageSize={page.taille}
          total={page.total}
          onPageChange={(index) => change({ ...filters, page: String(index + 1) })}
          onPageSizeChange={(size) =>
            change({
              ...filters,
              page: undefined,
              taille: String(size) as LearnersQuery['taille'],
            })
          }
        />
      )}
      <AnonymiseDialog row={erasing} onClose={() => setErasing(null)} onDone={afterAction} />
      {me.actions.includes('gerer_eleves') && (
        <NewLearnerDialog
          open={creating}
          me={me}
          onClose={() => setCreating(false)}
          onCreated={() => setVersion((value) => value + 1)}
        />
      )}
      <InscriptionDialog
        row={managing}
        onClose={() => setManaging(null)}
        onChanged={() => setVersion((value) => value + 1)}
        onErase={setErasing}
      />
    </>
  );
}
