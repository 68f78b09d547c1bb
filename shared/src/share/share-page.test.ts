import { COPY_BY_HAND_TOAST_DURATION, sharePage, shareToast, type SharingNavigator } from './share-page';

const share = {
  title: 'City Council Regular Meeting',
  text: 'City Council Regular Meeting: Tuesday, January 14, 2025',
  url: 'https://www.springfield.gov/events/1',
};

function refusal(name: string): DOMException {
  return new DOMException('refused', name);
}

describe('sharePage', () => {
  it('hands title, text and address to the share sheet where there is one, and copies nothing', async () => {
    const browser = {
      share: jest.fn(() => Promise.resolve()),
      clipboard: { writeText: jest.fn(() => Promise.resolve()) },
    };
    await expect(sharePage(share, browser)).resolves.toBe('shared');
    expect(browser.share).toHaveBeenCalledWith(share);
    expect(browser.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('says cancelled, and copies nothing, when the visitor closes the share sheet', async () => {
    const browser = {
      share: jest.fn(() => Promise.reject(refusal('AbortError'))),
      clipboard: { writeText: jest.fn(() => Promise.resolve()) },
    };
    await expect(sharePage(share, browser)).resolves.toBe('cancelled');
    expect(browser.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('copies the address when the browser has no share sheet', async () => {
    const browser: SharingNavigator = { clipboard: { writeText: jest.fn(() => Promise.resolve()) } };
    await expect(sharePage(share, browser)).resolves.toBe('copied');
    expect(browser.clipboard?.writeText).toHaveBeenCalledWith(share.url);
  });

  it('copies the address when the browser refuses the share for another reason, or says it cannot share it', async () => {
    const refusing = {
      share: jest.fn(() => Promise.reject(refusal('NotAllowedError'))),
      clipboard: { writeText: jest.fn(() => Promise.resolve()) },
    };
    await expect(sharePage(share, refusing)).resolves.toBe('copied');
    const unable = {
      share: jest.fn(() => Promise.resolve()),
      canShare: jest.fn(() => false),
      clipboard: { writeText: jest.fn(() => Promise.resolve()) },
    };
    await expect(sharePage(share, unable)).resolves.toBe('copied');
    expect(unable.share).not.toHaveBeenCalled();
  });

  it('says unavailable when the clipboard refuses or is missing', async () => {
    const refusing = { clipboard: { writeText: jest.fn(() => Promise.reject(refusal('NotAllowedError'))) } };
    await expect(sharePage(share, refusing)).resolves.toBe('unavailable');
    await expect(sharePage(share, {})).resolves.toBe('unavailable');
  });
});

describe('shareToast', () => {
  const url = share.url;

  it('says nothing after the share sheet, shared or cancelled', () => {
    expect(shareToast('shared', url)).toBeNull();
    expect(shareToast('cancelled', url)).toBeNull();
  });

  it('confirms a copied address', () => {
    expect(shareToast('copied', url, 'event')).toEqual({
      title: 'Link Copied',
      description: "The event's address is on your clipboard: paste it to share the event.",
      variant: 'success',
    });
  });

  it('gives the address to copy by hand, long enough to do it', () => {
    const toast = shareToast('unavailable', url);
    expect(toast?.title).toBe('Copy the Link');
    expect(toast?.description).toContain(url);
    expect(toast?.duration).toBe(COPY_BY_HAND_TOAST_DURATION);
  });
});
