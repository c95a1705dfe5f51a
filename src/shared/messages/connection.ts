/**
 * A submit that got no answer at all (offline, the server unreachable): instead of the browser's
 * own 'Failed to fetch', what happened to the item and what to do (issue 17 item 7). The draft,
 * its photos and whatever the shop already made are kept, and Retry picks up from there.
 */
export const NO_CONNECTION = 'No connection: your item is kept, retry when back';
