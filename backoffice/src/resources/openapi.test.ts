/**
 * STYLE §1: every backoffice resource has its API path in the committed openapi.json, so a resource can
 * never call a route the server does not serve. The resources are read from App.tsx, where each is declared.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..', '..', '..');
const openapi = JSON.parse(fs.readFileSync(path.join(root, 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const app = fs.readFileSync(path.join(__dirname, '..', 'App.tsx'), 'utf8');
/** Menu entries declared as resources that only hold tabs over other resources (no data of their own). */
const TAB_PAGES = ['reference-values'];
const declared = [...app.matchAll(/<Resource\s+name="([^"]+)"/g)].map((m) => m[1]);
const resources = declared.filter((name) => !TAB_PAGES.includes(name));

/** A path of the document, whatever it calls the id parameter and whether or not it keeps the /api prefix. */
const operations = (p: string) => {
  const pattern = new RegExp(`^(/api)?${p.replace(/\{id\}/g, '\\{[^}]+\\}')}$`);
  const key = Object.keys(openapi.paths).find((k) => pattern.test(k));
  return key ? Object.keys(openapi.paths[key]) : [];
};

describe('backoffice resources in openapi.json', () => {
  it('declares at least the submissions resource', () => {
    expect(resources).toContain('submissions');
  });

  it('keeps the tab pages to those whose tabs are resources served by the API', () => {
    expect(declared).toEqual(expect.arrayContaining(TAB_PAGES));
    for (const name of ['certification-schemes', 'feedstock-certifications', 'incentives', 'parameters'])
      expect(resources).toContain(name);
  });

  it.each(resources)('serves the list and detail of %s', (name) => {
    expect(operations(`/admin/${name}`)).toContain('get');
    expect(operations(`/admin/${name}/{id}`)).toContain('get');
  });

  it('serves the submission review, note and signed-letter calls', () => {
    expect(operations('/admin/submissions/{id}/approve')).toContain('post');
    expect(operations('/admin/submissions/{id}/reject')).toContain('post');
    expect(operations('/admin/submissions/{id}/note')).toContain('put');
    expect(operations('/admin/companies/{id}/signed-letter')).toContain('get');
  });
});
