import { createPendingAddress } from './pending-address';

describe('pending search address', () => {
  let detach: () => void;
  const pending = createPendingAddress();

  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/search');
    detach = pending.attach();
  });
  afterEach(() => {
    detach();
    jest.useRealTimers();
  });

  it('writes the address at once without a delay', () => {
    pending.write('/search?q=park&area=Government');
    expect(window.location.search).toBe('?q=park&area=Government');
  });

  it('writes the last typed address once typing rests', () => {
    pending.write('/search?q=po', 300);
    jest.advanceTimersByTime(200);
    pending.write('/search?q=pot', 300);
    jest.advanceTimersByTime(299);
    expect(window.location.search).toBe('');
    jest.advanceTimersByTime(1);
    expect(window.location.search).toBe('?q=pot');
  });

  it('writes a waiting address before a click is handled', () => {
    const link = document.body.appendChild(document.createElement('a'));
    let seen = '';
    link.addEventListener('click', () => {
      seen = window.location.search;
    });
    pending.write('/search?q=pothole', 300);
    link.click();
    expect(seen).toBe('?q=pothole');
    link.remove();
  });

  it('forgets a waiting address when history moves or the page goes away', () => {
    pending.write('/search?q=vote', 300);
    window.dispatchEvent(new PopStateEvent('popstate'));
    jest.runAllTimers();
    expect(window.location.search).toBe('');
    pending.write('/search?q=vote', 300);
    detach();
    jest.runAllTimers();
    expect(window.location.search).toBe('');
    detach = pending.attach();
  });
});
