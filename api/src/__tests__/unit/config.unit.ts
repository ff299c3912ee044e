import { expect } from 'chai';
import { JWT_SECRET_REQUIRED, loadConfig } from '../../config';

/** Issue 15.1: instances on a shared database must agree on the secret, so none invents its own. */
describe('configuration: the JWT secret', () => {
  const saved = { url: process.env.DATABASE_URL, secret: process.env.JWT_SECRET };
  afterEach(() => {
    for (const [key, value] of [
      ['DATABASE_URL', saved.url],
      ['JWT_SECRET', saved.secret],
    ] as const)
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  });

  it('refuses to start on DATABASE_URL without JWT_SECRET, saying why', () => {
    process.env.DATABASE_URL = 'postgres://bcu@db.example:5432/bcu';
    delete process.env.JWT_SECRET;
    expect(() => loadConfig()).to.throw(JWT_SECRET_REQUIRED);
  });

  it('takes JWT_SECRET from the environment on DATABASE_URL', () => {
    process.env.DATABASE_URL = 'postgres://bcu@db.example:5432/bcu';
    process.env.JWT_SECRET = 'shared-secret-of-all-instances';
    expect(loadConfig().jwtSecret).to.equal('shared-secret-of-all-instances');
  });
});
