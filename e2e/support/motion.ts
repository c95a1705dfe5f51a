/**
 * In-page source of a function that answers the animations of a document still moving toward an
 * end (a toast sliding or fading in, a menu closing); a spinner's endless turn is not one. The axe
 * watcher, the journeys' wait for a page at rest and WebKit's narrow frame run it in the page.
 */
export const MOVING_IN = `((doc) => doc.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity))`;
