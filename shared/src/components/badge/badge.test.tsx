import { render, screen } from '@testing-library/react';
import { Badge } from './badge';
import { badgeExamples } from './badge.examples';

describe('Badge', () => {
  it('draws its tone with the shared classes, neutral by default', () => {
    render(
      <>
        <Badge>Completed</Badge>
        <Badge tone="live" icon={<svg aria-hidden="true" />} className="extra">
          Live Stream
        </Badge>
      </>,
    );
    expect(screen.getByText('Completed')).toHaveClass('sf-badge sf-badge--neutral');
    const live = screen.getByText('Live Stream');
    expect(live).toHaveClass('sf-badge sf-badge--live extra');
    expect(live).toHaveTextContent(/^Live Stream$/);
  });

  it('renders every catalogue example with its words', () => {
    render(
      <>
        {badgeExamples.examples.map(({ name, props }) => (
          <Badge key={name} {...props} />
        ))}
      </>,
    );
    for (const { props } of badgeExamples.examples) {
      expect(screen.getByText(props.children as string)).toHaveClass(`sf-badge--${props.tone}`);
    }
  });
});
