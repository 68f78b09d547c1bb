import { sharedWord } from '../i18n/words';
import './primitives.css';

export interface LoadingPanelProps {
  label?: string;
  /** Minimum height, so the page does not jump when the content arrives. */
  minHeight?: number | string;
}

/** A polite, screen-reader-announced loading state. */
export function LoadingPanel({ label = sharedWord('loading'), minHeight = 240 }: LoadingPanelProps) {
  return (
    <div className="sf-loading" role="status" aria-live="polite" style={{ minHeight }}>
      <span className="sf-loading__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
