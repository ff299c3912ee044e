/**
 * Demo Registry Connect preferences (spec 3 §2.7) so Discover is not empty on a fresh start: the supplier and the
 * forwarder offer, the airline looks, the intermediary offers anonymously. The corporate company and the facilitator
 * do not take part (the demo journey opts the corporate company in itself).
 */
import type { Queryable } from './db/database';

interface DemoProfile {
  slug: string;
  anonymous?: boolean;
  offer?: { tags: string[]; pitch: string };
  looking?: { tags: string[]; pitch: string };
}

const DEMO_PROFILES: DemoProfile[] = [
  {
    slug: 'supplier',
    offer: {
      tags: ['SAF supply', 'HEFA', 'Book and claim'],
      pitch:
        'Certified sustainable aviation fuel from Norwegian refineries, delivered as BCUs for your Scope 3 claims.',
    },
  },
  {
    slug: 'forwarder',
    offer: { tags: ['Air freight', 'Scope 3 reporting'], pitch: 'Low-emission air cargo across Europe and Asia.' },
    looking: { tags: ['SAF supply', 'Corporate partners'], pitch: 'Suppliers and shippers who want greener freight.' },
  },
  {
    slug: 'airline',
    looking: {
      tags: ['SAF supply', 'Long-term offtake'],
      pitch: 'An Alpine carrier seeking SAF producers for multi-year offtake agreements.',
    },
  },
  {
    slug: 'intermediary',
    anonymous: true,
    offer: { tags: ['BCU trading', 'Portfolio advice'], pitch: 'Brokerage of BCUs between producers and end users.' },
  },
];

/** Writes the demo preferences of the seeded companies (by their demo user e-mails). */
export async function seedDemoConnect(tx: Queryable): Promise<void> {
  for (const p of DEMO_PROFILES) {
    await tx.query(
      `INSERT INTO connect_profiles (company_id, is_discoverable, is_anonymous, is_notify, is_offering, is_looking,
         offer_tags, looking_tags, offer_pitch, looking_pitch, rules_accepted)
       SELECT company_id, true, $2, true, $3, $4, $5, $6, $7, $8, true FROM users WHERE email = $1`,
      [
        `${p.slug}.owner@demo.bcu`,
        !!p.anonymous,
        !!p.offer,
        !!p.looking,
        p.offer?.tags ?? [],
        p.looking?.tags ?? [],
        p.offer?.pitch ?? '',
        p.looking?.pitch ?? '',
      ],
    );
  }
}
