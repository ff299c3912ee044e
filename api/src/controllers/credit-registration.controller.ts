/**
 * BCU registration (spec 2 §2.13, §5, §7): the multipart submit, the PoS number check, and the downloads of the
 * PoS and supplier PDFs (pos_{id}.pdf, supplier_{id}.pdf). Rules live in CreditRegistrationService.
 */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, post, requestBody, RestBindings, type Request, type Response } from '@loopback/rest';
import {
  CREDIT_REGISTRATION_API,
  CreditRegistrationResult,
  LIMITS,
  MSG,
  PosNumberCheck,
  PosNumberExists,
  creditRegistrationSchema,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { apiError, badRequest, parse } from '../http/errors';
import { body, MultipartPassThroughParser, openApiSchema } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { responses } from '../http/responses';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import type { RegistrationFiles } from '../services/credits/registration/credit-registration.service';
import { jsonField, multipartReader } from '../http/uploads';
import { apiKeyAccess } from '../authorization/api-key-scope';
import { IDEMPOTENT } from '../http/idempotency';
import { TAG } from '../http/openapi-tags';

const FILE_FIELDS = ['posFile', 'supplierFile'] as const;

/** Reads `payload` and the two PDFs; multer's own refusals become the spec's file messages (never a 500). */
const readUpload = multipartReader(
  {
    files: FILE_FIELDS.map((name) => ({ name, maxCount: 1 })),
    limits: { fileSize: LIMITS.pdfMaxBytes, files: 2, fields: 3, fieldSize: 1024 * 1024 },
  },
  ({ code, field }) => {
    if (code === 'LIMIT_FILE_SIZE') {
      const path = field ?? 'posFile';
      return apiError(422, MSG.pdfOnlyUpTo10Mb, [{ path, message: MSG.pdfOnlyUpTo10Mb }]);
    }
    if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
      // a file under another name, or two PoS files: the PoS upload is not what the form sends
      const message = field === 'supplierFile' ? MSG.supplierFileInvalid : MSG.posFileInvalid;
      return apiError(422, message, [{ path: field ?? 'posFile', message }]);
    }
    // extra or oversized text fields, a malformed multipart body
    return badRequest(MSG.validationError, [{ path: field ?? 'payload', message: MSG.validationError }]);
  },
);

/** The registration's `payload` and its two PDFs. */
async function readRegistration(req: Request, res: Response): Promise<{ payload: unknown; files: RegistrationFiles }> {
  const { fields, files } = await readUpload(req, res);
  // a file part without a file name arrives as a text field: it has no name or type (spec 2 §5 'Submit checks')
  for (const [name, message] of [
    ['posFile', MSG.posFileInvalid],
    ['supplierFile', MSG.supplierFileInvalid],
  ] as const)
    if (name in fields && !files[name]) throw apiError(422, message, [{ path: name, message }]);
  return {
    payload: jsonField(fields, 'payload'),
    files: { posFile: files.posFile?.[0], supplierFile: files.supplierFile?.[0] },
  };
}

const security = [{ jwt: [] }];
const pdfResponse = {
  ...responses({ description: 'The PDF' }, [401, 404]),
  200: { description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
};

@oas.tags(TAG.registration)
export class CreditRegistrationController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @post(CREDIT_REGISTRATION_API.register, {
    summary:
      'Registers BCUs (multipart: JSON `payload`, `posFile` PDF, optional `supplierFile` PDF); Secondary users of Supplier companies with a valid certification',
    ...apiKeyAccess('requests:write'),
    ...IDEMPOTENT,
    responses: responses(
      { status: 201, schema: CreditRegistrationResult, description: 'Pending registration stored, submission created' },
      [400, 401, 403, 409, 422],
    ),
  })
  @requires('bcu.register')
  async register(
    @requestBody({
      required: true,
      content: {
        'multipart/form-data': {
          'x-parser': MultipartPassThroughParser,
          schema: {
            type: 'object',
            required: ['payload', 'posFile'],
            properties: {
              payload: {
                ...openApiSchema(creditRegistrationSchema({ today: '2000-01-01' })),
                description: 'The registration as a JSON string',
              },
              posFile: { type: 'string', format: 'binary', description: 'Proof of sustainability, PDF, at most 10 MB' },
              supplierFile: {
                type: 'string',
                format: 'binary',
                description: "The supplier's PoS (Acquired source), PDF, at most 10 MB",
              },
            },
          },
        },
      },
    })
    req: Request,
  ) {
    const actor = await this.actor();
    const { payload, files } = await readRegistration(req, this.res);
    const result = await this.services.creditRegistration.register(actor, payload, files, requestMeta(req));
    void this.services.mail.flush();
    this.res.status(201);
    return { ...result, message: MSG.registrationSent };
  }

  @post(CREDIT_REGISTRATION_API.checkPosNumber, {
    summary: 'Whether a PoS number is already registered (any case); Denied registrations free their number',
    ...apiKeyAccess('requests:write'),
    responses: responses({ schema: PosNumberExists, description: 'exists: true when taken' }, [401, 403, 422]),
  })
  @requires('bcu.register')
  async checkPosNumber(@body(PosNumberCheck) input: unknown) {
    return { exists: await this.services.creditRegistration.posNumberExists(parse(PosNumberCheck, input).number) };
  }

  @get('/credits/{id}/pos-file', {
    summary: "A credit's proof of sustainability (pos_{id}.pdf): holder, facilitator, admins and granted auditors",
    security,
    responses: pdfResponse,
  })
  @requires('profile.read')
  posFile(@param.path.string('id') id: string) {
    return this.send(id, 'pos');
  }

  @get('/credits/{id}/supplier-file', {
    summary: "A credit's supplier PoS (supplier_{id}.pdf): holder, facilitator, admins and granted auditors",
    security,
    responses: pdfResponse,
  })
  @requires('profile.read')
  supplierFile(@param.path.string('id') id: string) {
    return this.send(id, 'supplier');
  }

  private async send(id: string, kind: 'pos' | 'supplier') {
    const file = await this.services.creditRegistration.file(await this.actor(), id, kind);
    this.res.setHeader('Content-Type', 'application/pdf');
    this.res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    this.res.setHeader('Cache-Control', 'no-store');
    this.res.end(file.content);
    return this.res;
  }
}
