import type { LearnerRow, LearnersQuery } from '@prepacode/domain/contracts/school.contract';
import { schoolSpacePath } from '@prepacode/domain/school-space';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { Paginator } from '../../../components/ui/paginator';
import { useSpace } from '../space/api/get-space';
import { useOpenSession } from '../space/api/open-session';
import { useSpaceHref } from '../space/href';
import { schoolQueryClient } from '../space/query-client';
import groups from '../space/styles/groups.module.css';
import styles from '../space/styles/page.module.css';
import { learnersQuery, readLearnerFilters } from './api/get-learners';
import { AnonymiseDialog } from './components/anonymise-dialog';
import { InscriptionDialog } from './components/inscription-dialog';
import { LearnersFilters } from './components/learners-filters';
import { LearnersTable } from './components/learners-table';
import { LearnersToolbar } from './components/learners-toolbar';
import { NewLearnerDialog } from './components/new-learner-dialog';
import { SelectionBar } from './components/selection-bar';
import { useLearnerFilters } from './components/use-learner-filters';

/** The list of the address's filters, read before the page shows (and again when they change). */
export async function loader({ request }: LoaderFunctionArgs) {
  const filters = readLearnerFilters(new URL(request.url).searchParams);
  await schoolQueryClient.ensureQueryData(learnersQuery(filters));
  return null;
}

/**
 * The school space's learners list (issue #19, point 1), for a school's manager and
 * instructors and for their network's operator: search, filters, sort and pages in the address
 * bar, the spreadsheet of the filtered list, and « Ouvrir sa session » (read-only, point 6).
 */
export function Component() {
  const me = useSpace();
  const href = useSpaceHref();
  const { listed, chosen: filters, change: changeFilters } = useLearnerFilters();
  const { data: page } = useSuspenseQuery(learnersQuery(listed));
  const openSession = useOpenSession();
  const [managing, setManaging] = useState<LearnerRow | null>(null);
  // Learners ticked for an action on them all (#19 point 7, #41 point 5), and the one whose data
  // is to be erased (#19 point 3).
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [erasing, setErasing] = useState<LearnerRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  // Counted after an action whose button may have left the page, taking the focus with it
  // (a row erased or closed, the selection's bar): the count then gets the focus. After the
  // licence dialog, its row's « Accès et crédits » when the row is still listed: the list read
  // again may have drawn it anew, and the browser then has no button to give the focus back to.
  const [acted, setActed] = useState(0);
  const count = useRef<HTMLParagraphElement>(null);
  const managed = useRef<LearnerRow | null>(null);
  useEffect(() => {
    if (acted === 0 || document.activeElement !== document.body) return;
    const row = managed.current;
    const opener = row && document.querySelector<HTMLElement>(`[data-manage="${row.inscription}"]`);
    (opener ?? count.current)?.focus();
  }, [acted]);
  const afterAction = (message: string) => {
    setSelected(new Set());
    setNotice(message);
    setActed((value) => value + 1);
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
  const change = (next: LearnersQuery) => {
    changeFilters(next);
    // What is ticked is what is seen: another list starts with nothing ticked.
    setSelected(new Set());
    setNotice('');
  };

  const can = (action: (typeof me.actions)[number]) => me.actions.includes(action);
  const several = me.ecoles.length > 1;
  // Ticking learners serves the group actions and the access ones.
  const canSelect = can('gerer_groupes') || can('gerer_eleves');

  return (
    <>
      <h1 className={styles.title}>{several ? 'Élèves de vos écoles' : 'Élèves de votre école'}</h1>
      <p className={styles.lead}>{me.ecoles.map((school) => school.nom).join(', ')}</p>
      <LearnersFilters space={me} filters={filters} onChange={change} />
      <LearnersToolbar
        count={count}
        total={page.total}
        filters={listed}
        me={me}
        onCreate={() => setCreating(true)}
      />
      <p role="status" className={groups.done}>
        {notice}
      </p>
      {canSelect && selected.size > 0 && (
        <SelectionBar
          space={me}
          selected={selected}
          rows={page.eleves}
          onDone={afterAction}
          onClear={() => setSelected(new Set())}
        />
      )}
      {openSession.error && (
        <p className={styles.problem} role="alert">
          {openSession.error.message}
        </p>
      )}
      {page.total === 0 && (
        <p className={styles.empty}>Aucun élève ne correspond à ces critères.</p>
      )}
      {page.eleves.length > 0 && (
        <LearnersTable
          rows={page.eleves}
          hrefOf={(row) =>
            href(schoolSpacePath('learner', { eleve: row.eleve }), {
              formation: String(row.inscription),
            })
          }
          filters={filters}
          onSort={(changes) => change({ ...filters, ...changes, page: undefined })}
          showSchool={several}
          onOpen={can('ouvrir_session') ? (row) => openSession.mutate(row.eleve) : null}
          onManage={can('gerer_eleves') ? setManaging : null}
          selection={canSelect ? { selected, onSelect: select } : null}
          onErase={can('gerer_eleves') ? setErasing : null}
        />
      )}
      {page.total > 0 && (
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
      {can('gerer_eleves') && (
        <NewLearnerDialog open={creating} me={me} onClose={() => setCreating(false)} />
      )}
      <InscriptionDialog
        row={managing}
        onClose={() => {
          managed.current = managing;
          setManaging(null);
        }}
        onChanged={() => setActed((value) => value + 1)}
        onErase={setErasing}
      />
    </>
  );
}
