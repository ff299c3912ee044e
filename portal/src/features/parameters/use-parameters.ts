/** The landing page's banner switches (`GET /api/parameters` → [{ key, value: 'true' | 'false' }]). */
import { useEffect, useState } from 'react';
import { PUBLIC_API, type ParameterKey, type ParameterSetting } from '@bcu/api/contracts';
import { api } from '../../api/http';

export type Switches = Partial<Record<ParameterKey, boolean>>;

/** A switch is on only when its stored text is exactly 'true' (spec 1 §2). */
export function toSwitches(rows: readonly ParameterSetting[] | undefined): Switches {
  return Object.fromEntries((rows ?? []).map((r) => [r.key, r.value === 'true'])) as Switches;
}

export function useParameters(): Switches {
  const [switches, setSwitches] = useState<Switches>({});
  useEffect(() => {
    let alive = true;
    api<ParameterSetting[]>(PUBLIC_API.parameters, { auth: false })
      .then((rows) => alive && setSwitches(toSwitches(rows)))
      .catch(() => undefined); // banners are optional: without the answer none shows
    return () => {
      alive = false;
    };
  }, []);
  return switches;
}
