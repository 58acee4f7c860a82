import {
  LICENCE_CODES,
  LICENCE_FAMILY_TITLES,
  LICENCE_TYPES,
  type LicenceIcon,
  type LicenceType,
} from '@prepacode/domain/licences';
import { Car, Motorbike, Sailboat, TramFront, type LucideIcon } from 'lucide-react';
import { durationText, inPart, markText } from '../../../lib/exam-text';
import { formatNumber, plural } from '../../../lib/format';
import { useExamensBlancs, type ExamLength } from '../api/get-examens-blancs';
import styles from './licence-catalogue.module.css';

// The icon names of spec §9, drawn with lucide's glyphs.
const ICONS: Record<LicenceIcon, LucideIcon> = {
  car: Car,
  motorcycle: Motorbike,
  boat: Sailboat,
  tram: TramFront,
};

const FAMILIES = (Object.entries(LICENCE_FAMILY_TITLES) as [LicenceIcon, string][]).map(
  ([icon, title]) => ({ icon, title }),
);

/** Licences of one name (a, a1, a2 are all « Moto ») shown once, with their codes. */
function byName(licences: LicenceType[]): { name: string; codes: LicenceType['code'][] }[] {
  const groups = new Map<string, { name: string; codes: LicenceType['code'][] }>();
  for (const licence of licences) {
    const group = groups.get(licence.name) ?? { name: licence.name, codes: [] };
    group.codes.push(licence.code);
    groups.set(licence.name, group);
  }
  return [...groups.values()];
}

/**
 * « 40 questions par examen blanc », « 20 questions en 45 minutes » for one clock, or for an
 * exam marked out of a total (hauturier) what it asks: « 13 exercices et questions en 1 h 30
 * par examen blanc, 10/20 pour réussir, dont 7/12 aux travaux sur la carte ».
 */
function lengthOf(exam: ExamLength): string {
  const count = exam.marked
    ? `${formatNumber(exam.nbQuestions)} exercices et questions`
    : plural(exam.nbQuestions, 'question');
  const length =
    exam.totalMinutes === null
      ? `${count} par examen blanc`
      : `${count} en ${durationText(exam.totalMinutes)} par examen blanc`;
  if (!exam.marked) return length;
  const minimums = exam.marked.minimums.map(
    (part) => `${markText({ points: part.passMark, outOf: part.outOf })} ${inPart(part.label)}`,
  );
  const pass = `${markText({ points: exam.marked.passMark, outOf: exam.marked.outOf })} pour réussir`;
  return minimums.length > 0
    ? `${length}, ${pass}, dont ${minimums.join(' et ')}`
    : `${length}, ${pass}`;
}

/**
 * What the product prepares for: the licences of spec §9, each with its mock exam as its bank
 * declares it (issue #22), once the server has said.
 */
export function LicenceCatalogue() {
  const licences = LICENCE_CODES.map((code) => LICENCE_TYPES[code]);
  const exams = useExamensBlancs().data;
  return (
    <ul className={styles.families}>
      {FAMILIES.map(({ icon, title }) => {
        const Icon = ICONS[icon];
        const headingId = `famille-${icon}`;
        return (
          <li key={icon} className={styles.family}>
            <section aria-labelledby={headingId}>
              <h3 id={headingId} className={styles.familyTitle}>
                <Icon aria-hidden="true" className={styles.icon} />
                {title}
              </h3>
              <ul className={styles.licences}>
                {byName(licences.filter((licence) => licence.logo === icon)).map((group) => {
                  const exam = group.codes[0] && exams?.get(group.codes[0]);
                  return (
                    <li key={group.name} className={styles.licence}>
                      <span className={styles.name}>{group.name}</span>
                      <span className={styles.codes}>
                        {group.codes.map((code) => code.toUpperCase()).join(', ')}
                      </span>
                      <span className={styles.count}>{exam ? lengthOf(exam) : '\u00a0'}</span>
                    </li>
                  );
                })}
              </ul>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
