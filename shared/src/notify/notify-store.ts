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

/**
 * The key of the toast store in the page, version 1 of its contract: the shape of NotifyState above. A
 * remote built against a newer `shared` may load its own copy of this module (version skew); every copy
 * finds the one store under this key, so a toast raised anywhere shows in the shell's toaster. A change to
 * the state's shape is a new key (v2), and the toaster reads both until every remote has moved.
 */
const STORE_KEY = Symbol.for('springfield.notify-store.v1');

type NotifyStore = ReturnType<typeof createNotifyStore>;

function createNotifyStore() {
  return create<NotifyState>()((set) => ({
    toasts: [],
    add: (toast) => set((state) => ({ toasts: [...state.toasts, toast].slice(-MAX_VISIBLE_TOASTS) })),
    dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  }));
}

const page = globalThis as typeof globalThis & { [STORE_KEY]?: { store: NotifyStore; nextId: number } };
const shared = (page[STORE_KEY] ??= { store: createNotifyStore(), nextId: 1 });

/** The site's one toast store: the same object in the shell and in every remote, whichever copy of shared. */
export const useNotifyStore: NotifyStore = shared.store;

/** Raise a toast. Returns its id, for dismissToast. */
export function notify(input: NotifyInput): number {
  const id = shared.nextId++;
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
