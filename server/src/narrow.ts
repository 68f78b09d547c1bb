// Reading values whose type is unknown: what was thrown (an Error, an error of another realm such as a render
// thread's or a backend's, or anything else), parsed JSON, what a build's module exports. Their fields are read
// only once checked.

/** Whether `value` is an object whose fields can be read (not null; an array is one too). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether `value` can be called; what it answers is unknown until checked. */
export const isFunction = (value: unknown): value is (...args: unknown[]) => unknown =>
  typeof value === 'function';

/** The `message` of what was thrown (an Error's, or any object's), undefined when it has none. */
export function messageOf(error: unknown): string | undefined {
  if (!isObject(error) || error.message === undefined) return undefined;
  return String(error.message);
}

/** A field of what was thrown (`code`, `status`, `brokenBuild` …), undefined when it has none. */
export function fieldOf(error: unknown, name: string): unknown {
  return isObject(error) ? error[name] : undefined;
}
