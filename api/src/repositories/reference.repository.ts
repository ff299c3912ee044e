/** Reference values (feedstocks, schemes, processes, …) of the registration forms. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { RefFeedstock } from '../models';
import { SqlRepository } from './sql.repository';
import type { CertificationScheme, ConversionProcess, Feedstock, ReferenceItem } from '../contracts';

export class ReferenceRepository extends SqlRepository<RefFeedstock, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(RefFeedstock, dataSource);
  }

  /** The certification schemes with their baseline and fuel emission factor as exact decimal text. */
  registrationSchemes() {
    return this.rows<{ id: number; name: string; baselineValue: string; fuelEmissionFactor: string }>(
      `SELECT id, name, baseline_value::text AS "baselineValue", fuel_emission_factor::text AS "fuelEmissionFactor" FROM ref_certification_schemes`,
    );
  }

  /** The names of the feedstock certifications. */
  async feedstockCertificationNames(): Promise<string[]> {
    return (await this.rows<{ name: string }>('SELECT name FROM ref_feedstock_certifications')).map((r) => r.name);
  }

  /** The names of the incentives. */
  async incentiveNames(): Promise<string[]> {
    return (await this.rows<{ name: string }>('SELECT name FROM ref_incentives')).map((r) => r.name);
  }

  /**
   * A registration's named reference values in one round trip (names case-insensitive): whether the product type,
   * chain of custody model and end product exist, the feedstock certification's name, the feedstock with its raw
   * material, and the conversion process.
   */
  async resolveRegistration(r: {
    productType: string;
    chain: string;
    endProduct: string;
    feedstockCertification: string;
    feedstockId: number;
    conversionProcess: string;
  }) {
    return (await this.one<{
      productType: boolean;
      chain: boolean;
      endProduct: boolean;
      feedstockCertification: string | null;
      feedstock: { feedstock: string; rawMaterial: string; rawMaterialId: number } | null;
      conversion: { code: string; name: string } | null;
    }>(
      `SELECT EXISTS (SELECT 1 FROM ref_product_types WHERE lower(name) = lower($1)) AS "productType",
              EXISTS (SELECT 1 FROM ref_chain_of_custody_models WHERE lower(name) = lower($2)) AS chain,
              EXISTS (SELECT 1 FROM ref_end_products WHERE lower(name) = lower($3)) AS "endProduct",
              (SELECT name FROM ref_feedstock_certifications WHERE lower(name) = lower($4) LIMIT 1) AS "feedstockCertification",
              (SELECT json_build_object('feedstock', f.name, 'rawMaterial', r.name, 'rawMaterialId', r.id)
                 FROM ref_feedstocks f JOIN ref_raw_materials r ON r.id = f.raw_material_id WHERE f.id = $5) AS feedstock,
              (SELECT json_build_object('code', code, 'name', name) FROM ref_conversion_processes WHERE lower(code) = lower($6) LIMIT 1) AS conversion`,
      [r.productType, r.chain, r.endProduct, r.feedstockCertification, r.feedstockId, r.conversionProcess],
    ))!;
  }

  /** The certification schemes with their exact baseline and emission factor (NUMERIC as text), CORSIA flagged. */
  findCertificationSchemes(): Promise<CertificationScheme[]> {
    return this.rows<CertificationScheme>(
      `SELECT id, name, baseline_value::text AS "baselineValue", fuel_emission_factor::text AS "fuelEmissionFactor",
              name ILIKE '%corsia%' AS "isCorsia"
         FROM ref_certification_schemes ORDER BY id`,
    );
  }

  /** One of the id-and-name lists, in its order. */
  findNamedList(list: NamedList): Promise<ReferenceItem[]> {
    const { table, order } = NAMED_LISTS[list];
    return this.rows<ReferenceItem>(`SELECT id, name FROM ${table} ORDER BY ${order}`);
  }

  /** The conversion processes, in their order. */
  findConversionProcesses(): Promise<ConversionProcess[]> {
    return this.rows<ConversionProcess>(
      'SELECT id, code, name, astm_annex AS "astmAnnex" FROM ref_conversion_processes ORDER BY sort',
    );
  }

  /** The feedstocks (of one raw material, when given) with their raw material's name, in their order. */
  findFeedstocks(rawMaterialId?: number): Promise<Feedstock[]> {
    return this.rows<Feedstock>(
      `SELECT f.id, f.name, f.raw_material_id AS "rawMaterialId", r.name AS "rawMaterial"
         FROM ref_feedstocks f JOIN ref_raw_materials r ON r.id = f.raw_material_id
        WHERE $1::int IS NULL OR f.raw_material_id = $1
        ORDER BY f.sort`,
      [rawMaterialId ?? null],
    );
  }
}

/** The id-and-name lists, each with its table and order; the only table names these reads put into SQL. */
export const NAMED_LISTS = {
  feedstockCertifications: { table: 'ref_feedstock_certifications', order: 'lower(name), id' },
  incentives: { table: 'ref_incentives', order: 'id' },
  rawMaterials: { table: 'ref_raw_materials', order: 'sort' },
  productTypes: { table: 'ref_product_types', order: 'sort' },
  endProducts: { table: 'ref_end_products', order: 'sort' },
  chainOfCustodyModels: { table: 'ref_chain_of_custody_models', order: 'sort' },
} as const;
export type NamedList = keyof typeof NAMED_LISTS;
