/** /reset-password?token=… (spec 1 §2): the link of the forgot-password mail. */
import { TokenPasswordForm } from './token-password-form';

export function ResetPasswordPage() {
  return <TokenPasswordForm mode="reset" />;
}
