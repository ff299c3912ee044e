/** The contract's rules of the login form, loaded when a field is first checked (pages/auth/login.tsx). */
export { LoginRequest, Otp } from '@bcu/api/contracts';
