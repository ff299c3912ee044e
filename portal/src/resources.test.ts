import { describe, expect, it } from 'vitest';
import { RESOURCE_ROUTES, RESOURCES, permissionFor } from './resources';

describe('routes made from the resources', () => {
  it("gives Refine every page's path and makes one route per resource page", () => {
    for (const route of RESOURCE_ROUTES) {
      const resource = RESOURCES.find((r) => r.name === route.resource);
      expect(resource?.[route.action]).toBe(route.path.replace(/\/\*$/, ''));
    }
    const paths = RESOURCE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('guards a page by its resource permission; only public areas and the credit page skip sign-in', () => {
    const open = RESOURCE_ROUTES.filter((r) => r.public).map((r) => r.path);
    expect(open.sort()).toEqual(['/bcu/:id/*', '/statements']);
    for (const route of RESOURCE_ROUTES.filter((r) => !r.public))
      expect(permissionFor(route.resource, route.action)).toBeTruthy();
    expect(permissionFor('credit-requests', 'create')).toBe('bcu.transfer');
    expect(permissionFor('contacts', 'list')).toBe('operational.read');
  });
});
