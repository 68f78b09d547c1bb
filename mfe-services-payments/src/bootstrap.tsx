import { mountStandalone } from '@springfield/shared';
import { routes } from './routes';

mountStandalone({
  area: 'Departments, Services & Payments',
  routes,
  links: [
    { to: '/departments', label: 'Departments & Services' },
    { to: '/pay-fines', label: 'Pay Fines & Taxes' },
  ],
});
