import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '@springfield/shared/testing';
import { DepartmentsRecordPage } from './departments-record-page';

describe('DepartmentsRecordPage', () => {
  it('heads the page under Departments with the way back, then the side and main columns', () => {
    renderWithRouter(
      <DepartmentsRecordPage title="Parks & Recreation" description="Parks and pools." aside={<p>Call us</p>}>
        <p>Services</p>
        <p>Staff</p>
      </DepartmentsRecordPage>,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Departments' })).toHaveAttribute('href', '/departments');
    expect(screen.getByRole('link', { name: /Back to Departments/ })).toHaveAttribute('href', '/departments');
    expect(screen.getByRole('heading', { level: 1, name: 'Parks & Recreation' })).toBeInTheDocument();
    expect(screen.getByText('Call us').parentElement).toHaveClass('sp-layout__aside');
    expect(screen.getByText('Staff').parentElement).toHaveClass('sp-layout__main');
  });
});
