/** Stored files (uploads, logos, statement PDFs). */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { File } from '../models';
import { SqlRepository } from './sql.repository';

export class FileRepository extends SqlRepository<File, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(File, dataSource);
  }
}
