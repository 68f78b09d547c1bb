import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, useNotifyStore, DEFAULT_TOAST_DURATION, MAX_VISIBLE_TOASTS } from './notify-store';
import { Toaster } from './toaster';

function region() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

describe('Toaster', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a toast raised through notify, announced politely', () => {
    render(<Toaster />);
    act(() => {
      notify({
        title: 'Payment Successful',
        description: 'Your payment of $231.53 has been processed successfully.',
      });
    });
    const toast = within(region()).getByRole('status');
    expect(toast).toHaveTextContent('Payment Successful');
    expect(toast).toHaveTextContent('Your payment of $231.53 has been processed successfully.');
    expect(toast).toHaveAttribute('aria-live', 'polite');
  });

  it('announces a destructive toast as an alert', () => {
    render(<Toaster />);
    act(() => {
      notify({
        title: 'Download Failed',
        description: 'Unable to download calendar file.',
        variant: 'destructive',
      });
    });
    expect(within(region()).getByRole('alert')).toHaveTextContent('Download Failed');
  });

  it('dismisses itself after a few seconds', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => {
      notify({ title: 'Saved' });
    });
    act(() => jest.advanceTimersByTime(DEFAULT_TOAST_DURATION - 100));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('stays while the pointer is over it', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => {
      notify({ title: 'Hold on' });
    });
    fireEvent.mouseEnter(within(region()).getByRole('status'));
    act(() => jest.advanceTimersByTime(DEFAULT_TOAST_DURATION * 3));
    expect(screen.getByText('Hold on')).toBeInTheDocument();
    fireEvent.mouseLeave(within(region()).getByRole('status'));
    act(() => jest.advanceTimersByTime(DEFAULT_TOAST_DURATION + 10));
    expect(screen.queryByText('Hold on')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    render(<Toaster />);
    act(() => {
      notify({ title: 'Download Complete' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close notification: Download Complete' }));
    expect(screen.queryByText('Download Complete')).not.toBeInTheDocument();
  });

  it('moves focus to the newest notifications with F8, and Escape dismisses the focused one', async () => {
    render(<Toaster />);
    act(() => {
      notify({ title: 'Registration Successful!' });
    });
    await userEvent.keyboard('{F8}');
    const toast = within(region()).getByRole('status');
    expect(toast).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Registration Successful!')).not.toBeInTheDocument();
  });

  it('is swiped away by a horizontal drag, and springs back from a short one', () => {
    render(<Toaster />);
    act(() => {
      notify({ title: 'Swipe me' });
    });
    const toast = within(region()).getByRole('status');
    fireEvent.pointerDown(toast, { pointerId: 1, clientX: 100 });
    fireEvent.pointerMove(toast, { pointerId: 1, clientX: 130 });
    fireEvent.pointerUp(toast, { pointerId: 1, clientX: 130 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();

    fireEvent.pointerDown(toast, { pointerId: 2, clientX: 100 });
    fireEvent.pointerMove(toast, { pointerId: 2, clientX: 250 });
    fireEvent.pointerUp(toast, { pointerId: 2, clientX: 250 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('keeps at most a few toasts, dropping the oldest', () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= MAX_VISIBLE_TOASTS + 2; i++) notify({ title: `Toast ${i}` });
    });
    expect(useNotifyStore.getState().toasts).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    expect(screen.getByText(`Toast ${MAX_VISIBLE_TOASTS + 2}`)).toBeInTheDocument();
  });
});
