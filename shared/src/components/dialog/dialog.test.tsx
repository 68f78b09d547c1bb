import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button';
import { Dialog, type DialogProps } from './dialog';

function Opener(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open records
      </button>
      <Dialog title="Public Records" open={open} onClose={() => setOpen(false)} {...props}>
        <p>Request any record of the city.</p>
      </Dialog>
    </>
  );
}

/** The Close button of the footer (the close icon in the corner is named Close as well). */
function footerClose(): HTMLElement | undefined {
  return screen
    .queryAllByRole('button', { name: 'Close' })
    .find((button) => !button.classList.contains('ant-modal-close'));
}

describe('Dialog', () => {
  it('is a dialog named by its title, with its body and a Close button', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open records' }));
    const dialog = await screen.findByRole('dialog', { name: 'Public Records' });
    expect(dialog).toHaveTextContent('Request any record of the city.');
    expect(footerClose()).toHaveClass('sf-btn');
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open records' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Public Records' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open records' }));
    await screen.findByRole('dialog');
    await user.click(footerClose()!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes its own actions, or none', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <Opener
        footer={
          <>
            <Button>Cancel</Button>
            <Button variant="primary">Pay Now</Button>
          </>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Open records' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    expect(footerClose()).toBeUndefined();
    unmount();
    render(<Opener footer={null} />);
    await user.click(screen.getByRole('button', { name: 'Open records' }));
    await screen.findByRole('dialog');
    expect(footerClose()).toBeUndefined();
  });

  it('cannot be closed while busy, by Escape or its buttons', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Dialog title="Complete Payment" open busy onClose={onClose}>
        <p>Processing your payment...</p>
      </Dialog>,
    );
    await screen.findByRole('dialog', { name: 'Complete Payment' });
    await user.keyboard('{Escape}');
    expect(footerClose()).toBeDisabled();
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
