/**
 * How many password hashes run at once, and how many may wait. scrypt at production strength
 * takes ~128 MB and a libuv thread for ~0.2 s; unbounded, a flood of sign-ins took every thread
 * and stalled static files for 23 s (issue 13). Two at once leave the other pool threads to the
 * rest of the app; a full queue answers at once instead of piling up.
 */
export const HASH_GATE_LIMITS = { running: 2, waiting: 16 } as const;

export interface HashGate {
  /**
   * A place in line, or null when the line is full (answer 429 at once). The promise resolves
   * with `release` once it is this caller's turn; call `release` when the hash is done.
   */
  enter(): Promise<() => void> | null;
}

export function createHashGate(limits: { running: number; waiting: number } = HASH_GATE_LIMITS): HashGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  // Each caller gets its own release so that calling it twice cannot free two places.
  const once = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release();
    };
  };
  return {
    enter() {
      if (running < limits.running) {
        running += 1;
        return Promise.resolve(once());
      }
      if (waiting.length >= limits.waiting) return null;
      return new Promise((resolve) => waiting.push(() => resolve(once())));
    },
  };
}
