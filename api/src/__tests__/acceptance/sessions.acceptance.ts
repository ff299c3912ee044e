/**
 * Issue 11.7: an access token names its session (the refresh family) and works only while that session lives, so
 * logout and a revoked family end access at once; a refresh replayed within the grace window by the same browser
 * (two tabs refreshing together) gets the same new token instead of ending every session.
 */
import { expect } from 'chai';
import { LIMITS } from '../../contracts';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { signIn } from '../support/builders';

describe('sessions: logout, revocation and parallel refreshes (issue 11.7)', function () {
  this.timeout(120_000);
  let t: TestRegistry;
  const UA = 'Mozilla/5.0 (tab test)';
  const me = (token: string) => t.api.get('/api/auth').set('Authorization', `Bearer ${token}`);
  const refresh = (cookie: string, ua = UA) =>
    t.api.post('/api/auth/refresh').set('Cookie', cookie).set('User-Agent', ua);
  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    ((res.headers['set-cookie'] as string[] | undefined) ?? [])
      .find((c) => c.startsWith('bcu_refresh='))
      ?.split(';')[0];
  const session = async () => {
    const s = await signIn(t, 'forwarder.user@demo.bcu', 'Demo1234!');
    // the first refresh records this test's browser with the family
    const r = await refresh(s.cookie).expect(200);
    return { token: r.body.accessToken as string, cookie: cookieOf(r)! };
  };

  before(async () => {
    t = await givenRegistry();
  });
  afterEach(() => t.clock.reset());

  it('ends access at once on logout', async () => {
    const s = await session();
    await me(s.token).expect(200);
    await t.api.post('/api/auth/logout').set('Cookie', s.cookie).expect(204);
    await me(s.token).expect(401);
  });

  it('ends access at once when a replayed refresh token revokes the family', async () => {
    const s = await session();
    const next = await refresh(s.cookie).expect(200);
    await me(next.body.accessToken).expect(200);
    t.clock.advanceHours((LIMITS.refreshReplayGraceSeconds + 1) / 3600);
    await refresh(s.cookie).expect(401); // the old token again, after the grace window: a replay
    await me(next.body.accessToken).expect(401);
    await me(s.token).expect(401);
    await refresh(cookieOf(next)!).expect(401);
  });

  it('answers two tabs refreshing at once with the same new token, and both stay signed in', async () => {
    const s = await session();
    const [a, b] = await Promise.all([refresh(s.cookie), refresh(s.cookie)]);
    expect([a.status, b.status]).to.deep.equal([200, 200]);
    expect(cookieOf(a)).to.equal(cookieOf(b));
    await me(a.body.accessToken).expect(200);
    await me(b.body.accessToken).expect(200);
    const later = await refresh(cookieOf(a)!).expect(200);
    await me(later.body.accessToken).expect(200);
  });

  it('treats the old token from another browser within the grace window as a replay', async () => {
    const s = await session();
    const next = await refresh(s.cookie).expect(200);
    await refresh(s.cookie, 'curl/8.0 (someone else)').expect(401);
    await me(next.body.accessToken).expect(401);
  });
});
