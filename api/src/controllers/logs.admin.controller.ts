/** Backoffice Logs List (spec 3 §2.5): list, one row, logs.csv, the action names, and the hash-chain check. */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, RestBindings, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  AuditVerification,
  LOG_CSV_COLUMNS,
  LOG_SORT_FIELDS,
  LogEntry,
  LogFilter,
  type LogSortField,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { notFound } from '../http/errors';
import { responses } from '../http/responses';
import { type ListResource, csvResponses, listResponses, sendListCsv, sendListPage } from '../http/list-endpoint';
import { logCsvCells } from '../services/admin/admin-log.service';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];
const LOGS: ListResource<typeof LogFilter, LogSortField> = {
  name: 'logs',
  filter: LogFilter,
  sortFields: LOG_SORT_FIELDS,
  defaults: { sort: ['createdAt', 'DESC'], perPage: 50 },
};
const LOGS_CSV = { filename: 'logs.csv', columns: LOG_CSV_COLUMNS, cells: logCsvCells };

@oas.tags(TAG.adminLogs)
export class LogsAdminController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get('/admin/logs', {
    summary: 'The action log (react-admin list convention): action, kind, date range, search; default newest first',
    security,
    responses: listResponses(LogEntry, 'A page of log rows'),
  })
  @requires('admin.read')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    return sendListPage(this.res, LOGS, { filter, range, sort }, async (f, page) =>
      this.services.adminLogs.list(f, page, await this.scope()),
    );
  }

  @get('/admin/logs/export', {
    summary: 'logs.csv: every log row under the same filter and sort as the list, streamed',
    security,
    responses: csvResponses('logs.csv'),
  })
  @requires('admin.read')
  async export(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    return sendListCsv(this.res, LOGS, { filter, sort }, LOGS_CSV, async (f, page) =>
      this.services.adminLogs.batches(f, page, await this.scope()),
    );
  }

  @get('/admin/logs/actions', {
    summary: 'The distinct actions in the log (choices of the action filter)',
    security,
    responses: responses({ schema: z.array(z.string()), description: 'Action names, sorted' }, [401, 403]),
  })
  @requires('admin.read')
  actions() {
    return this.services.adminLogs.actions();
  }

  @get('/admin/logs/{id}', {
    summary: 'One log row',
    security,
    responses: responses({ schema: LogEntry, description: 'The log row' }, [401, 403, 404]),
  })
  @requires('admin.read')
  async one(@param.path.string('id') id: string) {
    if (!/^\d{1,18}$/.test(id)) throw notFound();
    return this.services.adminLogs.one(id, await this.scope());
  }

  @get('/admin/audit/verify', {
    summary: 'Recomputes the hash chain of the action log and names the first altered row',
    security,
    responses: responses({ schema: AuditVerification, description: 'The result of the check' }, [401, 403]),
  })
  @requires('admin.read')
  verify() {
    return this.services.adminLogs.verify();
  }

  /** The companies the caller reads here (an Auditor: its own and the granted ones). */
  private async scope() {
    return this.services.auditor.scope(await this.actor());
  }
}
