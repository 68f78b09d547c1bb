import { render, screen } from '@testing-library/react';
import { ExternalLink } from './external-link';
import { externalLinkExamples } from './external-link.examples';

describe('ExternalLink', () => {
  it('opens a new tab without giving it this page, and says so in its name', () => {
    render(
      <ExternalLink href="https://vote.example.gov" className="extra">
        Register Online
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'Register Online (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://vote.example.gov');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('extra');
  });

  it('renders every catalogue example as a link that says it opens a new tab', () => {
    render(
      <>
        {externalLinkExamples.examples.map(({ name, props }) => (
          <ExternalLink key={name} {...props} />
        ))}
      </>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(externalLinkExamples.examples.length);
    for (const link of links) expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
  });
});
