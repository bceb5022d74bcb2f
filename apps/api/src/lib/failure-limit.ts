/** Keys tracked at most; a spray of addresses cannot grow the map without bound. */
const MAX_KEYS = 10_000;

interface Window {
  failures: number;
  endsAt: number;
}

/**
 * Failures counted per key (a client address) in fixed windows: once a key
 * has `max` failures in its window, it is blocked until the window ends.
 * Successes count nothing, so a key that never fails is never blocked.
 */
export class FailureLimit {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until `key` may try again, or 0 when it is not blocked. */
  blockedFor(key: string, now = Date.now()): number {
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now || window.failures < this.max) return 0;
    return Math.ceil((window.endsAt - now) / 1000);
  }

  fail(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (window && window.endsAt > now) {
      window.failures += 1;
      return;
    }
    if (window) this.windows.delete(key);
    else if (this.windows.size >= MAX_KEYS) this.prune(now);
    this.windows.set(key, { failures: 1, endsAt: now + this.windowMs });
  }

  /** Drops ended windows, and the oldest one when none has ended. */
  private prune(now: number) {
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
    if (this.windows.size >= MAX_KEYS) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
  }
}
