import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('else resolves after a message of its own, with no timer (a stopped clock does not hold it back)', async () => {
    // jsdom has no MessageChannel; Node's behaves as a browser's.
    (globalThis as { MessageChannel?: unknown }).MessageChannel ??= NodeMessageChannel;
    jest.useFakeTimers();
    try {
      const after = jest.fn();
      const waiting = yieldToBrowser().then(after);
      await Promise.resolve();
      expect(after).not.toHaveBeenCalled();
      await waiting;
      expect(after).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
