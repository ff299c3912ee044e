/**
 * Whether a company may register BCUs now (spec 2 §2.13): registration needs a certificate that has not run out,
 * so the wizard shows the certificate's end date and whether that day has passed.
 */
import { isoDay, type RegistrationStatus } from '../../../contracts';
import type { CompanyRepository } from '../../../repositories';
import type { Clock } from '../../platform/clock';

export class RegistrationStatusService {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly clock: Clock,
  ) {}

  /** The certificate validity end date ('yyyy-MM-dd', null without one) and whether it lies before today (UTC). */
  async status(companyId: string): Promise<RegistrationStatus> {
    const end = await this.companies.certificateEndDate(companyId);
    return { certificateEndDate: end, certificationExpired: end !== null && end < isoDay(this.clock.now()) };
  }
}
