/** Stored files (uploads, logos, statement PDFs). */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { File } from '../models';
import { SqlRepository } from './sql.repository';
import { prepared } from '../datasources/prepared-statements';
import type { Tx } from '../datasources';

export class FileRepository extends SqlRepository<File, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(File, dataSource);
  }

  /** Stores a file's bytes with their digest; the new file's id. */
  async storeFile(
    f: { kind: string; filename: string; mimeType: string; size: number; sha256: string; content: Buffer },
    tx?: Tx,
  ): Promise<string> {
    const row = await this.one<{ id: string }>(
      prepared(
        'INSERT INTO files (kind, filename, mime_type, size_bytes, sha256, content) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      ),
      [f.kind, f.filename, f.mimeType, f.size, f.sha256, f.content],
      tx,
    );
    return row!.id;
  }

  /** A file's name, type and bytes, if it exists. */
  findFileContent(id: string, tx?: Tx): Promise<{ filename: string; mime_type: string; content: Buffer } | undefined> {
    return this.one('SELECT filename, mime_type, content FROM files WHERE id = $1', [id], tx);
  }

  /** Deletes a file that nothing links to any more (a replaced or removed logo); none is fine. */
  async deleteFile(id: string, tx?: Tx): Promise<void> {
    await this.run('DELETE FROM files WHERE id = $1', [id], tx);
  }
}
