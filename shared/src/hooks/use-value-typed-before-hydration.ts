import { useImperativeHandle, useLayoutEffect, useRef, type Ref, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A server-rendered form works before its script has run: a visitor can type, choose and tick in it. When the
 * page hydrates, React 19 leaves what was typed in the box but not in the component's state (its own replay of
 * those changes is behind a flag in this version), so the next render would wipe it and a submit would find the
 * field empty. This hook reads the control once, when it is first committed, and hands any value that differs
 * from the component's to `onChange`, as if the visitor had typed it just then. On a page rendered in the
 * browser the control always holds the component's value, and nothing happens.
 *
 * Returns the ref to put on the control (or on a radio group's fieldset); `forwarded` (the component's own `ref` prop) still receives it.
 */
export function useValueTypedBeforeHydration<E extends Element, V>(
  value: V,
  read: (control: E) => V | undefined,
  onChange: (value: V) => void,
  forwarded?: Ref<E>,
): RefObject<E | null> {
  const control = useRef<E | null>(null);
  // A layout effect, children before parents: it runs before any parent's effect can re-render the control with
  // the old value and overwrite what the visitor typed.
  useLayoutEffect(() => {
    if (!control.current) return;
    const typed = read(control.current);
    if (typed !== undefined && typed !== value) onChange(typed);
    // Once, on the first commit: from then on every change reaches onChange through React.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The component's own `ref` prop still reaches the control.
  useImperativeHandle(forwarded, () => control.current as E, []);
  return control;
}

/** What a text box, text area or select holds now. */
export const currentValue = (control: Control): string => control.value;

/** Whether a checkbox is ticked now. */
export const currentlyChecked = (control: HTMLInputElement): boolean => control.checked;

/** The value of the radio ticked now inside a group (a fieldset), if any. */
export const checkedRadioValue = (group: Element): string | undefined =>
  group.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
