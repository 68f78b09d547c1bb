/**
 * The information pages' addresses (their words are in info-pages.tsx, loaded with the page itself): the routes
 * are declared with these, so the words are not in every page's files.
 */
export const INFO_PATHS = ['/contact', '/accessibility', '/privacy', '/terms', '/language-access'] as const;
