import util from 'node:util';
import { expect } from 'chai';
import type { HttpHandler, Request } from '@loopback/rest';
import { BcuApplication } from '../../application';
import { loadConfig } from '../../config';
import { PostgresDataSource } from '../../datasources';
import { createServices } from '../../services';

/**
 * Issue 12 (speed): finding the route of a request costs no more than matching patterns. LoopBack's regexp router
 * formats every route entry it tries with util.inspect for a debug line, even with debugging off (53 entries
 * before /incoming-transactions/{id}/accept: 2–4 ms of CPU per request, a fifth of a receiver's accept).
 */
describe('router: finding a route with path parameters', () => {
  const dataSource = new PostgresDataSource('postgres://router-test@127.0.0.1:1/none', 1, true);
  const config = loadConfig({ jwtSecret: 'router-test-only', serveApps: false });
  const app = new BcuApplication(config, dataSource, createServices(config, dataSource));
  const inspect = util.inspect;
  let formatted = 0;
  // the handler and its routing table are built on first use (formatting each controller's spec once)
  const handler = () => (app.restServer as unknown as { httpHandler: HttpHandler }).httpHandler;
  const find = (method: string, path: string) => handler().findRoute({ method, path, url: path } as unknown as Request);

  before(async () => {
    await app.boot();
    handler();
    util.inspect = Object.assign((...args: Parameters<typeof inspect>) => {
      formatted++;
      return inspect(...args);
    }, inspect);
  });
  after(async () => {
    util.inspect = inspect;
    await dataSource.disconnect();
  });

  it('matches by pattern without formatting the route table', () => {
    formatted = 0;
    const id = '0b6b3d3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    const accept = find('POST', `/incoming-transactions/${id}/accept`);
    const approve = find('POST', `/admin/submissions/${id}/approve`);
    expect(accept.pathParams).to.deep.equal({ id });
    expect(approve.pathParams).to.deep.equal({ id });
    expect(formatted).to.equal(0);
  });

  it('routes a segment named like a built-in property (toString) by pattern, as any other id', () => {
    expect(find('GET', '/connect/companies/toString/logo').pathParams).to.deep.equal({ id: 'toString' });
  });
});
