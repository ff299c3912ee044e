/** The banner switches of the landing page (spec 1 §2, spec 3 §2.6: text values 'true' or 'false'). */
import type { ParameterSetting } from '../../contracts';
import type { SettingsRepository } from '../../repositories';

export class ParameterService {
  constructor(private readonly settings: SettingsRepository) {}

  /** Every switch with its stored value. */
  list(): Promise<ParameterSetting[]> {
    return this.settings.findParameters();
  }
}
