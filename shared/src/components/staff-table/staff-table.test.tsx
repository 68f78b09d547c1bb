import { render, screen } from '@testing-library/react';
import { StaffTable } from './staff-table';

describe('StaffTable', () => {
  it('is a focusable region named by its table’s caption', () => {
    render(
      <StaffTable id="queue-caption" caption="Open requests">
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </StaffTable>,
    );
    const region = screen.getByRole('region', { name: 'Open requests' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('sf-staff__table');
    expect(screen.getByRole('table', { name: 'Open requests' })).toBeInTheDocument();
  });
});
