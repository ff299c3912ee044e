/**
 * The demo admin seeded on an empty database (api/src/seed.ts) that the journeys sign in with — development data
 * only. E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD override it.
 */
export const DEMO_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@demo.bcu',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Demo1234!',
  company: 'BCU Registry Administration',
};
