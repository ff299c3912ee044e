import type { Actor } from '../../contracts';

/** An Active Secondary SystemUser of an Airline, with the given differences: the actor the access tests start from. */
export const actorOf = (overrides: Partial<Actor> = {}): Actor => ({
  role: 'SystemUser',
  type: 'Secondary',
  companyType: 'Airline',
  status: 'Active',
  ...overrides,
});
