/** Contact form (visitors and signed-in users) and feedback (spec 1 §2, §3, §5). */
import { inject, type Getter } from '@loopback/core';
import { oas, post, RestBindings, type Request, type Response } from '@loopback/rest';
import { ContactRequest, FeedbackRequest, PUBLIC_API, SignedInContactRequest } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { responses } from '../http/responses';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { TAG } from '../http/openapi-tags';

@oas.tags(TAG.support)
export class ContactController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @post(PUBLIC_API.contact, {
    'x-public': true,
    summary: "A visitor's contact message (captcha required); mailed to the registry's admin address",
    responses: responses({ status: 204, description: 'Message sent' }, [400, 422, 429]),
  })
  async contact(@body(ContactRequest) input: unknown) {
    await this.services.contact.fromVisitor(parse(ContactRequest, input), requestMeta(this.req));
    this.res.status(204);
  }

  @post(PUBLIC_API.contactSignedIn, {
    summary: "A signed-in user's contact message: name, company, position and e-mail are the user's own",
    security: [{ jwt: [] }],
    responses: responses({ status: 204, description: 'Message sent' }, [401, 422, 429]),
  })
  @requires('profile.read')
  async contactSignedIn(@body(SignedInContactRequest) input: unknown) {
    const a = await this.actor();
    await this.services.contact.fromUser(a, parse(SignedInContactRequest, input), requestMeta(this.req));
    this.res.status(204);
  }

  @post(PUBLIC_API.feedback, {
    summary: 'Feedback of a signed-in user (not the SuperAdmin)',
    security: [{ jwt: [] }],
    responses: responses({ status: 204, description: 'Feedback sent' }, [401, 403, 422]),
  })
  @requires('feedback.send')
  async feedback(@body(FeedbackRequest) input: unknown) {
    const a = await this.actor();
    await this.services.contact.feedback(a, parse(FeedbackRequest, input), requestMeta(this.req));
    this.res.status(204);
  }
}
