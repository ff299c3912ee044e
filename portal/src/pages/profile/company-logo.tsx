/**
 * The company logo of Company Info (spec 1 §2, §5, §8): JPEG, PNG, SVG or WebP up to 2 MB; 'Failed to load company
 * logo' when it cannot be shown; an upload failure shows the server message or 'Failed to upload logo'.
 */
import { useCustomMutation } from '@refinedev/core';
import { App, Avatar, Button, Space, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { LOGO_MIME_TYPES, MSG, PROFILE_API, logoProblem } from '@bcu/api/contracts';
import { ApiError } from '../../api/http';
import { avatarColor } from '../../features/shell/avatar';
import { useCompanyLogo } from '../../features/logo/use-company-logo';
import { useNotify } from '../../features/errors/notify';
import { apiErrorOf, errorNote } from '../../features/errors/notes';
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
  const logo = useCompanyLogo(hasLogo ? PROFILE_API.logo : undefined, { reportFailure: true });
  const { mutate: send, mutation: sending } = useCustomMutation();
  const { mutateAsync: drop } = useCustomMutation();

  const upload = (file: File) => {
    const problem = logoProblem(file);
    if (problem) {
      notify.message(MSG.fileValidationError, problem);
      return;
    }
    const body = new FormData();
    body.append('logo', file, file.name);
    send(
      {
        url: PROFILE_API.logo,
        method: 'post',
        values: body,
        successNotification: false,
        // the server's message, or 'Failed to upload logo'
        errorNotification: (e) => {
          const err = apiErrorOf(e);
          const text = err instanceof ApiError && err.message ? err.message : MSG.logoUploadFailed;
          return { type: 'error', description: MSG.fileUploadError, message: text };
        },
      },
      {
        onSuccess: () => {
          if (hasLogo) void logo.refetch();
          onChanged();
        },
      },
    );
  };

  const remove = () =>
    modal.confirm({
      title: PROFILE_TEXT.removeLogo,
      content: PROFILE_TEXT.removeLogoConfirm,
      okText: PROFILE_TEXT.removeLogo,
      okButtonProps: { danger: true },
      cancelText: PROFILE_TEXT.cancel,
      onOk: () =>
        drop({
          url: PROFILE_API.logo,
          method: 'delete',
          values: {},
          successNotification: false,
          errorNotification: (e) => errorNote(e),
        }).then(onChanged, () => undefined),
    });

  return (
    <Space align="center" size="large" wrap style={{ marginBottom: 24 }}>
      <Avatar
        shape="square"
        size={96}
        src={logo.src}
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
              upload(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} loading={sending.isPending}>
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
