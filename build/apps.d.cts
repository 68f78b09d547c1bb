export * from '@springfield/server/apps';
