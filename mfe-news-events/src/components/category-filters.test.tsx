import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryFilters } from './category-filters';

const options = [
  { value: 'all', label: 'All' },
  { value: 'council', label: 'Council' },
] as const;

describe('CategoryFilters', () => {
  it('marks the chosen option, shows its filtered count and the others’ fixed counts', async () => {
    const onChange = jest.fn();
    render(
      <CategoryFilters
        label="Filter events by category"
        options={options}
        value="all"
        onChange={onChange}
        counts={{ all: 15, council: 4 }}
        shownCount={9}
      />,
    );
    const group = screen.getByRole('group', { name: 'Filter events by category' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (9)' })).toHaveAttribute('aria-pressed', 'true');
    const council = screen.getByRole('button', { name: 'Council (4)' });
    expect(council).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(council);
    expect(onChange).toHaveBeenCalledWith('council');
  });
});
