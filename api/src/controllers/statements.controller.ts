/**
 * Retirement statement documents (spec 2 §2.6, §7): the statement PDF, a credit's certificate PDF and
 * statements.zip for a selection — public, like the statements list they belong to (anonymity is applied in the
 * documents themselves) — and the signed-in company's own statements for the account panel.
 */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, post, requestBody, RestBindings, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  AccountStatementFilter,
  PublicStatement,
  STATEMENT_API,
  STATEMENT_SORT_FIELDS,
  StatementDownload,
  StatementVerification,
  StatementVerifyQuery,
  toPublicStatement,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { openApiSchema, ContractJsonParser } from '../http/zod-openapi';
import { contentRangeHeader, responses } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { STATEMENTS_ZIP, writeStatementsZip } from '../services/credits/statements/statements-zip';
import type { PdfDocument } from '../services/credits/statements/statement-documents.service';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { apiKeyAccess } from '../authorization/api-key-scope';
import { TAG } from '../http/openapi-tags';

const binary = (type: string, description: string, errors = [404]) => ({
  ...responses({ description }, errors),
  200: { description, content: { [type]: { schema: { type: 'string', format: 'binary' } } } },
});

@oas.tags(TAG.statements)
export class StatementsController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get(STATEMENT_API.pdf, {
    'x-public': true,
    summary: 'The retirement statement as PDF ({RSID}.pdf), rendered once and stored',
    responses: binary('application/pdf', 'The statement PDF'),
  })
  async pdf(@param.path.string('id') statementId: string) {
    return this.sendPdf(await this.services.statementDocuments.statementPdf(uuidOr404(statementId)));
  }

  @get(STATEMENT_API.verify, {
    'x-public': true,
    summary:
      'Verify a statement PDF by its SHA-256: the statement it belongs to (as the public list shows it), or issued false when this registry did not issue it',
    responses: responses({ schema: StatementVerification, description: 'The verification' }, [422]),
  })
  async verify(@param.query.string('sha256') sha256: string | undefined) {
    const q = parse(StatementVerifyQuery, { sha256 });
    return this.services.statements.verify(q.sha256);
  }

  @get(STATEMENT_API.certificate, {
    'x-public': true,
    summary: "A retired credit's certificate as PDF (certificate_{sid}.pdf)",
    responses: binary('application/pdf', 'The certificate PDF'),
  })
  async certificate(@param.path.string('id') statementId: string, @param.path.string('creditId') creditId: string) {
    return this.sendPdf(
      await this.services.statementDocuments.certificatePdf(uuidOr404(statementId), uuidOr404(creditId)),
    );
  }

  @post(STATEMENT_API.download, {
    'x-public': true,
    summary: 'statements.zip: the PDFs of the selected statements',
    responses: binary('application/zip', 'statements.zip', [404, 422]),
  })
  async download(
    @requestBody({
      required: true,
      content: { 'application/json': { schema: openApiSchema(StatementDownload), 'x-parser': ContractJsonParser } },
    })
    raw: unknown,
  ) {
    const { ids } = parse(StatementDownload, raw);
    const docs = await this.services.statementDocuments.statementPdfs(ids);
    this.res.setHeader('Content-Type', 'application/zip');
    this.res.setHeader('Content-Disposition', `attachment; filename="${STATEMENTS_ZIP}"`);
    await writeStatementsZip(docs, this.res);
    return this.res;
  }

  @get(STATEMENT_API.account, {
    summary:
      "The signed-in company's retirement statements with their credits (react-admin list convention); an Auditor names a company it has access to (accountId); not for Intermediary or Supplier accounts",
    ...apiKeyAccess('statements:read'),
    responses: responses(
      { schema: z.array(PublicStatement), description: 'A page of statements', headers: contentRangeHeader },
      [400, 401, 403, 404, 422],
    ),
  })
  @requires('statements.account.read')
  async account(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery({ filter, range, sort }, AccountStatementFilter, STATEMENT_SORT_FIELDS, {
      sort: ['issuedAt', 'DESC'],
      perPage: 10,
    });
    const { accountId, ...rest } = f;
    const companyId = await this.services.statements.readableCompany(await this.actor(), accountId);
    const { rows, total } = await this.services.statements.listForCompany(companyId, rest, page);
    return sendPage(this.res, 'statements', page.offset, { rows: rows.map(toPublicStatement), total });
  }

  private sendPdf(doc: PdfDocument) {
    this.res.setHeader('Content-Type', 'application/pdf');
    this.res.setHeader('Content-Disposition', `attachment; filename="${doc.filename.replace(/[^\w.-]/g, '_')}"`);
    this.res.setHeader('Cache-Control', 'public, max-age=120');
    this.res.end(doc.content);
    return this.res;
  }
}
