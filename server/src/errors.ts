// What the server reads of a caught value: whatever was thrown is `unknown` (an Error, an error of another
// realm such as a render thread's or a backend's, or anything else), so its fields are read only once checked.

/** Whether `value` is an object whose fields can be read (not null). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The `message` of what was thrown (an Error's, or any object's), undefined when it has none. */
export function messageOf(error: unknown): string | undefined {
  if (!isObject(error) || error.message === undefined) return undefined;
  return String(error.message);
}

/** A field of what was thrown (`code`, `status`, `brokenBuild` …), undefined when it has none. */
export function fieldOf(error: unknown, name: string): unknown {
  return isObject(error) ? error[name] : undefined;
}
