/**
 * Demo contact lists: the trading demo companies (supplier, intermediary, airline, forwarder, corporate) have each
 * other as contacts both ways, so any of them can transfer to any other; the airline and the corporate let the demo
 * facilitator operate on their behalf. Runs inside the demo seed's transaction.
 */
import type { Tx } from './datasources';

const TRADING = ['Supplier', 'Intermediary', 'Airline', 'Forwarder', 'Corporate'];
const OPERATED_BY_FACILITATOR = ['Airline', 'Corporate'];

export async function seedDemoContacts(tx: Tx): Promise<void> {
  await tx.query(
    `INSERT INTO company_contacts (from_company_id, to_company_id)
     SELECT a.id, b.id FROM companies a JOIN companies b ON a.id <> b.id
     WHERE a.type = ANY($1) AND b.type = ANY($1)
     ON CONFLICT DO NOTHING`,
    [TRADING],
  );
  await tx.query(
    `INSERT INTO company_contacts (from_company_id, to_company_id, is_allow_on_behalf)
     SELECT a.id, f.id, true FROM companies a CROSS JOIN companies f
     WHERE a.type = ANY($1) AND f.type = 'Facilitator'
     ON CONFLICT DO NOTHING`,
    [OPERATED_BY_FACILITATOR],
  );
}
