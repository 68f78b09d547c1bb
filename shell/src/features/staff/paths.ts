/** The staff frame's own page of "Was this page helpful?" answers (issue 44). */
export const STAFF_HELPFUL_PATH = '/staff/helpful';
