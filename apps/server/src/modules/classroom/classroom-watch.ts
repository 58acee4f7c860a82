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
/** `counts`: told of every answer counted (the presenter), else only of steps (a phone). */
interface Follower {
  listener: Listener;
  counts: boolean;
}

/**
 * The sessions this node's streams follow, watched in the database (ADR 0032): one read a tick
 * for all of them gives each its changes, learners and answers to the current question, and a
 * stream hears of what moved. A write made on this node (an answer, a step) is looked at at
 * once; another node's, at the next tick. No state but this cache of what was last sent: a node
 * that dies loses nothing, and its streams reconnect to another, which reads the same rows.
 */
export class ClassroomWatch {
  private readonly listeners = new Map<string, Set<Follower>>();
  private readonly last = new Map<string, WatchedState>();
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | undefined;
  /** Sessions to read at the next read: those this node wrote to, or all at a tick. */
  private readonly due = new Set<string>();
  private all = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tickMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * Follows a session: the listener hears its state now, then each step, and with `counts`
   * each learner joining or answering too. A phone needs no count: 30 phones told of each of 30
   * answers were 900 events a question for nothing.
   */
  subscribe(sessionId: string, listener: Listener, counts: boolean): () => void {
    let set = this.listeners.get(sessionId);
    if (!set) this.listeners.set(sessionId, (set = new Set()));
    const follower = { listener, counts };
    set.add(follower);
    const known = this.last.get(sessionId);
    if (known) listener(known);
    else this.poke(sessionId);
    this.timer ??= setInterval(() => this.poke(), this.tickMs).unref();
    return () => {
      set.delete(follower);
      if (set.size > 0) return;
      this.listeners.delete(sessionId);
      this.last.delete(sessionId);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /**
   * Reads a session this node just wrote to, or every followed one (the tick), now or right
   * after the read under way: a room's answers arriving together make one read.
   */
  poke(sessionId?: string): void {
    if (sessionId === undefined) this.all = true;
    else if (this.listeners.has(sessionId)) this.due.add(sessionId);
    this.start();
  }

  private start(): void {
    if (this.reading || (!this.all && this.due.size === 0)) return;
    const ids = this.all ? [...this.listeners.keys()] : [...this.due];
    this.all = false;
    this.due.clear();
    this.reading = this.read(ids)
      .catch(this.onError)
      .finally(() => {
        this.reading = undefined;
        this.start();
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

  private async read(ids: string[]): Promise<void> {
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
      const stepped = before?.version !== state.version;
      for (const { listener, counts } of this.listeners.get(row.id) ?? []) {
        if (counts || stepped) listener(state);
      }
    }
  }
}
