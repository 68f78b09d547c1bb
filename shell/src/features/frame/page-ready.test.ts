import { expectPart, PAGE_READY_ATTRIBUTE, PAGE_READY_EVENT, signalPageReady } from './page-ready';

describe('signalPageReady', () => {
  it('marks <html> and fires the event once the frame and every part are in, once', () => {
    const heard = jest.fn();
    window.addEventListener(PAGE_READY_EVENT, heard);
    const widgetIn = expectPart();
    const otherIn = expectPart();
    signalPageReady();
    expect(document.documentElement).not.toHaveAttribute(PAGE_READY_ATTRIBUTE);
    widgetIn();
    widgetIn();
    expect(heard).not.toHaveBeenCalled();
    otherIn();
    expect(document.documentElement).toHaveAttribute(PAGE_READY_ATTRIBUTE);
    signalPageReady();
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener(PAGE_READY_EVENT, heard);
  });
});
