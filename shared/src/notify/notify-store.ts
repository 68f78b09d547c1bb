import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds before it dismisses itself. */
  duration: number;
}

export interface NotifyInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

interface NotifyState {
  toasts: Toast[];
  add: (toast: Toast) => void;
  dismiss: (id: number) => void;
}

/** How long a toast stays when nobody hovers or focuses it. */
export const DEFAULT_TOAST_DURATION = 5000;
/** More than this and the oldest goes first, so the stack never covers the page. */
export const MAX_VISIBLE_TOASTS = 4;

let nextId = 1;

/**
 * The site's one toast store. `@springfield/shared` is a Module Federation singleton, so this store is the
 * same object in the shell and in every remote: a toast raised anywhere shows in the shell's toaster.
 */
export const useNotifyStore = create<NotifyState>()((set) => ({
  toasts: [],
  add: (toast) => set((state) => ({ toasts: [...state.toasts, toast].slice(-MAX_VISIBLE_TOASTS) })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Raise a toast. Returns its id, for dismissToast. */
export function notify(input: NotifyInput): number {
  const id = nextId++;
  useNotifyStore.getState().add({
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? DEFAULT_TOAST_DURATION,
  });
  return id;
}

export function dismissToast(id: number): void {
  useNotifyStore.getState().dismiss(id);
}

/** Clears every toast; for tests. */
export function resetNotifications(): void {
  useNotifyStore.setState({ toasts: [] });
}
