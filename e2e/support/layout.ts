import type { Locator } from '@playwright/test';

/**
 * The words inside `locator` that the layout cut across two lines (issue #41, point 11: badges
 * and e-mail addresses broke mid-word in the school's list at 390 px). A word is a run of
 * letters and digits: an address may wrap at its « @ », dots and hyphens, a name at its spaces
 * and hyphens.
 */
export const wordsCutAcrossLines = (locator: Locator): Promise<string[]> =>
  locator.evaluateAll((elements) => {
    const cut: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{N}’']+/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) cut.push(match[0]);
        }
      }
    }
    return cut;
  });
