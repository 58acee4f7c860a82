/** The six brand (theme) names of spec §1; prepacode is the default. The brand registry (#4) gives each its values. */
export const BRAND_NAMES = [
  'prepacode',
  'orata',
  'rcer',
  'inris',
  'michelin',
  'prepaconduite',
] as const;
export type BrandName = (typeof BRAND_NAMES)[number];
export const DEFAULT_BRAND: BrandName = 'prepacode';

export function isBrandName(value: string): value is BrandName {
  return (BRAND_NAMES as readonly string[]).includes(value);
}
