/** The contract module: schemas, enums, messages, limits and the access matrix, shared by API and UIs. */
export * from './enums';
export * from './messages';
export * from './limits';
export * from './geo';
export * from './common';
export * from './accounts';
export * from './auth';
export * from './access';
export * from './admin';
export * from './routes';
export * from './public';
export * from './admin-resources';
export * from './profile';
export * from './company-users';
export * from './fees';
export * from './settings';
export * from './reference';
