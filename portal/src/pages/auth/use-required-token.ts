/** Pages opened from a mailed link need its token (spec 1 §2, §8: 'Token is required.' and go to login). */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@bcu/api/contracts';
import { useNotify } from '../../features/errors/notify';

export function useRequiredToken(message: string = MSG.tokenRequiredDot): string | undefined {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || undefined;
  const navigate = useNavigate();
  const notify = useNotify();
  useEffect(() => {
    if (!token) {
      notify.message(MSG.error, message);
      navigate('/login', { replace: true });
    }
  }, [token, message, navigate, notify]);
  return token;
}
