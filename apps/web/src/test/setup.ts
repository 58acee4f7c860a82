import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// A page's first render imports its lazy route module, which vitest transforms then: on a busy
// two-core machine that took more than the one second `findBy…` waits by default, and a test
// failed for it. A wait cap, not a time budget: a page that never shows still fails.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out and has no scrolling: the player scrolls its correction into view.
// (Some web tests run in plain Node, without a DOM.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView = () => {};
