/**
 * The Feedback button (spec 1 §2): for signed-in users except the SuperAdmin. Its modal (feedback-modal.tsx) loads
 * when the button is first pressed.
 */
import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import type { SessionUser } from '@bcu/api/contracts';
import { useSession } from '../session/session-store';
import { TEXT } from '../texts';
import { lazyNamed } from '../shell/lazy-named';

const FeedbackModal = lazyNamed(() => import('./feedback-modal'), 'FeedbackModal');

/** Shown to signed-in users other than the SuperAdmin. */
export const showsFeedback = (user: SessionUser | null): boolean => !!user && user.role !== 'SuperAdmin';

export function FeedbackButton() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!showsFeedback(user)) return null;

  return (
    <>
      <Button
        className="bcu-feedback-button"
        type="primary"
        icon={<MessageOutlined />}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {TEXT.feedback}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <FeedbackModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
