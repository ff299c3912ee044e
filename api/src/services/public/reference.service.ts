/**
 * Reference data of BCU registration (spec 2 §2.13, §9; spec 3 §2.6): the lists the wizard's selects and the
 * backoffice read. The rows live in the ref_* tables of migration 1763760000200; NUMERIC columns come back as
 * exact strings.
 */
import type { CertificationScheme, ConversionProcess, Feedstock, ReferenceItem } from '../../contracts';
import type { Database } from '../../db/database';

/** The id-and-name lists, each with its table and order; the only table names this service puts into SQL. */
const NAMED_LISTS = {
  feedstockCertifications: { table: 'ref_feedstock_certifications', order: 'lower(name), id' },
  incentives: { table: 'ref_incentives', order: 'id' },
  rawMaterials: { table: 'ref_raw_materials', order: 'sort' },
  productTypes: { table: 'ref_product_types', order: 'sort' },
  endProducts: { table: 'ref_end_products', order: 'sort' },
  chainOfCustodyModels: { table: 'ref_chain_of_custody_models', order: 'sort' },
} as const;
export type NamedList = keyof typeof NAMED_LISTS;

export class ReferenceService {
  constructor(private readonly db: Database) {}

  certificationSchemes(): Promise<CertificationScheme[]> {
    return this.db.rows<CertificationScheme>(
      `SELECT id, name, baseline_value::text AS "baselineValue", fuel_emission_factor::text AS "fuelEmissionFactor",
              name ILIKE '%corsia%' AS "isCorsia"
         FROM ref_certification_schemes ORDER BY id`,
    );
  }

  named(list: NamedList): Promise<ReferenceItem[]> {
    const { table, order } = NAMED_LISTS[list];
    return this.db.rows<ReferenceItem>(`SELECT id, name FROM ${table} ORDER BY ${order}`);
  }

  conversionProcesses(): Promise<ConversionProcess[]> {
    return this.db.rows<ConversionProcess>(
      'SELECT id, code, name, astm_annex AS "astmAnnex" FROM ref_conversion_processes ORDER BY sort',
    );
  }

  feedstocks(rawMaterialId?: number): Promise<Feedstock[]> {
    return this.db.rows<Feedstock>(
      `SELECT f.id, f.name, f.raw_material_id AS "rawMaterialId", r.name AS "rawMaterial"
         FROM ref_feedstocks f JOIN ref_raw_materials r ON r.id = f.raw_material_id
        WHERE $1::int IS NULL OR f.raw_material_id = $1
        ORDER BY f.sort`,
      [rawMaterialId ?? null],
    );
  }
}
