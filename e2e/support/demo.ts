/**
 * Demo logins seeded on an empty database (api/src/scripts/seed.ts) that the journeys use — development data
 * only, never present in production. E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD override them.
 */
export const DEMO_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@bcu-registry.local',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin#2026',
  company: 'BCU Registry Admin',
};
