/**
 * Reference data of BCU registration (spec 2 §2.13, §9; spec 3 §2.6): the lists the wizard's selects and the
 * backoffice read. The rows live in the ref_* tables of migration 1763760000200; NUMERIC columns come back as
 * exact strings.
 */
import type { CertificationScheme, ConversionProcess, Feedstock, ReferenceItem } from '../../contracts';
import type { NamedList, ReferenceRepository } from '../../repositories';

export type { NamedList };

export class ReferenceService {
  constructor(private readonly reference: ReferenceRepository) {}

  certificationSchemes(): Promise<CertificationScheme[]> {
    return this.reference.findCertificationSchemes();
  }

  named(list: NamedList): Promise<ReferenceItem[]> {
    return this.reference.findNamedList(list);
  }

  conversionProcesses(): Promise<ConversionProcess[]> {
    return this.reference.findConversionProcesses();
  }

  feedstocks(rawMaterialId?: number): Promise<Feedstock[]> {
    return this.reference.findFeedstocks(rawMaterialId);
  }
}
