import { notify } from '@springfield/shared';

/** Downloads are simulated and finish after 2 seconds. */
export const DOWNLOAD_DELAY_MS = 2000;

/**
 * Simulates downloading a file: "Download Started" now, "Download Complete" after the delay. Returns a
 * function that cancels the second toast (for a component that unmounts first).
 */
export function simulateDownload(item: string): () => void {
  notify({ title: 'Download Started', description: `${item} is being prepared for download.` });
  const timer = window.setTimeout(() => {
    notify({
      title: 'Download Complete',
      description: `${item} has been downloaded successfully.`,
      variant: 'success',
    });
  }, DOWNLOAD_DELAY_MS);
  return () => window.clearTimeout(timer);
}
