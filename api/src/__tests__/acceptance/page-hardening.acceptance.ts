/** Issue 11.9: scripts only from same-origin files — no inline script in the CSP, nor in the explorer's page. */
import { expect } from 'chai';
import { givenRegistry, type TestRegistry } from '../support/test-registry';

describe('page hardening: script CSP without inline script (issue 11.9)', function () {
  this.timeout(60_000);
  let t: TestRegistry;
  const directive = (csp: string, name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));

  before(async () => {
    t = await givenRegistry();
  });

  it("allows scripts from this origin only, never 'unsafe-inline' (styles may stay inline)", async () => {
    const csp = (await t.api.get('/api/health').expect(200)).headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).to.equal("script-src 'self'");
    expect(directive(csp, 'style-src')).to.equal("style-src 'self' 'unsafe-inline'");
  });

  it('serves the API explorer without inline script, its start-up code as a same-origin file', async () => {
    const page = await t.api.get('/api/explorer/').expect(200);
    const scripts = [...(page.text as string).matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).to.be.greaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).to.match(/\ssrc="\.\/[\w.-]+\.js"/);
      expect(body.trim()).to.equal('');
    }
    const init = await t.api.get('/api/explorer/explorer-init.js').expect(200);
    expect(init.headers['content-type']).to.match(/javascript/);
    expect(init.text).to.contain("url: '../openapi.json'");
    await t.api.get('/api/explorer/swagger-ui-bundle.js').expect(200);
  });
});
