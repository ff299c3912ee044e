/** Backoffice submissions (spec 3 §2.1): list, detail, approve, reject, note. Admins decide; auditors read. */
import { inject, type Getter } from '@loopback/core';
import { get, param, post, put, RestBindings, type Request, type Response } from '@loopback/rest';
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
import type { Database } from '../db/database';
import { notFound, parse } from '../http/errors';
import { body } from '../http/zod-openapi';
import { requestMeta } from '../http/request-meta';
import { contentRangeHeader, responses } from '../http/responses';
import { listQuery, sendPage } from '../http/list-query';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';

const Id = z.uuid();
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

export class SubmissionsAdminController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject(KEYS.DATABASE) private readonly db: Database,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @get('/admin/submissions', {
    summary: 'Submissions (react-admin list convention: filter, range, sort)',
    security,
    responses: responses(
      { schema: z.array(SubmissionRow), description: 'A page of submissions', headers: contentRangeHeader },
      [400, 401, 403, 422],
    ),
  })
  @requires('submissions.read')
  async list(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('range') range: string | undefined,
    @param.query.string('sort') sort: string | undefined,
  ) {
    const { filter: f, page } = listQuery({ filter, range, sort }, SubmissionFilter, SUBMISSION_SORT_FIELDS, {
      sort: ['createdAt', 'DESC'],
      perPage: 25,
    });
    return sendPage(this.res, 'submissions', page.offset, await this.services.reviews.list(f, page));
  }

  @get('/admin/submissions/{id}', {
    summary: 'A submission with company, users, applicant and note',
    security,
    responses: responses({ schema: SubmissionDetail, description: 'The submission' }, [401, 403, 404]),
  })
  @requires('submissions.read')
  detail(@param.path.string('id') id: string) {
    return this.services.reviews.detail(this.id(id));
  }

  @post('/admin/submissions/{id}/approve', {
    summary: 'Approves a pending submission',
    security,
    responses: responses({ schema: SubmissionDetail, description: 'Approved' }, [401, 403, 404, 409, 422]),
  })
  @requires('submissions.review')
  async approve(@param.path.string('id') id: string, @body(ReviewDecision) input: unknown) {
    return this.services.reviews.approve(
      this.id(id),
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
      this.id(id),
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
      this.id(id),
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
    const row = await this.db.one<{ signed_letter_file_id: string | null; name: string }>(
      'SELECT signed_letter_file_id, name FROM companies WHERE id = $1',
      [this.id(id)],
    );
    const file = row?.signed_letter_file_id ? await this.services.files.read(row.signed_letter_file_id) : undefined;
    if (!file) throw notFound();
    this.res.setHeader('Content-Type', 'application/pdf');
    this.res.setHeader(
      'Content-Disposition',
      `attachment; filename="signed_letter_${row!.name.replace(/[^\w-]+/g, '_')}.pdf"`,
    );
    this.res.end(file.content);
    return this.res;
  }

  private id(raw: string): string {
    const r = Id.safeParse(raw);
    if (!r.success) throw notFound();
    return r.data;
  }

  private async reviewer() {
    const a = await this.actor();
    return { userId: a.userId, companyId: a.companyId };
  }
}
