/**
 * At most `limit` tasks at once in this process; a few more may wait their
 * turn for a short while, and anything beyond that is refused at once (the
 * caller's `busy` error), so a burst of heavy requests queues briefly instead
 * of taking every core.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Most tasks seen running at once (for tests and metrics). */
  peak = 0;

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
    readonly waitMs: number,
  ) {}

  async run<T>(task: () => Promise<T>, busy: () => Error): Promise<T> {
    if (this.active < this.limit) this.active++;
    else {
      if (this.waiting.length >= this.maxWaiting) throw busy();
      // A finishing task hands its slot straight to the first waiter (active stays the same).
      await new Promise<void>((resolve, reject) => {
        const take = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(take), 1);
          reject(busy());
        }, this.waitMs);
        this.waiting.push(take);
      });
    }
    this.peak = Math.max(this.peak, this.active);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
