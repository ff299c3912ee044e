import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from './index';

/** Every `label="resources.…"` key written in the backoffice's sources. */
function labelKeys(dir: string): string[] {
  const keys: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) keys.push(...labelKeys(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
      for (const m of readFileSync(path, 'utf8').matchAll(/label="(resources\.[^"]+)"/g)) keys.push(m[1]);
  }
  return keys;
}

describe('the label catalogue', () => {
  const keys = labelKeys(join(__dirname, '..'));

  it('holds a text for every label key the screens use', () => {
    expect(keys.length).toBeGreaterThan(300);
    const missing = keys.filter((k) => i18nProvider.translate(k) === k);
    expect(missing).toEqual([]);
  });

  it('gives the specs’ words and the contract’s tab names', () => {
    expect(i18nProvider.translate('resources.credits.labels.scope1Info')).toBe('Scope 1 Info');
    expect(i18nProvider.translate('ra.auth.logout')).toBe('Log Out');
  });
});
