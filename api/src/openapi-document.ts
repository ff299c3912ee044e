/** The OpenAPI document of the application, as served at /api/openapi.json and committed as openapi.json. */
import { BcuApplication } from './application';
import { loadConfig } from './config';
import { PostgresDataSource } from './datasources';
import { createServices } from './services';

/** Boots the application without a database (nothing connects until a query runs) and reads its spec. */
export async function buildOpenApiDocument(): Promise<object> {
  const config = loadConfig({ jwtSecret: 'openapi-only', serveApps: false });
  const dataSource = new PostgresDataSource('postgres://openapi@127.0.0.1:1/none', 1, true);
  const app = new BcuApplication(config, dataSource, createServices(config, dataSource));
  await app.boot();
  const spec = await app.restServer.getApiSpec();
  await dataSource.disconnect();
  return spec;
}

export const serialise = (doc: object) => `${JSON.stringify(doc, null, 2)}\n`;
