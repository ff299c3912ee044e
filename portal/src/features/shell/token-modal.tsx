/**
 * The token modal of the user menu (spec 1 §2): fetches a token when opened, the refresh icon generates another
 * ('New token generated'), and the token can be copied ('Token has been copied to clipboard'). Tokens are valid
 * 48 hours or until used (spec 1 §4).
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Modal, Space, Spin, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { MSG, type ShareToken } from '@bcu/api/contracts';
import { api } from '../../api/http';
import { useNotify } from '../errors/notify';
import { formatDate } from '../format';

export const TOKEN_TEXT = {
  menu: 'Generate token',
  title: 'Token',
  refresh: 'Generate another token',
  validUntil: 'Valid until',
  note: 'The token is valid for 48 hours or until it is used.',
};

export function TokenModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [token, setToken] = useState<ShareToken>();
  const [busy, setBusy] = useState(false);
  const generate = useCallback(
    async (announce = false) => {
      setBusy(true);
      try {
        setToken(await api<ShareToken>('/share-token/generate', { method: 'POST' }));
        if (announce) notify.success(MSG.newTokenGenerated);
      } catch (e) {
        notify.error(e);
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );
  useEffect(() => {
    if (open) void generate();
    else setToken(undefined);
  }, [open, generate]);
  return (
    <Modal open={open} title={TOKEN_TEXT.title} onCancel={onClose} footer={null} destroyOnHidden>
      <Spin spinning={busy}>
        <Space align="start">
          <Typography.Paragraph
            copyable={token ? { onCopy: () => notify.success(MSG.tokenCopied) } : false}
            code
            data-testid="share-token"
            style={{ marginBottom: 8 }}
          >
            {token?.token ?? '…'}
          </Typography.Paragraph>
          <Button
            icon={<ReloadOutlined />}
            aria-label={TOKEN_TEXT.refresh}
            title={TOKEN_TEXT.refresh}
            onClick={() => void generate(true)}
            disabled={busy}
          />
        </Space>
        {token && (
          <Typography.Paragraph type="secondary">
            {TOKEN_TEXT.validUntil} {formatDate(token.expiresAt)}. {TOKEN_TEXT.note}
          </Typography.Paragraph>
        )}
      </Spin>
    </Modal>
  );
}
