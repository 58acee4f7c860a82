import {
  LICENCE_CODES,
  LICENCE_FAMILY_TITLES,
  LICENCE_TYPES,
  type LicenceIcon,
  type LicenceType,
} from '@prepacode/domain/licences';
import { Car, Motorbike, Sailboat, TramFront, type LucideIcon } from 'lucide-react';
import { plural } from '../../../lib/format';
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
function byName(licences: LicenceType[]): { name: string; codes: string[]; nbQuestions: number }[] {
  const groups = new Map<string, { name: string; codes: string[]; nbQuestions: number }>();
  for (const licence of licences) {
    const group = groups.get(licence.name) ?? {
      name: licence.name,
      codes: [],
      nbQuestions: licence.nbQuestions,
    };
    group.codes.push(licence.code.toUpperCase());
    groups.set(licence.name, group);
  }
  return [...groups.values()];
}

/** What the product prepares for, from the licence table of spec §9. */
export function LicenceCatalogue() {
  const licences = LICENCE_CODES.map((code) => LICENCE_TYPES[code]);
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
                {byName(licences.filter((licence) => licence.logo === icon)).map((group) => (
                  <li key={group.name} className={styles.licence}>
                    <span className={styles.name}>{group.name}</span>
                    <span className={styles.codes}>{group.codes.join(', ')}</span>
                    <span className={styles.count}>
                      {plural(group.nbQuestions, 'question')} par examen blanc
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
