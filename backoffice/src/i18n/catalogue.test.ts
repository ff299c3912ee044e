import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from './index';

/** A JSX element whose attributes are all plain (`name="…"` or `name={…}` without nesting), e.g. `<Text source="x" />`. */
const PLAIN_ELEMENT = /<[A-Z]\w*((?:\s+\w+(?:="[^"]*"|=\{[^{}<>]*\})?)*)\s*\/?>/g;

/**
 * Every label key the backoffice's sources use: each `label="resources.…"`, and for a field with a `source` and no
 * label of its own, the key react-admin titles it from, `resources.<resource>.fields.<source>` — the resource being
 * the one a `ResourceContextProvider` in the file names, else the folder's under resources/.
 */
function labelKeys(dir: string): string[] {
  const keys: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) keys.push(...labelKeys(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
      const text = readFileSync(path, 'utf8');
      for (const m of text.matchAll(/label="(resources\.[^"]+)"/g)) keys.push(m[1]);
      const resource =
        /ResourceContextProvider value="([^"]+)"/.exec(text)?.[1] ?? /resources[\\/]([^\\/]+)[\\/]/.exec(path)?.[1];
      if (!resource) continue;
      for (const m of text.matchAll(PLAIN_ELEMENT)) {
        const listed = /\bsources=\{\[([^\]]*)\]\}/.exec(m[1])?.[1] ?? ''; // <Texts sources={['a', 'b']} />
        for (const [, each] of listed.matchAll(/'([^']+)'/g)) keys.push(`resources.${resource}.fields.${each}`);
        const source = /\bsource="([^"]+)"/.exec(m[1])?.[1];
        // titled by the <Labeled label="…"> around it, or not titled at all (the search box has a placeholder)
        const titledElsewhere =
          /<Labeled label="[^"]+">\s*$/.test(text.slice(0, m.index)) || m[0].startsWith('<SearchInput');
        if (source && !titledElsewhere && !/\blabel=/.test(m[1])) keys.push(`resources.${resource}.fields.${source}`);
      }
    }
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
