import type { Request } from '@loopback/rest';
import type { RequestMeta } from '../services/accounts/account.service';

export const requestMeta = (req: Request): RequestMeta => ({
  ip: req.ip,
  userAgent: req.get('user-agent') ?? undefined,
});
