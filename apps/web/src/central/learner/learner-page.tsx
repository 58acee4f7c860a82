import type { LearnerFile } from '@prepacode/domain/contracts/learner-file.contract';
import { LICENCE_TYPES } from '@prepacode/domain/licences';
import { useId, useState, type ReactNode } from 'react';
import button from '../../components/ui/button.module.css';
import { formatDate, formatDateTime, plural } from '../../lib/format';
import { BannerForm } from '../school/banner-form';
import { InboxExams } from '../school/inbox-exams';
import { InboxMessages } from '../school/inbox-messages';
import { InscriptionDialog, type InscriptionRow } from '../school/inscription-dialog';
import { openLearnerSession } from '../school/open-session';
import { spaceHref } from '../school/space-href';
import type { SchoolPageProps } from '../school/page-props';
import { messageOf } from '../school/use-school';
import { LearnerHistory } from './learner-history';
import styles from './learner-page.module.css';
import { PracticeChart } from './practice-chart';
import { ScoresChart } from './scores-chart';
import { ThemesChart } from './themes-chart';
import { useLearnerFile } from './use-learner-file';

/** A titled part of the page, reachable from the screen reader's list of headings. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * One learner's page in the school space (issue #19, point 2): how their mock exams went, their
 * themes against the target, how much they practise, every attempt with its correction, the
 * lessons done, and their messages and exam requests to act on, for one licence at a time.
 */
export function LearnerPage({ search, params, me }: SchoolPageProps) {
  const eleve = params.eleve ?? '';
  const formation = new URLSearchParams(search).get('formation');
  const { load, reload } = useLearnerFile(eleve, formation);
  const back = spaceHref('/central/eleves', search);
  return (
    <>
      <p className={styles.back}>
        <a href={back}>Tous les élèves</a>
      </p>
      {load.state === 'loading' && (
        <>
          <h1 className={styles.title}>Élève</h1>
          <p role="status">Chargement de la fiche de l’élève…</p>
        </>
      )}
      {load.state === 'failed' && (
        <>
          <h1 className={styles.title}>Élève</h1>
          <p role="alert" className={styles.problem}>
            {load.message}
          </p>
        </>
      )}
      {load.state === 'ready' && (
        <LearnerFileView file={load.data} search={search} me={me} onChanged={reload} />
      )}
    </>
  );
}

function LearnerFileView({
  file,
  search,
  me,
  onChanged,
}: {
  file: LearnerFile;
  search: string;
  me: SchoolPageProps['me'];
  onChanged: () => void;
}) {
  const { eleve } = file;
  const [problem, setProblem] = useState('');
  const [managing, setManaging] = useState<InscriptionRow | null>(null);
  const shown = file.formations.find((item) => item.inscription === file.formation);
  const name = `${eleve.prenom} ${eleve.nom}`;
  const open = async () => {
    setProblem('');
    try {
      await openLearnerSession(eleve.id, search);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };
  const hrefOf = (inscription: number) =>
    spaceHref(`/central/eleves/${eleve.id}`, search, { formation: String(inscription) });

  return (
    <>
      <h1 className={styles.title}>{name}</h1>
      <p className={styles.lead}>
        {[eleve.email, eleve.telephone, eleve.ecole_nom, eleve.groupe?.nom]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Dernière activité</dt>
          <dd>{eleve.derniere_activite ? formatDateTime(eleve.derniere_activite) : 'aucune'}</dd>
        </div>
        {shown && (
          <>
            <div>
              <dt>Accès jusqu’au</dt>
              <dd>
                {shown.acces_jusquau ? formatDate(shown.acces_jusquau) : 'sans fin'}
                {shown.statut === 'ferme' && ' (formation fermée)'}
              </dd>
            </div>
            <div>
              <dt>Crédits d’examen</dt>
              <dd>{shown.credits_restants}</dd>
            </div>
          </>
        )}
        <div>
          <dt>Prêt pour l’examen</dt>
          <dd className={file.pret ? styles.ready : styles.notReady}>
            {file.pret ? 'Prêt' : 'Pas encore'}
          </dd>
        </div>
      </dl>
      {file.formations.length > 1 && (
        <nav aria-label="Formations de l’élève" className={styles.licences}>
          <ul>
            {file.formations.map((item) => (
              <li key={item.inscription}>
                <a
                  href={hrefOf(item.inscription)}
                  aria-current={item.inscription === file.formation ? 'page' : undefined}
                >
                  {LICENCE_TYPES[item.permis].name}
                  {item.statut === 'ferme' && ' (fermée)'}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.actions}>
        {me.actions.includes('ouvrir_session') && (
          <button type="button" className={button.secondary} onClick={() => void open()}>
            Ouvrir sa session
          </button>
        )}
        {me.actions.includes('gerer_eleves') && shown && (
          <button
            type="button"
            className={button.secondary}
            onClick={() =>
              setManaging({
                inscription: shown.inscription,
                eleve: eleve.id,
                prenom: eleve.prenom,
                nom: eleve.nom,
                permis: shown.permis,
                acces_jusquau: shown.acces_jusquau,
                credits_restants: shown.credits_restants,
                fermee: shown.statut === 'ferme',
              })
            }
          >
            Accès et crédits
          </button>
        )}
      </div>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}

      <Part title="Examens blancs">
        <ScoresChart examens={file.examens} />
      </Part>
      <Part title="Réussite par thème">
        <ThemesChart themes={file.themes} />
      </Part>
      <Part title="Temps d’entraînement par semaine">
        <PracticeChart semaines={file.semaines} />
      </Part>
      <Part title={`Historique (${plural(file.nb_tentatives, 'série')})`}>
        <LearnerHistory eleve={eleve.id} entries={file.historique} total={file.nb_tentatives} />
      </Part>
      <Part title="Cours suivis">
        {file.cours.length === 0 ? (
          <p>Aucun cours terminé pour l’instant.</p>
        ) : (
          <ul className={styles.lessons}>
            {file.cours.map((lesson) => (
              <li key={lesson.lecon}>
                {lesson.libelle}
                <span className={styles.muted}> · terminé le {formatDate(lesson.date)}</span>
              </li>
            ))}
          </ul>
        )}
      </Part>
      {me.actions.includes('publier_messages') && (
        <Part title="Un message dans son application">
          <BannerForm
            audiences={[{ value: `eleve:${eleve.id}`, label: `${name} seulement` }]}
            onPosted={onChanged}
          />
        </Part>
      )}
      {me.actions.includes('traiter_demandes') && (
        <div className={styles.inbox}>
          <InboxMessages
            title="Messages de l’élève"
            messages={file.messages}
            unread={file.messages.filter((message) => !message.lu).length}
            onChanged={onChanged}
          />
          <InboxExams requests={file.demandes_examen} onChanged={onChanged} />
        </div>
      )}
      <InscriptionDialog row={managing} onClose={() => setManaging(null)} onChanged={onChanged} />
    </>
  );
}
