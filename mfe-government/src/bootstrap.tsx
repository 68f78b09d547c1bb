import { mountStandalone } from '@springfield/shared';
import { routes } from './routes';

mountStandalone({
  area: 'Government',
  routes,
  links: [{ to: '/government', label: 'Government' }],
});
