export { ExternalLink, type ExternalLinkProps } from './external-link';
