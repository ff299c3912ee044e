/** Mocha root hooks: the shared test registry is stopped once every test has run. */
import { stopRegistry } from './support/test-registry';

export const mochaHooks = {
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await stopRegistry();
  },
};
