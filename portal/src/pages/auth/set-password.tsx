/** /set-password?token=… (spec 1 §2): first password of an invited or admin-created user. */
import { TokenPasswordForm } from './token-password-form';

export function SetPasswordPage() {
  return <TokenPasswordForm mode="set" />;
}
