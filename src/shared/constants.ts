/** Interface constants of spec 000 section 9, read by the client and, where relevant, the server. */
export const TOAST_DURATION_MS = 9000;
export const TEXT_INPUT_DEBOUNCE_MS = 400;
/** Below this window width the sidebar lies over the page, and starts closed (spec 000 section 2). */
export const MOBILE_BREAKPOINT_PX = 450;
/**
 * Below this width the side menu starts closed and closes after a tap: the page needs the room. A
 * 1280 px screen at 200% zoom is 640 px wide, and the menu's 260 px left a 720 px page too little.
 */
export const SIDEBAR_ROOM_PX = 1000;
export const PRODUCT_NAME = 'Selvage';
