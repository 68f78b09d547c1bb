import { render, screen } from '@testing-library/react';
import { lazyHead, lazyPage } from './lazy-page';

describe('lazyHead', () => {
  it('has no head until loaded, then the loaded one, loading it once', async () => {
    const load = jest.fn(() =>
      Promise.resolve(({ id }: Readonly<Record<string, string | undefined>>) => ({
        description: `event ${id}`,
      })),
    );
    const head = lazyHead(load);
    expect(head.handle.head?.({ id: '1' })).toBeUndefined();
    await Promise.all([head.load(), head.load()]);
    expect(head.handle.head?.({ id: '1' })).toEqual({ description: 'event 1' });
    await head.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = jest
      .fn<Promise<() => { description: string }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(() => ({ description: 'back' }));
    const head = lazyHead(load);
    await expect(head.load()).rejects.toThrow('offline');
    expect(head.handle.head?.({})).toBeUndefined();
    await head.load();
    expect(head.handle.head?.({})).toEqual({ description: 'back' });
  });
});

describe('lazyPage', () => {
  it('gives the page inside the area’s messages, its action, once what it needs is loaded', async () => {
    const action = () => null;
    let headLoaded = false;
    const lazy = lazyPage(
      () => Promise.resolve({ element: <h1>Events</h1>, action }),
      () => Promise.resolve().then(() => (headLoaded = true)),
    );
    const part = await lazy();
    expect(headLoaded).toBe(true);
    expect(part.action).toBe(action);
    render(part.element);
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  });

  it('gives no action for a page without a form', async () => {
    const part = await lazyPage(() => Promise.resolve({ element: <p>Sent</p> }))();
    expect(part).not.toHaveProperty('action');
  });
});
