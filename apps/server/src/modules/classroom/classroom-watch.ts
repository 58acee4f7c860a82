import type { ClassroomPhase } from '@prepacode/domain/classroom';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { watchedStates } from './classroom.repository.js';

/** What a stream's event says: enough for the presenter's count, and when to read the view. */
export interface WatchedState {
  version: string;
  phase: ClassroomPhase;
  /** 1-based; 0 before the first question. */
  position: number;
  participants: number;
  reponses: number;
}

type Listener = (state: WatchedState) => void;

/**
 * The sessions this node's streams follow, watched in the database (ADR 0032): one read a tick
 * for all of them gives each its changes, learners and answers to the current question, and a
 * stream hears of what moved. A write made on this node (an answer, a step) is looked at at
 * once; another node's, at the next tick. No state but this cache of what was last sent: a node
 * that dies loses nothing, and its streams reconnect to another, which reads the same rows.
 */
export class ClassroomWatch {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly last = new Map<string, WatchedState>();
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | undefined;
  private readAgain = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tickMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Follows a session: the listener hears its state now, then each change. */
  subscribe(sessionId: string, listener: Listener): () => void {
    let set = this.listeners.get(sessionId);
    if (!set) this.listeners.set(sessionId, (set = new Set()));
    set.add(listener);
    const known = this.last.get(sessionId);
    if (known) listener(known);
    else this.poke();
    this.timer ??= setInterval(() => this.poke(), this.tickMs).unref();
    return () => {
      set.delete(listener);
      if (set.size > 0) return;
      this.listeners.delete(sessionId);
      this.last.delete(sessionId);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** Reads the followed sessions now (after this node wrote), or once more after this read. */
  poke(): void {
    if (this.listeners.size === 0) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.read()
      .catch(this.onError)
      .finally(() => {
        this.reading = undefined;
        if (this.readAgain) {
          this.readAgain = false;
          this.poke();
        }
      });
  }

  /** Resolves once the reads under way are done (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.reading) await this.reading;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async read(): Promise<void> {
    const ids = [...this.listeners.keys()];
    if (ids.length === 0) return;
    for (const row of await watchedStates(this.db, ids)) {
      const state: WatchedState = {
        version: String(row.changes),
        phase: row.phase,
        position: Number(row.position) + 1,
        participants: Number(row.joined),
        reponses: Number(row.answered),
      };
      const before = this.last.get(row.id);
      if (
        before?.version === state.version &&
        before.participants === state.participants &&
        before.reponses === state.reponses
      )
        continue;
      this.last.set(row.id, state);
      for (const listener of this.listeners.get(row.id) ?? []) listener(state);
    }
  }
}
