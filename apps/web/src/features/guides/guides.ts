import type { Theme } from '@prepacode/domain/brands';
import { LICENCE_TYPES, isLicenceCode } from '@prepacode/domain/licences';
import { examGuide } from './content/exam';
import { resultsGuide } from './content/results';
import { trainingGuide } from './content/training';
import type { Guide } from './types';

/** In the order the index shows them: the test itself, then how to train, then the results. */
export const GUIDES: readonly Guide[] = [examGuide, trainingGuide, resultsGuide];

export const findGuide = (slug: string | undefined): Guide | undefined =>
  GUIDES.find((guide) => guide.slug === slug);

/**
 * The dashboard's rule for its guide block (spec §2 "Guides are shown for…", spec §9 "Guide
 * block only for b and etg"): the brand shows guides and the selected licence has the block.
 */
export function guidesShown(brand: Theme, licence: string | undefined): boolean {
  return (
    brand.showGuides &&
    licence !== undefined &&
    isLicenceCode(licence) &&
    LICENCE_TYPES[licence].showGuideBlock
  );
}
