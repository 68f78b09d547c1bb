export * from './in-english';
