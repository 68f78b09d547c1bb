// Types of floor-pages.cjs, for its tests.
export const FLOOR_ELEMENT_ID: string;
export function withoutScripts(html: string, origin: string): string;
export function withReactAlone(staticHtml: string, scriptUrl: string): string;
