import { EmailAddress } from '../../../../components/ui/email-address';
import type { LearnerFile } from '@prepacode/domain/contracts/learner-file.contract';
import { schoolLicenceName } from '@prepacode/domain/licences';
import { schoolSpacePath } from '@prepacode/domain/school-space';
import { useState } from 'react';
import { Link } from 'react-router';
import button from '../../../../components/ui/button.module.css';
import { formatDate, formatDateTime, formatPercent, plural } from '../../../../lib/format';
import { examDayLabel } from '@prepacode/domain/exam-booking';
import { BannerForm } from '../../banners/components/banner-form';
import { InboxExams } from '../../inbox/components/inbox-exams';
import { InboxMessages } from '../../inbox/components/inbox-messages';
import {
  InscriptionDialog,
  type InscriptionRow,
} from '../../learners/components/inscription-dialog';
import { useSpace } from '../../space/api/get-space';
import { useOpenSession } from '../../space/api/open-session';
import { Part } from '../../space/components/part';
import { useSpaceHref } from '../../space/href';
import styles from './learner-file.module.css';
import { FormationDialog } from './formation-dialog';
import { IdentityDialog } from './identity-dialog';
import { LearnerHistory } from './learner-history';
import { LearnerNotes } from './learner-notes';
import { PracticeChart } from './practice-chart';
import { ScoresChart } from './scores-chart';
import { ThemesChart } from './themes-chart';

/**
 * One learner's page in the school space (issue #19, point 2): how their mock exams went, their
 * themes against the target, how much they practise, every attempt with its correction, the
 * lessons done, and their messages and exam requests to act on, for one licence at a time.
 */
export function LearnerFileView({ file }: { file: LearnerFile }) {
  const { eleve } = file;
  const me = useSpace();
  const href = useSpaceHref();
  const openSession = useOpenSession();
  const [managing, setManaging] = useState<InscriptionRow | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [added, setAdded] = useState('');
  const shown = file.formations.find((item) => item.inscription === file.formation);
  const name = `${eleve.prenom} ${eleve.nom}`;
  const may = (action: (typeof me.actions)[number]) => me.actions.includes(action);

  return (
    <>
      <h1 className={styles.title}>{name}</h1>
      <p className={styles.lead}>
        <EmailAddress address={eleve.email} />
        {[eleve.telephone, eleve.ecole_nom, eleve.groupe?.nom]
          .filter(Boolean)
          .map((fact) => ` · ${fact}`)
          .join('')}
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
              <dt>Crédits d’examens blancs</dt>
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
        {file.preparation && <PreparationFacts preparation={file.preparation} />}
      </dl>
      {file.formations.length > 1 && (
        <nav aria-label="Formations de l’élève" className={styles.licences}>
          <ul>
            {file.formations.map((item) => (
              <li key={item.inscription}>
                <Link
                  to={href(schoolSpacePath('learner', { eleve: eleve.id }), {
                    formation: String(item.inscription),
                  })}
                  aria-current={item.inscription === file.formation ? 'page' : undefined}
                >
                  {schoolLicenceName(item.permis)}
                  {item.statut === 'ferme' && ' (fermée)'}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.actions}>
        {may('ouvrir_session') && (
          <button
            type="button"
            className={button.secondary}
            aria-disabled={openSession.isPending || undefined}
            onClick={() => {
              if (!openSession.isPending) openSession.mutate(eleve.id);
            }}
          >
            Ouvrir sa session
          </button>
        )}
        {may('gerer_eleves') && shown && (
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
        {may('gerer_eleves') && (
          <>
            <button type="button" className={button.secondary} onClick={() => setAdding(true)}>
              Ajouter une formation
            </button>
            <button type="button" className={button.secondary} onClick={() => setEditing(true)}>
              Modifier nom et e‑mail
            </button>
          </>
        )}
      </div>
      <p role="status" className={styles.done}>
        {added}
      </p>
      {openSession.isError && (
        <p role="alert" className={styles.problem}>
          {openSession.error.message}
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
      <Part title="Notes de l’équipe">
        <LearnerNotes eleve={eleve.id} />
      </Part>
      {may('publier_messages') && (
        <Part title="Un message dans son application">
          <BannerForm audiences={[{ value: `eleve:${eleve.id}`, label: `${name} seulement` }]} />
        </Part>
      )}
      {may('traiter_demandes') && (
        <div className={styles.inbox}>
          <InboxMessages
            title="Messages de l’élève"
            messages={file.messages}
            unread={file.messages.filter((message) => !message.lu).length}
          />
          <InboxExams requests={file.demandes_examen} />
        </div>
      )}
      {may('gerer_eleves') && editing && (
        // Mounted while open: its fields start from the learner as the page shows them now.
        <IdentityDialog open learner={eleve} onClose={() => setEditing(false)} onDone={setAdded} />
      )}
      {may('gerer_eleves') && (
        <FormationDialog
          open={adding}
          learner={{ id: eleve.id, prenom: eleve.prenom, ecole: eleve.ecole }}
          followed={file.formations.map((item) => item.permis)}
          onClose={() => setAdding(false)}
          onDone={setAdded}
        />
      )}
      <InscriptionDialog
        row={managing}
        onClose={() => setManaging(null)}
        // Its calls have already refreshed the space's reads, this page's with them.
        onChanged={() => undefined}
      />
    </>
  );
}

/**
 * What the memory model says of the learner's exam day (issue #44), as their dashboard shows
 * it: the day and who gave it, the chance of passing the mock exam then, the pace to keep.
 */
function PreparationFacts({
  preparation,
}: {
  preparation: NonNullable<LearnerFile['preparation']>;
}) {
  const exam = preparation.date_examen;
  return (
    <>
      <div>
        <dt>Date de l’examen</dt>
        <dd>
          {exam
            ? `${examDayLabel(exam.jour)} (${exam.source === 'ecole' ? 'réservé par l’école' : 'indiqué par l’élève'})`
            : 'non indiquée'}
        </dd>
      </div>
      <div>
        <dt>
          {exam ? 'Chance de réussite le jour de l’examen' : 'Chance de réussite aujourd’hui'}
        </dt>
        <dd>{formatPercent(preparation.reussite)}</dd>
      </div>
      {preparation.plan && (
        <div>
          <dt>Rythme à tenir</dt>
          <dd>
            {plural(preparation.plan.questions_par_jour, 'question')} par jour
            {!preparation.plan.tenable && ' (difficile à tenir)'}
          </dd>
        </div>
      )}
    </>
  );
}
