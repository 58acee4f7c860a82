import { AppError } from '../../plugins/errors.js';
import { schoolsOf, type StaffMember } from '../staff/staff-access.js';

/**
 * The one school a new learner or code batch goes to: the one named (if it is the staff
 * member's, else 404 as staff-access.ts does), or the staff member's only school.
 */
export function targetSchool(staff: StaffMember, requested: string | undefined): string {
  if (requested !== undefined) return schoolsOf(staff, requested)[0] ?? requested;
  const [only, ...others] = staff.schoolIds;
  if (only === undefined || others.length > 0) {
    throw new AppError(400, 'ecole_requise', 'Choisissez l’école.');
  }
  return only;
}
