import type { Theme } from '@prepacode/domain/brands';

/**
 * Paints a brand without reload: its colours become the custom properties every component
 * reads (tokens.css keeps the default brand's values for the first paint), and the document
 * title, favicon and browser theme colour follow.
 */
export function applyBrand(theme: Theme, doc: Document = document): void {
  const style = doc.documentElement.style;
  style.setProperty('--color-primary', theme.primary);
  style.setProperty('--color-focus', theme.primary);
  style.setProperty('--color-secondary', theme.secondary);
  style.setProperty('--color-tertiary', theme.tertiary);
  style.setProperty('--color-fourth', theme.fourth);
  style.setProperty('--color-fifth', theme.fifth);
  style.setProperty('--color-sixth', theme.sixth);
  doc.documentElement.dataset.brand = theme.name;
  doc.title = theme.appTitle;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = theme.favicon;
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary);
}
