/**
 * The ALTCHA bot check (DESIGN §2: self-hosted proof of work). The widget fetches its challenge
 * from the API; once solved its payload string is handed to `onChange` (sent as `captchaToken`).
 */
import { useEffect, useRef } from 'react';
import 'altcha';
import type {} from 'altcha/types/react';
import { API } from '@bcu/api/contracts';
import { API_BASE } from '../../api/http';

interface StateDetail {
  state?: string;
  payload?: string;
}

export function AltchaField({ onChange, label }: { onChange: (payload: string | undefined) => void; label: string }) {
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const handle = (ev: Event) => {
      const detail = (ev as CustomEvent<StateDetail>).detail ?? {};
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : undefined);
    };
    el.addEventListener('statechange', handle);
    return () => el.removeEventListener('statechange', handle);
  }, []);

  return (
    <div role="group" aria-label={label}>
      <altcha-widget ref={ref} challenge={`${API_BASE}${API.captchaChallenge}`} name="captchaToken" />
    </div>
  );
}
