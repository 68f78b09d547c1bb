import { render, screen } from '@testing-library/react';
import { lazyDialog } from './lazy-dialog';

jest.mock('./antd-theme-provider', () => ({
  __esModule: true,
  default: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}));

function HelloDialog({ open }: { open: boolean }) {
  return open ? <div role="dialog" aria-label="Hello" /> : null;
}

describe('lazyDialog', () => {
  it('loads nothing until the dialog is first opened, then shows it', async () => {
    const load = jest.fn(() => Promise.resolve(HelloDialog));
    const { Dialog } = lazyDialog(load);
    const { rerender } = render(<Dialog open={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Dialog open />);
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Dialog open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a loading status while the dialog loads', async () => {
    let resolve: (component: typeof HelloDialog) => void = () => undefined;
    const { Dialog } = lazyDialog(() => new Promise<typeof HelloDialog>((r) => (resolve = r)));
    render(<Dialog open />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    resolve(HelloDialog);
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
  });

  it('preload starts loading before the dialog opens, once', async () => {
    const load = jest.fn(() => Promise.resolve(HelloDialog));
    const { Dialog, preload } = lazyDialog(load);
    preload();
    preload();
    render(<Dialog open />);
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once preloaded, opens in the same render as the click, with no loading status', async () => {
    const { Dialog, preload } = lazyDialog(() => Promise.resolve(HelloDialog));
    await preload();
    render(<Dialog open />);
    expect(screen.getByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
