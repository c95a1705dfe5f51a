/** Session and sign-in wording, exactly as spec 000 sections 4 and 8 give it. */
export const SESSION_MESSAGES = {
  notSignedIn: 'Please login.',
  expired: 'Your session has expired. Please login again.',
  signInAgain: 'Please login again.',
  loginServerError: 'Server error, please try again later',
  logoutFailedTitle: 'An error occured.',
  logoutFailedMessage: 'Unable to Logout',
} as const;

export const PAGE_NOT_FOUND = 'Page not found';
