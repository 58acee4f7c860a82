import { createContext, useContext } from 'react';

/**
 * A session a school's staff member opened for a learner is read-only (issue #19, point 6): the
 * server refuses every write (apps/server/src/modules/auth/session.plugin.ts), and the buttons that would
 * write are unavailable, described by the banner that says why (READ_ONLY_NOTE_ID). The app's
 * layouts provide it from the auth state; features only read it.
 */
export const READ_ONLY_NOTE_ID = 'lecture-seule';

const ReadOnlyContext = createContext(false);

export const ReadOnlyProvider = ReadOnlyContext.Provider;

export const useReadOnly = (): boolean => useContext(ReadOnlyContext);
