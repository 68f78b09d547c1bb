import { useEffect, useState } from 'react';

/** The hidden field every form that stores something carries: its one-time submission key (issue 25). */
export const SUBMISSION_KEY_FIELD = 'submission-key';

/** 128 random bits as hex (crypto.getRandomValues works on plain http too, randomUUID does not). */
export function newSubmissionKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface SubmissionKeyProps {
  /** Changes when the form starts a new submission (after one was accepted): a new key. */
  round?: unknown;
}

/**
 * The form's one-time key, as a hidden field: the same submission sent twice (a double tap, a retry, Back and
 * send again) is stored once and answered with the first result. The server writes one key into the page; the
 * browser draws its own once it runs (a page may be served from a cache to many residents: the server also
 * compares what was typed, so two residents' different submissions are never taken for one).
 */
export function SubmissionKey({ round }: SubmissionKeyProps) {
  const [key, setKey] = useState(newSubmissionKey);
  useEffect(() => setKey(newSubmissionKey()), [round]);
  // The browser's first render keeps the server's key in the page until the effect draws its own.
  // Not readOnly: a hidden input takes no such attribute (W3C checker), and React asks for none on it.
  return <input type="hidden" name={SUBMISSION_KEY_FIELD} value={key} suppressHydrationWarning />;
}
