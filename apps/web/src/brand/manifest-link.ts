import type { BrandName } from '@prepacode/domain/brands';

/**
 * Links the brand's web app manifest (apps/web/brand-manifests.ts): the app a learner installs
 * is their brand's (issue #45). Only the learner app's page links one, once it has loaded
 * (app/pwa/register.ts): the central site is not an app to install.
 */
export function linkManifest(brand: BrandName, doc: Document = document): void {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'manifest';
    doc.head.append(link);
  }
  link.href = `/brands/${brand}/manifest.webmanifest`;
}
