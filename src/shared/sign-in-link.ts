/**
 * A one-time sign-in link (issue 28) signs in on the server and then sends the browser to the
 * client's page that sets the password. That sign-in went through no form that could store the
 * session's expiry (spec 000 section 4: the browser keeps it), so the landing address carries it
 * in this parameter, and the page stores it. Apart from zod's schemas: /login's code reads it.
 */
export const LINK_EXPIRY_PARAM = 'expiry';

/**
 * A link that no longer works, opened in a browser, lands on /login with this parameter, which the
 * page reads as ACCOUNT_MESSAGES.linkInvalid (a page, not the API's JSON answer).
 */
export const LINK_INVALID_PARAM = 'link';
export const LINK_INVALID_VALUE = 'invalid';
/** Where such a link lands: the sign-in page (the client's paths.login). */
export const LINK_INVALID_LANDING = `/login?${LINK_INVALID_PARAM}=${LINK_INVALID_VALUE}`;
