import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { lazyHead, lazyPage } from './lazy-page';

const areaIntl = {
  Provider: ({ children }: { children: ReactNode }) => (
    <section aria-label="area messages">{children}</section>
  ),
};

describe('lazyPage', () => {
  it('gives the page inside the area’s messages, with its action, once what must come with it has loaded', async () => {
    const order: string[] = [];
    const action = () => null;
    const part = lazyPage(
      areaIntl,
      async () => {
        order.push('page');
        return { element: <p>The page</p>, action };
      },
      async () => {
        order.push('head');
      },
    );
    const { element, action: given } = await part();
    render(element);
    expect(screen.getByRole('region', { name: 'area messages' })).toHaveTextContent('The page');
    expect(given).toBe(action);
    expect(order.sort()).toEqual(['head', 'page']);
  });

  it('gives no action to a page without a form', async () => {
    const part = await lazyPage(areaIntl, async () => ({ element: <p>No form</p> }))();
    expect('action' in part).toBe(false);
  });
});

describe('lazyHead', () => {
  it('has no head before it loads, the loaded one after, and loads once', async () => {
    const load = jest.fn(async () => (params: Record<string, string | undefined>) => ({
      description: `Event ${params.id}`,
    }));
    const head = lazyHead(load);
    expect(head.handle.head?.({ id: '1' })).toBeUndefined();
    await Promise.all([head.load(), head.load()]);
    expect(head.handle.head?.({ id: '1' })).toEqual({ description: 'Event 1' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load (a deploy in between, the network)', async () => {
    const load = jest
      .fn<Promise<() => { description: string }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(() => ({ description: 'Loaded' }));
    const head = lazyHead(load);
    await expect(head.load()).rejects.toThrow('offline');
    await head.load();
    expect(head.handle.head?.({})).toEqual({ description: 'Loaded' });
  });
});
