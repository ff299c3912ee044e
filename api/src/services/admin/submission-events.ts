/**
 * Live events of a submission (spec 3 §4 "Live data events"): the admins' lists reload ('submissions', 'logs'),
 * the company's users their counters (and balance, for the BCU types). Call it in the transaction that creates
 * or decides a submission; it is delivered at commit.
 */
import type { SubmissionType } from '../../contracts';
import type { Tx } from '../../datasources';
import { publish } from '../platform/events.service';

export async function publishSubmission(
  tx: Tx,
  s: { id: string; type: SubmissionType; status: string; companyId: string },
): Promise<void> {
  await publish(tx, { topic: 'submissions', data: { id: s.id, type: s.type, status: s.status } });
  await publish(tx, { topic: 'logs', data: {} });
  await publish(tx, { topic: 'counters', data: { submissionType: s.type }, companyIds: [s.companyId] });
  if (s.type.startsWith('BCU')) await publish(tx, { topic: 'balance', data: {}, companyIds: [s.companyId] });
}
