/** Backoffice submissions (spec 3 §2.1): list, detail, approve, reject, note. Admins decide; auditors read. */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, post, put, RestBindings, type Request, type Response } from '@loopback/rest';
import { z } from 'zod';
import {
  NoteUpdate,
  ReviewDecision,
  SUBMISSION_SORT_FIELDS,
  SubmissionFilter,
  SubmissionStatus,
  SubmissionType,
} from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { responses } from '../http/responses';
import { type ListResource, listResponses, sendListPage } from '../http/list-endpoint';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { uuidOr404 } from '../http/path-params';
import { TAG } from '../http/openapi-tags';

const SubmissionRow = z.object({
  id: z.string(),
  type: SubmissionType,
  status: SubmissionStatus,
  companyId: z.string(),
  companyName: z.string(),
  companyType: z.string(),
  applicantName: z.string(),
  applicantEmail: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewMessage: z.string().nullable(),
});
const SubmissionDetail = SubmissionRow.extend({
  company: z.record(z.string(), z.unknown()),
  users: z.array(z.record(z.string(), z.unknown())),
  applicant: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
});
const security = [{ jwt: [] }];
const SUBMISSIONS: ListResource<typeof SubmissionFilter, (typeof SUBMISSION_SORT_FIELDS)[number]> = {
  name: 'submissions',
  filter: SubmissionFilter,
  sortFields: SUBMISSION_SORT_FIELDS,
  defaults: { sort: ['createdAt', 'DESC'], perPage: 25 },
};

@oas.tags(TAG.adminSubmissions)
export class SubmissionsAdminController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get('/admin/submissions', {
    summary: 'Submissions (react-admin list convention: filter, range, sort)',
    security,
    responses: listResponses(SubmissionRow, 'A page of submissions'),
  })
  @requires('submissions.read')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    return sendListPage(this.res, SUBMISSIONS, { filter, range, sort }, (f, page) =>
      this.services.reviews.list(f, page),
    );
  }

  @get('/admin/submissions/{id}', {
    summary: 'A submission with company, users, applicant and note',
    security,
    responses: responses({ schema: SubmissionDetail, description: 'The submission' }, [401, 403, 404]),
  })
  @requires('submissions.read')
  detail(@param.path.string('id') id: string) {
    return this.services.reviews.detail(uuidOr404(id));
  }

  @post('/admin/submissions/{id}/approve', {
    summary: 'Approves a pending submission',
    security,
    responses: responses({ schema: SubmissionDetail, description: 'Approved' }, [401, 403, 404, 409, 422]),
  })
  @requires('submissions.review')
  async approve(@param.path.string('id') id: string, @body(ReviewDecision) input: unknown) {
    return this.services.reviews.approve(
      uuidOr404(id),
      await this.reviewer(),
      parse(ReviewDecision, input),
      requestMeta(this.req),
    );
  }

  @post('/admin/submissions/{id}/reject', {
    summary: 'Rejects a pending submission',
    security,
    responses: responses({ schema: SubmissionDetail, description: 'Rejected' }, [401, 403, 404, 409, 422]),
  })
  @requires('submissions.review')
  async reject(@param.path.string('id') id: string, @body(ReviewDecision) input: unknown) {
    return this.services.reviews.reject(
      uuidOr404(id),
      await this.reviewer(),
      parse(ReviewDecision, input),
      requestMeta(this.req),
    );
  }

  @put('/admin/submissions/{id}/note', {
    summary: 'Sets the admin note of a submission (at most 1000 characters)',
    security,
    responses: responses({ status: 204, description: 'Saved' }, [401, 403, 404, 422]),
  })
  @requires('admin.write')
  async note(@param.path.string('id') id: string, @body(NoteUpdate) input: unknown) {
    await this.services.reviews.setNote(
      uuidOr404(id),
      parse(NoteUpdate, input).note,
      await this.reviewer(),
      requestMeta(this.req),
    );
    this.res.status(204);
  }

  @get('/admin/companies/{id}/signed-letter', {
    summary: "The company's signed letter (PDF)",
    security,
    responses: {
      ...responses({ description: 'The PDF' }, [401, 403, 404]),
      200: { description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
    },
  })
  @requires('submissions.read')
  async signedLetter(@param.path.string('id') id: string) {
    const letter = await this.services.reviews.signedLetter(uuidOr404(id));
    this.res.setHeader('Content-Type', 'application/pdf');
    this.res.setHeader(
      'Content-Disposition',
      `attachment; filename="signed_letter_${letter.companyName.replace(/[^\w-]+/g, '_')}.pdf"`,
    );
    this.res.end(letter.content);
    return this.res;
  }

  private async reviewer() {
    const a = await this.actor();
    return { userId: a.userId, companyId: a.companyId };
  }
}
