/** The banner switches of the landing page (spec 1 §2, spec 3 §2.6: text values 'true' or 'false'). */
import type { ParameterSetting } from '../../contracts';
import type { Database } from '../../db/database';

export class ParameterService {
  constructor(private readonly db: Database) {}

  /** Every switch with its stored value. */
  list(): Promise<ParameterSetting[]> {
    return this.db.rows<ParameterSetting>('SELECT key, value FROM settings_parameters ORDER BY key');
  }
}
