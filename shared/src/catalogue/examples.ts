import type { ComponentType } from 'react';

/**
 * One named state of a shared component, as data: the props it is drawn with. Each component keeps its
 * examples beside it (`<name>.examples.tsx`), the way govuk-frontend keeps a component's fixtures; the
 * design-system catalogue draws every example, and its screenshot journey compares each one with the
 * accepted image, so a change to a component is seen before it ships.
 */
export interface ComponentExample<P> {
  /** What this example shows, e.g. "Primary", "Disabled", "With an error". Unique within the component. */
  name: string;
  props: P;
}

/** Every example of one shared component. */
export interface ComponentExamples<P = never> {
  /** The component's name as exported from `@springfield/shared`, e.g. "Button". */
  title: string;
  /** One line on what the component is for and when to use it. */
  description: string;
  component: ComponentType<P>;
  examples: ComponentExample<P>[];
}

/** Keeps the props of the examples checked against the component's own props. */
export function defineExamples<P>(examples: ComponentExamples<P>): ComponentExamples<P> {
  return examples;
}
