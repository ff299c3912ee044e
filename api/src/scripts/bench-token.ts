/** An access token of a fresh session for a bench run: access tokens name their refresh family (issue 11.7). */
import { TokenServiceBindings } from '@loopback/authentication-jwt';
import { securityId } from '@loopback/security';
import type { Registry } from '../registry';

export async function benchToken(registry: Registry, userId: string, email: string): Promise<string> {
  const jwt = await registry.server.lb.get(TokenServiceBindings.TOKEN_SERVICE);
  const { sessionId } = await registry.db.tx((tx) => registry.services.auth.issueRefreshToken(tx, userId, 'bench'));
  return jwt.generateToken({ [securityId]: userId, name: 'bench', email, sid: sessionId });
}
