import { describe, expect, it } from 'vitest';
import { FeedbackRequest, MSG, type SessionUser } from '@bcu/api/contracts';
import { showsFeedback } from './feedback-button';

describe('feedback button', () => {
  it('shows for signed-in users except the SuperAdmin', () => {
    expect(showsFeedback(null)).toBe(false);
    expect(showsFeedback({ role: 'SystemUser' } as SessionUser)).toBe(true);
    expect(showsFeedback({ role: 'Admin' } as SessionUser)).toBe(true);
    expect(showsFeedback({ role: 'Auditor' } as SessionUser)).toBe(true);
    expect(showsFeedback({ role: 'SuperAdmin' } as SessionUser)).toBe(false);
  });

  it("refuses feedback that is empty after trimming with 'Feedback cannot be empty'", () => {
    for (const feedback of ['', '   ', undefined])
      expect(FeedbackRequest.shape.feedback.safeParse(feedback).error?.issues[0].message).toBe(MSG.feedbackEmpty);
    expect(FeedbackRequest.shape.feedback.safeParse(' ok ').data).toBe('ok');
  });
});
