import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Button, ButtonLink } from './button';
import { buttonExamples, buttonLinkExamples } from './button.examples';

describe('Button', () => {
  it('is a plain button that does not submit a form unless asked to', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Open</Button>
        <Button variant="primary" type="submit">
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('draws its variant, size and width with the shared classes, secondary and medium by default', () => {
    render(
      <>
        <Button>Cancel</Button>
        <Button variant="danger" size="small" block className="extra">
          Remove
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('sf-btn sf-btn--secondary');
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveClass(
      'sf-btn sf-btn--danger sf-btn--small sf-btn--block extra',
    );
  });

  it('keeps its accessible name from the label, not the icon', () => {
    render(<Button icon={<svg aria-hidden="true" />}>Share</Button>);
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it('while loading is busy and cannot be pressed again', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('is a router link with `to` and a plain link with `href`, both drawn as buttons', () => {
    render(
      <MemoryRouter>
        <ButtonLink variant="primary" to="/volunteer">
          Volunteer
        </ButtonLink>
        <ButtonLink href="tel:+15550100">Call</ButtonLink>
      </MemoryRouter>,
    );
    const page = screen.getByRole('link', { name: 'Volunteer' });
    expect(page).toHaveAttribute('href', '/volunteer');
    expect(page).toHaveClass('sf-btn sf-btn--primary');
    const phone = screen.getByRole('link', { name: 'Call' });
    expect(phone).toHaveAttribute('href', 'tel:+15550100');
    expect(phone).toHaveClass('sf-btn sf-btn--secondary');
  });

  it('with `external` opens another site in a new tab and says so', () => {
    render(
      <ButtonLink variant="primary" href="https://vote.example.gov" external>
        Register Online
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Register Online (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('sf-btn sf-btn--primary');
  });
});

describe('Button and ButtonLink examples', () => {
  it('render every example with a name the catalogue can show', () => {
    render(
      <MemoryRouter>
        {buttonExamples.examples.map(({ name, props }) => (
          <Button key={name} {...props} />
        ))}
        {buttonLinkExamples.examples.map(({ name, props }) => (
          <ButtonLink key={name} {...props} />
        ))}
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(buttonExamples.examples.length);
    expect(screen.getAllByRole('link')).toHaveLength(buttonLinkExamples.examples.length);
  });
});
