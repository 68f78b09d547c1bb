import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryFilters, categoryFromAddress, ListForm } from './category-filters';

const options = [
  { value: 'all', label: 'All' },
  { value: 'council', label: 'City Council' },
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
    const council = screen.getByRole('button', { name: 'City Council (4)' });
    expect(council).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(council);
    expect(onChange).toHaveBeenCalledWith('council');
  });

  it('makes Enter in the form’s text box send the chosen category, not the first button', async () => {
    const onChange = jest.fn();
    const { container } = render(
      <ListForm action="/events">
        <input type="search" aria-label="Search" name="q" />
        <CategoryFilters
          label="Filter events by category"
          options={options}
          value="council"
          onChange={onChange}
          counts={{ all: 15, council: 4 }}
          shownCount={4}
        />
      </ListForm>,
    );
    // The form's first submit button (its default button) is hidden and names the chosen category.
    const defaultButton = container.querySelector('form button[type="submit"]');
    expect(defaultButton).not.toBeVisible();
    expect(defaultButton).toHaveAttribute('name', 'category');
    expect(defaultButton).toHaveAttribute('value', 'council');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'budget{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names no category in the default button when the first option ("all") is chosen', () => {
    const { container } = render(
      <CategoryFilters
        label="Filter events by category"
        options={options}
        value="all"
        onChange={jest.fn()}
        counts={{ all: 15, council: 4 }}
        shownCount={15}
      />,
    );
    expect(container.querySelector('button[hidden]')).not.toHaveAttribute('name');
  });
});

describe('categoryFromAddress', () => {
  it('finds an option by its value, or by its label in any case', () => {
    expect(categoryFromAddress(options, 'council')).toBe('council');
    expect(categoryFromAddress(options, 'City Council')).toBe('council');
    expect(categoryFromAddress(options, ' city council ')).toBe('council');
  });

  it('falls back to the first option for no category or one the list does not have', () => {
    expect(categoryFromAddress(options, null)).toBe('all');
    expect(categoryFromAddress(options, '')).toBe('all');
    expect(categoryFromAddress(options, 'nonsense')).toBe('all');
    expect(categoryFromAddress(options, '<script>')).toBe('all');
    expect(categoryFromAddress(options, 'constructor')).toBe('all');
  });
});
