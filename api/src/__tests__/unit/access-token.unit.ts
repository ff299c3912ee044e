import { expect } from 'chai';
import { securityId } from '@loopback/security';
import { AccessTokenService } from '../../authorization/access-token';

/**
 * Issue 14 (GET /api/auth's per-request cost): a token already verified is not verified again, yet it is honoured
 * only until its `exp`, as the first verification would, and a token that differs in any byte is verified anew.
 */
describe('access tokens: verified tokens remembered', () => {
  const service = new AccessTokenService('access-token-unit-test-secret', '900');
  const profile = { [securityId]: 'user-1', name: 'A User', email: 'a@b.c', sid: 'session-1' };
  const now = Date.now;
  afterEach(() => (Date.now = now));
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: Error) => e.message,
    );

  it('answers a second verification with the same claims, in a new profile each time', async () => {
    const token = await service.generateToken(profile);
    const first = await service.verifyToken(token);
    const second = await service.verifyToken(token);
    expect(second).to.deep.equal(first);
    expect(second).to.not.equal(first);
    expect(second[securityId]).to.equal('user-1');
    expect(second.sid).to.equal('session-1');
  });

  it('refuses a remembered token once it has expired', async () => {
    const token = await service.generateToken(profile);
    await service.verifyToken(token);
    Date.now = () => now() + 900_000;
    expect(await refusal(service.verifyToken(token))).to.match(/jwt expired/);
  });

  it('verifies a token whose signature differs from a remembered one', async () => {
    const token = await service.generateToken(profile);
    await service.verifyToken(token);
    const [head, body, signature] = token.split('.');
    const forged = `${head}.${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await refusal(service.verifyToken(forged))).to.match(/invalid signature/);
  });
});
