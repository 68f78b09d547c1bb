/**
 * Lets the browser paint and handle input before the next piece of start-up work, which then runs in a task of
 * its own: without it, work chained by promises that are already resolved (files the page preloaded) runs as
 * one long task. Not a timer: a journey that stops the page's clock would hold a timer back, and with it the
 * app. Browser only (a MessageChannel would keep a Node process alive).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
