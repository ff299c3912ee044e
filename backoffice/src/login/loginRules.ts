/**
 * The login form's rules from the contract (zod): loaded by the login page when a step is first submitted, so the
 * page's first JavaScript carries neither zod nor the contract's schemas.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CodeCheckRequest, LoginRequest } from '@bcu/api/contracts';

/** Step 1: e-mail and password. */
export const credentialsResolver = zodResolver(LoginRequest);
/** Step 2: the one-time code. */
export const codeResolver = zodResolver(CodeCheckRequest.pick({ otp: true }));
