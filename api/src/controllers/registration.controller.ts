/** Company applications, e-mail confirmation and invited registration (spec 1 §3–§5). Public endpoints. */
import { inject } from '@loopback/core';
import { oas, post, requestBody, RestBindings, type Request, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  AccountExistence,
  AccountExistenceCheck,
  CompanyApplication,
  EmailConfirmation,
  IdentityConfirmation,
  InviteCheck,
  InvitedRegistration,
  InviteeData,
  LIMITS,
  MSG,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { apiError, parse } from '../http/errors';
import { body, MultipartPassThroughParser, openApiSchema } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { responses } from '../http/responses';
import { assertPdf } from '../services/platform/file-storage.service';
import { jsonField, multipartReader } from '../http/uploads';
import { TAG } from '../http/openapi-tags';

const Message = z.object({ message: z.string() });

/** Reads the multipart application; multer's own failures become the spec's file messages. */
const readUpload = multipartReader(
  {
    files: [{ name: 'signedCompanyLetter', maxCount: 1 }],
    limits: { fileSize: LIMITS.pdfMaxBytes, files: 1, fields: 2, fieldSize: 64 * 1024 },
  },
  ({ code }) => {
    const message = code === 'LIMIT_UNEXPECTED_FILE' ? MSG.invalidFileObject : MSG.invalidPdf;
    return apiError(422, message, [{ path: 'signedCompanyLetter', message }]);
  },
);

@oas.tags(TAG.signUp)
export class RegistrationController {
  constructor(@inject(KEYS.SERVICES) private readonly services: Services) {}

  @post('/auth/validate-account', {
    'x-public': true,
    summary: 'Account existence check before applying (spec 1 §4)',
    responses: responses({ schema: AccountExistence, description: 'The three flags' }),
  })
  validateAccount(@body(AccountExistenceCheck) input: unknown) {
    return this.services.accounts.existence(parse(AccountExistenceCheck, input));
  }

  @post('/auth/register', {
    'x-public': true,
    summary: 'A company applies for an account (multipart: JSON `payload` + `signedCompanyLetter` PDF)',
    responses: responses(
      { status: 201, schema: Message, description: 'Application stored; confirmation mail sent' },
      [400, 401, 409, 422, 429],
    ),
  })
  async register(
    @requestBody({
      required: true,
      content: {
        'multipart/form-data': {
          'x-parser': MultipartPassThroughParser,
          schema: {
            type: 'object',
            required: ['payload', 'signedCompanyLetter'],
            properties: {
              payload: { ...openApiSchema(CompanyApplication), description: 'The application as a JSON string' },
              signedCompanyLetter: {
                type: 'string',
                format: 'binary',
                description: 'Signed company letter, PDF, at most 10 MB',
              },
            },
          },
        },
      },
    })
    req: Request,
    @inject(RestBindings.Http.RESPONSE) res: Response,
  ) {
    const { fields, files } = await readUpload(req, res);
    const payload = jsonField(fields, 'payload');
    const file = files.signedCompanyLetter?.[0];
    const application = parse(CompanyApplication, payload);
    await assertPdf(file, 'signedCompanyLetter');
    if (!application.token && !(await this.services.captcha.verify(application.captchaToken)))
      throw apiError(422, MSG.captchaRequired, [{ path: 'captchaToken', message: MSG.captchaRequired }]);
    await this.services.accounts.apply(application, file!, requestMeta(req));
    res.status(201);
    return { message: MSG.applicationSuccess };
  }

  @post('/email-confirmation/confirm', {
    'x-public': true,
    summary: 'Confirms the e-mail address of an application (/verify-email)',
    responses: responses({ schema: z.object({ email: z.string() }), description: 'Confirmed' }, [400, 401, 422]),
  })
  confirmEmail(@body(EmailConfirmation) input: unknown, @inject(RestBindings.Http.REQUEST) req: Request) {
    return this.services.accounts.confirmEmail(parse(EmailConfirmation, input), requestMeta(req));
  }

  @post('/invites/check', {
    'x-public': true,
    summary: 'What an invite says about the invitee (registration mode 2)',
    responses: responses({ schema: InviteeData, description: 'Invitee data' }, [400, 422]),
  })
  checkInvite(@body(InviteCheck) input: unknown) {
    return this.services.accounts.checkInvite(parse(InviteCheck, input).token);
  }

  @post('/invites/confirm-identity', {
    'x-public': true,
    summary: 'An existing user confirms their identity for an invite (registration mode 3)',
    responses: responses({ schema: InviteeData, description: 'Invitee data' }, [400, 401, 422]),
  })
  confirmIdentity(@body(IdentityConfirmation) input: unknown) {
    return this.services.accounts.confirmIdentity(parse(IdentityConfirmation, input));
  }

  @post('/invites/register', {
    'x-public': true,
    summary: 'Completes an invited registration',
    responses: responses({ status: 201, schema: Message, description: 'Registered' }, [400, 409, 422]),
  })
  async registerInvited(
    @body(InvitedRegistration) input: unknown,
    @inject(RestBindings.Http.REQUEST) req: Request,
    @inject(RestBindings.Http.RESPONSE) res: Response,
  ) {
    await this.services.accounts.registerInvited(parse(InvitedRegistration, input), requestMeta(req));
    res.status(201);
    return { message: MSG.success };
  }
}
