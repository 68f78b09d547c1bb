// The one content type every area shares. Each area's own content types live in its package
// (`<area>/src/types/content.ts`), beside the data its pages render.

/** A path inside this site, always starting with "/". */
export type SitePath = `/${string}`;
