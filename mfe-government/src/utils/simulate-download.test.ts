import { useNotifyStore } from '@springfield/shared';
import { DOWNLOAD_DELAY_MS, simulateDownload } from './simulate-download';

const toasts = () => useNotifyStore.getState().toasts.map((t) => [t.title, t.description, t.variant]);

describe('simulateDownload', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces the start at once and the completion after 2 seconds', () => {
    simulateDownload('FY2025 Adopted Budget');
    expect(toasts()).toEqual([
      ['Download Started', 'FY2025 Adopted Budget is being prepared for download.', 'default'],
    ]);
    jest.advanceTimersByTime(DOWNLOAD_DELAY_MS - 1);
    expect(toasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toasts()[1]).toEqual([
      'Download Complete',
      'FY2025 Adopted Budget has been downloaded successfully.',
      'success',
    ]);
  });

  it('can be cancelled before it completes', () => {
    const cancel = simulateDownload('Meeting Agenda');
    cancel();
    jest.advanceTimersByTime(DOWNLOAD_DELAY_MS);
    expect(toasts()).toHaveLength(1);
  });
});
