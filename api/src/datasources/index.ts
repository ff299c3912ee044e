export * from './postgres.datasource';
export * from './transaction';
export * from './listener';
export * from './prepared-statements';
