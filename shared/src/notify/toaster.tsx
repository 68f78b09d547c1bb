import { sharedWord } from '../i18n/words';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { dismissToast, useNotifyStore, type Toast } from './notify-store';
import './toaster.css';

/** The key that moves focus to the notifications, as in Radix and most design systems. */
export const TOASTER_HOTKEY = 'F8';
/** A horizontal swipe longer than this dismisses a toast. */
const SWIPE_THRESHOLD_PX = 80;

export interface ToasterProps {
  hotkey?: string;
}

/** The one place toasts show. The shell renders it once; a remote's standalone host renders it too. */
export function Toaster({ hotkey = TOASTER_HOTKEY }: ToasterProps) {
  const toasts = useNotifyStore((s) => s.toasts);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== hotkey) return;
      event.preventDefault();
      const region = regionRef.current;
      const firstToast = region?.querySelector<HTMLElement>('[data-toast]');
      (firstToast ?? region)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey]);

  return (
    <section
      ref={regionRef}
      className="sf-toaster"
      aria-label={`${sharedWord('notifications')} (${hotkey})`}
      tabIndex={-1}
    >
      {/* A div, not a list: each toast is a live region (status or alert), which a list item may not be. */}
      <div className="sf-toaster__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ startX: number; pointerId: number } | null>(null);

  // Dismisses itself after its duration, but not while a visitor hovers or focuses it (WCAG 2.2.1).
  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.duration]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    drag.current = { startX: event.clientX, pointerId: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setPaused(true);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    setOffset(event.clientX - drag.current.startX);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const distance = event.clientX - drag.current.startX;
    drag.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) {
      dismissToast(toast.id);
    } else {
      setOffset(0);
      setPaused(false);
    }
  };

  const destructive = toast.variant === 'destructive';
  return (
    // A toast is focusable (the F8 hotkey lands on it) and takes Escape and swipes: the pattern of Radix's
    // and other design systems' toasts, announced through its status/alert role.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      data-toast
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={`sf-toast sf-toast--${toast.variant}`}
      // A destructive toast interrupts (alert); the others wait their turn (status).
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      style={
        offset
          ? { transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 200, 0.7) }
          : undefined
      }
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(toast.id);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className="sf-toast__body">
        <p className="sf-toast__title">{toast.title}</p>
        {toast.description ? <p className="sf-toast__description">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className="sf-toast__close"
        aria-label={`Close notification: ${toast.title}`}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
