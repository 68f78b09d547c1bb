import { mountStandalone } from '@springfield/shared';
import { routes } from './routes';

mountStandalone({
  area: 'Programs & Community',
  routes,
  links: [
    { to: '/programs', label: 'Programs & Initiatives' },
    { to: '/volunteer', label: 'Volunteer' },
    { to: '/feedback', label: 'Feedback' },
    { to: '/faq/parking-permit', label: 'Parking Permits' },
    { to: '/faq/voter-registration', label: 'Voter Registration' },
  ],
});
