import { PAGE_READY_ATTRIBUTE, PAGE_READY_EVENT, signalPageReady } from './page-ready';

describe('signalPageReady', () => {
  it('marks <html> and fires the event once, however often the frame renders', () => {
    const heard = jest.fn();
    window.addEventListener(PAGE_READY_EVENT, heard);
    expect(document.documentElement).not.toHaveAttribute(PAGE_READY_ATTRIBUTE);
    signalPageReady();
    signalPageReady();
    expect(document.documentElement).toHaveAttribute(PAGE_READY_ATTRIBUTE);
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener(PAGE_READY_EVENT, heard);
  });
});
