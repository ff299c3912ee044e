export * from './postgres.datasource';
export * from './transaction';
