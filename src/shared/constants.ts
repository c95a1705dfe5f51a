/** Interface constants of spec 000 section 9, read by the client and, where relevant, the server. */
export const TOAST_DURATION_MS = 9000;
export const TEXT_INPUT_DEBOUNCE_MS = 400;
/** Below this window width the sidebar starts closed. */
export const MOBILE_BREAKPOINT_PX = 450;
export const PRODUCT_NAME = 'Selvage';
