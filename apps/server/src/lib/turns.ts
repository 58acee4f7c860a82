/**
 * Lets the event loop go until its next turn: a long read of the school space (a network's
 * dashboard, every learner's chance in a spreadsheet) does its work in parts, between which
 * the learners' requests are answered (issue #41; issue #44).
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
