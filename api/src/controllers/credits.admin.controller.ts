/**
 * Backoffice BCUs (spec 3 §2.2): list, BCU_download_{timestamp}.xlsx, detail with every tab, the admin edit
 * (spec 3 §5), the note and attachments. Admins write; Auditors only read.
 */
import { inject, type Getter } from '@loopback/core';
import {
  oas,
  del,
  get,
  param,
  patch,
  post,
  put,
  requestBody,
  RestBindings,
  type Request,
  type Response,
} from '@loopback/rest';
import { z } from 'zod';
import {
  ADMIN_CREDIT_PAGE_SIZE,
  ADMIN_CREDIT_SORT_FIELDS,
  AdminCreditDetail,
  AdminCreditFilter,
  CREDIT_VIEW_API,
  CreditAttachment,
  CreditEdit,
  CreditListRow,
  MSG,
  NoteUpdate,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { apiError, parse } from '../http/errors';
import { body, MultipartPassThroughParser } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { contentRangeHeader, responses } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { ATTACHMENT_MAX_BYTES } from '../services/admin/admin-credit.service';
import { creditsXlsxFile, writeCreditsXlsx } from '../services/credits/ledger/credit-xlsx';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { multipartReader } from '../http/uploads';
import { TAG } from '../http/openapi-tags';

const security = [{ jwt: [] }];
const DEFAULTS = { sort: ['updatedAt', 'DESC'] as ['updatedAt', 'DESC'], perPage: ADMIN_CREDIT_PAGE_SIZE };

/** Reads the multipart `file` (an attachment); multer's own refusals become our messages (never a 500). */
const readUpload = multipartReader(
  { files: [{ name: 'file', maxCount: 1 }], limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 0 } },
  ({ code }) => {
    const message = code === 'LIMIT_FILE_SIZE' ? MSG.attachmentTooLarge : MSG.fileNotUploaded;
    return apiError(422, message, [{ path: 'file', message }]);
  },
);

@oas.tags(TAG.adminCredits)
export class CreditsAdminController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get(CREDIT_VIEW_API.admin, {
    summary:
      'Every BCU (react-admin list convention, 50 a page): statuses, created date range, trimmed search on BCU ID, holder and PoS number',
    security,
    responses: responses(
      { schema: z.array(CreditListRow), description: 'A page of BCUs', headers: contentRangeHeader },
      [400, 401, 403, 422],
    ),
  })
  @requires('admin.read')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery(
      { filter, range, sort },
      AdminCreditFilter,
      ADMIN_CREDIT_SORT_FIELDS,
      DEFAULTS,
    );
    return sendPage(
      this.res,
      'credits',
      page.offset,
      await this.services.adminCredits.list(f, page, await this.scope()),
    );
  }

  @get(CREDIT_VIEW_API.adminDownload, {
    summary: 'BCU_download_{timestamp}.xlsx: every BCU under the same filter and sort as the list, streamed',
    security,
    responses: {
      ...responses({ description: 'The workbook' }, [400, 401, 403, 422]),
      200: {
        description: 'BCU_download_{timestamp}.xlsx',
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
            schema: { type: 'string', format: 'binary' },
          },
        },
      },
    },
  })
  @requires('admin.read')
  async download(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery({ filter, sort }, AdminCreditFilter, ADMIN_CREDIT_SORT_FIELDS, DEFAULTS);
    const batches = this.services.adminCredits.batches(f, page, await this.scope());
    const file = creditsXlsxFile(this.services.clock.now());
    this.res.status(200);
    this.res.setHeader('Content-Type', file.contentType);
    this.res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    this.res.setHeader('Cache-Control', 'no-store');
    await writeCreditsXlsx(this.res, batches);
    return this.res;
  }

  @get('/admin/credits/{id}', {
    summary: 'A BCU with every tab (values, info, scope 1, scope 3, events, facilitator), its note and attachments',
    security,
    responses: responses({ schema: AdminCreditDetail, description: 'The BCU' }, [401, 403, 404]),
  })
  @requires('admin.read')
  async detail(@param.path.string('id') id: string) {
    return this.services.adminCredits.detail(uuidOr404(id), await this.scope());
  }

  @patch('/admin/credits/{id}', {
    summary:
      "Changes a BCU's data (only changed fields plus id, spec 3 §5); volume, energy and status change only through the ledger (409 otherwise)",
    security,
    responses: responses({ schema: AdminCreditDetail, description: 'The updated BCU' }, [401, 403, 404, 409, 422]),
  })
  @requires('admin.write')
  async update(@param.path.string('id') id: string, @body(CreditEdit) input: unknown) {
    const a = await this.actor();
    return this.services.adminCredits.update(
      uuidOr404(id),
      parse(CreditEdit, input),
      { userId: a.userId, companyId: a.companyId },
      requestMeta(this.req),
    );
  }

  @put('/admin/credits/{id}/note', {
    summary: 'Sets the admin note of a BCU (at most 1000 characters)',
    security,
    responses: responses({ status: 204, description: 'Saved' }, [401, 403, 404, 422]),
  })
  @requires('admin.write')
  async note(@param.path.string('id') id: string, @body(NoteUpdate) input: unknown) {
    const a = await this.actor();
    await this.services.adminCredits.setNote(
      uuidOr404(id),
      parse(NoteUpdate, input).note,
      { userId: a.userId, companyId: a.companyId },
      requestMeta(this.req),
    );
    this.res.status(204);
  }

  @get('/admin/credits/{id}/attachments', {
    summary: 'The attachments of a BCU',
    security,
    responses: responses({ schema: z.array(CreditAttachment), description: 'Attachments' }, [401, 403, 404]),
  })
  @requires('admin.read')
  async attachments(@param.path.string('id') id: string) {
    await this.services.adminCredits.readable(uuidOr404(id), await this.scope());
    return this.services.adminCredits.attachments(uuidOr404(id));
  }

  @post('/admin/credits/{id}/attachments', {
    summary:
      'Adds an attachment to a BCU (multipart field `file`: PDF, image, text, CSV or Office file, at most 10 MB)',
    security,
    responses: responses({ status: 201, schema: CreditAttachment, description: 'Stored' }, [401, 403, 404, 422]),
  })
  @requires('admin.write')
  async addAttachment(
    @param.path.string('id') id: string,
    @requestBody({
      required: true,
      content: {
        'multipart/form-data': {
          'x-parser': MultipartPassThroughParser,
          schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
        },
      },
    })
    req: Request,
  ) {
    const cid = uuidOr404(id);
    const a = await this.actor();
    const file = (await readUpload(req, this.res)).files.file?.[0];
    const stored = await this.services.adminCredits.addAttachment(
      cid,
      file,
      { userId: a.userId, companyId: a.companyId },
      requestMeta(this.req),
    );
    this.res.status(201);
    return stored;
  }

  @get('/admin/credits/{id}/attachments/{attachmentId}', {
    summary: 'Downloads an attachment of a BCU',
    security,
    responses: {
      ...responses({ description: 'The file' }, [401, 403, 404]),
      200: {
        description: 'The file',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
    },
  })
  @requires('admin.read')
  async downloadAttachment(
    @param.path.string('id') id: string,
    @param.path.string('attachmentId') attachmentId: string,
  ) {
    await this.services.adminCredits.readable(uuidOr404(id), await this.scope());
    const file = await this.services.adminCredits.attachment(uuidOr404(id), uuidOr404(attachmentId));
    this.res.setHeader('Content-Type', file.mimeType);
    this.res.setHeader('Content-Disposition', `attachment; filename="${file.filename.replace(/"/g, '')}"`);
    this.res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    this.res.end(file.content);
    return this.res;
  }

  @del('/admin/credits/{id}/attachments/{attachmentId}', {
    summary: 'Removes an attachment of a BCU',
    security,
    responses: responses({ status: 204, description: 'Removed' }, [401, 403, 404]),
  })
  @requires('admin.write')
  async removeAttachment(@param.path.string('id') id: string, @param.path.string('attachmentId') attachmentId: string) {
    const a = await this.actor();
    await this.services.adminCredits.removeAttachment(
      uuidOr404(id),
      uuidOr404(attachmentId),
      { userId: a.userId, companyId: a.companyId },
      requestMeta(this.req),
    );
    this.res.status(204);
  }

  /** The companies the caller reads here (an Auditor: its own and the granted ones). */
  private async scope() {
    return this.services.auditor.scope(await this.actor());
  }
}
