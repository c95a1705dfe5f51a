/**
 * How many lines a route that anyone may call logs a minute (the browsers' reports): a page in a
 * loop, or anyone on the network, cannot fill the log. Answers whether this one may be logged.
 */
export function perMinuteBudget(perMinute: number, now: () => number): () => boolean {
  const MINUTE_MS = 60_000;
  let windowStart = 0;
  let logged = 0;
  return () => {
    const at = now();
    if (at - windowStart >= MINUTE_MS) {
      windowStart = at;
      logged = 0;
    }
    if (logged >= perMinute) return false;
    logged += 1;
    return true;
  };
}

/** An address as far as its path: a page's query may hold a sign-in link's token, which no log keeps. */
export function withoutQuery(uri: string): string {
  try {
    const url = new URL(uri);
    return `${url.origin}${url.pathname}`;
  } catch {
    // 'inline', 'eval', 'data' and the like: the kind of thing blocked, not an address.
    return uri.split(/[?#]/)[0]!;
  }
}
