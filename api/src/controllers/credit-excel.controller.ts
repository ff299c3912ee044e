/**
 * BCU registration by Excel (spec 2 §2.13, §7): the template per product source and the upload parsed into the
 * wizard's values. Only those who may register BCUs (Secondary users of Supplier companies) reach either.
 */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, post, requestBody, RestBindings, type Request, type Response } from '@loopback/rest';
import {
  CREDIT_EXCEL_API,
  EXCEL_MAX_BYTES,
  ExcelSource,
  ExcelUploadResult,
  MSG,
  REGISTRATION_STATUS_API,
  RegistrationStatus,
  XLSX_MIME,
  templateFileName,
} from '../contracts';
import type { Services } from '../services';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { KEYS } from '../keys';
import { apiError } from '../http/errors';
import { MultipartPassThroughParser } from '../http/zod-openapi';
import { responses } from '../http/responses';
import { requires } from '../authorization/requires';
import type { ExcelUpload } from '../services/credits/registration/excel-registration.service';
import { multipartReader } from '../http/uploads';
import type { UploadedFile } from '../services/platform/file-storage.service';
import { TAG } from '../http/openapi-tags';

/** Reads the multipart `file`; multer's own refusals become our messages (never a 500). */
const readUpload = multipartReader<UploadedFile & ExcelUpload>(
  { files: [{ name: 'file', maxCount: 1 }], limits: { fileSize: EXCEL_MAX_BYTES, files: 1, fields: 0, parts: 1 } },
  ({ code }) => {
    const message = code === 'LIMIT_FILE_SIZE' ? MSG.excelTooLarge : MSG.excelFileRequired;
    return apiError(422, message, [{ path: 'file', message }]);
  },
);

function source(value: string | undefined): ExcelSource {
  const r = ExcelSource.safeParse(value);
  if (!r.success) throw apiError(422, MSG.excelSourceInvalid, [{ path: 'source', message: MSG.excelSourceInvalid }]);
  return r.data;
}

@oas.tags(TAG.registration)
export class CreditExcelController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get(REGISTRATION_STATUS_API, {
    summary:
      "Whether the caller's company may register BCUs now: its certificate validity end date and whether it has passed",
    security: [{ jwt: [] }],
    responses: responses({ schema: RegistrationStatus, description: 'Registration status' }, [401, 403]),
  })
  @requires('bcu.register')
  async status(): Promise<RegistrationStatus> {
    return this.services.registrationStatus.status((await this.actor()).companyId);
  }

  @get(CREDIT_EXCEL_API.template, {
    summary: 'The BCU registration template for a product source: BCU_Registration_Template_{Acquired|Produced}.xlsx',
    security: [{ jwt: [] }],
    responses: {
      ...responses({ description: 'The template' }, [401, 403, 422]),
      200: { description: 'The template', content: { [XLSX_MIME]: { schema: { type: 'string', format: 'binary' } } } },
    },
  })
  @requires('bcu.register')
  async template(@param.query.string('source') sourceParam: string | undefined) {
    const s = source(sourceParam);
    const buffer = await this.services.excelRegistration.template(s);
    this.res.setHeader('Content-Type', XLSX_MIME);
    this.res.setHeader('Content-Disposition', `attachment; filename="${templateFileName(s)}"`);
    this.res.setHeader('Cache-Control', 'no-store');
    this.res.end(buffer);
    return this.res;
  }

  @post(CREDIT_EXCEL_API.upload, {
    summary:
      'Parses one filled registration template (multipart `file`, .xlsx, at most 10 MB) into the wizard values; the registration is data[0]',
    security: [{ jwt: [] }],
    responses: responses({ schema: ExcelUploadResult, description: 'The parsed values' }, [401, 403, 422]),
  })
  @requires('bcu.register')
  async upload(
    @param.query.string('source') sourceParam: string | undefined,
    @requestBody({
      required: true,
      content: {
        'multipart/form-data': {
          'x-parser': MultipartPassThroughParser,
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', format: 'binary', description: 'The filled template (.xlsx, at most 10 MB)' },
            },
          },
        },
      },
    })
    req: Request,
  ) {
    const s = source(sourceParam);
    const file = (await readUpload(req, this.res)).files.file?.[0];
    return this.services.excelRegistration.parse(s, file);
  }
}
