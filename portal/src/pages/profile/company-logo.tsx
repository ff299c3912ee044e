/**
 * The company logo of Company Info (spec 1 §2, §5, §8): JPEG, PNG, SVG or WebP up to 2 MB; 'Failed to load company
 * logo' when it cannot be shown; an upload failure shows the server message or 'Failed to upload logo'.
 */
import { useEffect, useState } from 'react';
import { App, Avatar, Button, Space, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { LOGO_MIME_TYPES, MSG, PROFILE_API, logoProblem } from '@bcu/api/contracts';
import { api, ApiError, request } from '../../api/http';
import { avatarColor } from '../../features/shell/avatar';
import { useNotify } from '../../features/errors/notify';
import { PROFILE_TEXT } from './texts';

export function CompanyLogo({
  hasLogo,
  editable,
  companyName,
  onChanged,
}: {
  hasLogo: boolean;
  editable: boolean;
  companyName: string;
  onChanged: () => void;
}) {
  const notify = useNotify();
  const { modal } = App.useApp();
  const [url, setUrl] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!hasLogo) return;
    let objectUrl: string | undefined;
    let alive = true;
    request(PROFILE_API.logo)
      .then((r) => r.blob())
      .then((b) => {
        objectUrl = URL.createObjectURL(b);
        if (alive) setUrl(objectUrl);
      })
      .catch(() => notify.message(MSG.error, MSG.logoLoadFailed));
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [hasLogo, notify]);

  const upload = async (file: File) => {
    const problem = logoProblem(file);
    if (problem) {
      notify.message(MSG.fileValidationError, problem);
      return;
    }
    const body = new FormData();
    body.append('logo', file, file.name);
    setBusy(true);
    try {
      await api(PROFILE_API.logo, { method: 'POST', body });
      onChanged();
    } catch (e) {
      notify.message(MSG.fileUploadError, e instanceof ApiError && e.message ? e.message : MSG.logoUploadFailed);
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    modal.confirm({
      title: PROFILE_TEXT.removeLogo,
      content: PROFILE_TEXT.removeLogoConfirm,
      okText: PROFILE_TEXT.removeLogo,
      okButtonProps: { danger: true },
      cancelText: PROFILE_TEXT.cancel,
      onOk: async () => {
        try {
          await api(PROFILE_API.logo, { method: 'DELETE' });
          setUrl(undefined);
          onChanged();
        } catch (e) {
          notify.error(e);
        }
      },
    });

  return (
    <Space align="center" size="large" wrap style={{ marginBottom: 24 }}>
      <Avatar
        shape="square"
        size={96}
        src={hasLogo ? url : undefined}
        alt={`${companyName} logo`}
        style={hasLogo ? undefined : { backgroundColor: avatarColor(companyName.slice(0, 2)) }}
      >
        {companyName.slice(0, 2).toUpperCase()}
      </Avatar>
      {editable && (
        <Space wrap>
          <Upload
            accept={LOGO_MIME_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy}>
              {hasLogo ? PROFILE_TEXT.replaceLogo : PROFILE_TEXT.uploadLogo}
            </Button>
          </Upload>
          {hasLogo && (
            <Button icon={<DeleteOutlined />} danger onClick={remove}>
              {PROFILE_TEXT.removeLogo}
            </Button>
          )}
        </Space>
      )}
    </Space>
  );
}
