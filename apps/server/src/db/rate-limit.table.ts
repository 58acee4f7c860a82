/** One counter per rate-limit key; shared by every API node through the database. */
export interface RateLimitTable {
  key: string;
  hits: number;
  /** Epoch milliseconds at which the window ends and the counter starts again. */
  reset_at: number;
}
