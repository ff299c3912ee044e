/**
 * /connect/preferences (spec 3 §2.7, §4 "Preferences form", §5 "Preferences", §8): the company's matchmaking
 * preferences in read mode with Edit, and in edit mode with Cancel and Save Preferences. Turning off Enable Registry
 * Connect disables the other options and previews 'You've opted out of matchmaking.'. Leaving with unsaved changes
 * asks first (and the browser warns on unload); the company is refetched when the window regains focus. An Admin
 * company is told 'Access Denied'.
 */
import { useState } from 'react';
import { useCustomMutation, type HttpError } from '@refinedev/core';
import { Alert, Button, Checkbox, Descriptions, Form, Input, Space, Spin, Switch, Tag, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { CONNECT_API, ConnectPreferencesInput, LIMITS, MSG, type ConnectPreferences } from '@bcu/api/contracts';
import { apiErrorOf, errorNote, successNote } from '../../features/errors/notes';
import { showIssues } from '../../features/forms/zod-rule';
import { useLeaveGuard } from '../../features/forms/use-leave-guard';
import { useLinks } from '../../features/links/use-links';
import { canSave, fieldErrors, isDirty, toInput, toValues, type PreferencesValues } from './preferences-form';
import { TagInput } from './tag-input';
import { useConnectPreferences } from './use-preferences';
import { T } from './texts';

function RulesLabel() {
  const url = useLinks().registryConnectRulesOfParticipation;
  return (
    <span>
      {T.rules}{' '}
      {url ? (
        <a href={url} target="_blank" rel="noreferrer">
          {T.rulesLink}
        </a>
      ) : (
        T.rulesLink
      )}
    </span>
  );
}

const yesNo = (v: boolean) => (v ? T.yes : T.no);
const tagList = (tags: string[]) =>
  tags.length ? (
    tags.map((t) => (
      <Tag key={t} color="blue">
        {t}
      </Tag>
    ))
  ) : (
    <Typography.Text type="secondary">{T.notSet}</Typography.Text>
  );
const text = (v: string) => v || <Typography.Text type="secondary">{T.notSet}</Typography.Text>;

function ReadView({ p, onEdit }: { p: ConnectPreferences; onEdit?: () => void }) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {!p.isDiscoverable && <Alert type="info" showIcon message={T.optedOut} />}
      <Descriptions
        className="bcu-connect-prefs"
        bordered
        size="small"
        column={1}
        title={T.preferencesTitle}
        extra={
          onEdit && (
            <Button type="primary" icon={<EditOutlined />} onClick={onEdit}>
              {T.edit}
            </Button>
          )
        }
        items={[
          { key: 'enable', label: T.enable, children: yesNo(p.isDiscoverable) },
          { key: 'anonymous', label: T.anonymous, children: yesNo(p.isAnonymousConnection) },
          { key: 'notify', label: T.notify, children: yesNo(p.isNotifyConnections) },
          { key: 'offer', label: T.readyToOffer, children: yesNo(p.isReadyToOfferConnect) },
          { key: 'offerTags', label: `${T.offer}: ${T.tags}`, children: tagList(p.offerTags) },
          { key: 'offerPitch', label: T.offerPitch, children: text(p.offerPitch) },
          { key: 'looking', label: T.lookingForCompanies, children: yesNo(p.isLookingForCompanyConnect) },
          { key: 'lookingTags', label: `${T.looking}: ${T.tags}`, children: tagList(p.lookingTags) },
          { key: 'lookingPitch', label: T.lookingPitch, children: text(p.lookingPitch) },
          { key: 'rules', label: <RulesLabel />, children: yesNo(p.acceptRulesOfParticipation) },
        ]}
      />
    </Space>
  );
}

/** The fields of one side of the matchmaking: what we offer, or what we are looking for. */
interface Section {
  legend: string;
  check: 'isReadyToOfferConnect' | 'isLookingForCompanyConnect';
  checkLabel: string;
  tags: 'offerTags' | 'lookingTags';
  fullMessage: string;
  pitch: 'offerPitch' | 'lookingPitch';
  pitchLabel: string;
}
const OFFER: Section = {
  legend: T.offer,
  check: 'isReadyToOfferConnect',
  checkLabel: T.readyToOffer,
  tags: 'offerTags',
  fullMessage: MSG.connectOfferTagsMax,
  pitch: 'offerPitch',
  pitchLabel: T.offerPitch,
};
const LOOKING: Section = {
  legend: T.looking,
  check: 'isLookingForCompanyConnect',
  checkLabel: T.lookingForCompanies,
  tags: 'lookingTags',
  fullMessage: MSG.connectLookingTagsMax,
  pitch: 'lookingPitch',
  pitchLabel: T.lookingPitch,
};

function SectionFields({ section: s, enabled, active }: { section: Section; enabled: boolean; active: boolean }) {
  return (
    <fieldset className="bcu-connect-fieldset">
      <legend>{s.legend}</legend>
      <Form.Item name={s.check} valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox disabled={!enabled}>{s.checkLabel}</Checkbox>
      </Form.Item>
      <Form.Item name={s.tags} label={T.tags}>
        <TagInput label={s.legend} disabled={!enabled || !active} fullMessage={s.fullMessage} />
      </Form.Item>
      <Form.Item name={s.pitch} label={s.pitchLabel}>
        <Input.TextArea
          rows={2}
          maxLength={LIMITS.connectPitchMax}
          showCount
          disabled={!enabled || !active}
          placeholder={T.pitchPlaceholder}
        />
      </Form.Item>
    </fieldset>
  );
}

/**
 * A refused save: an Admin company (403) is told 'Access Denied' with 'Admin account cannot modify matchmaking
 * preferences'; otherwise the server's message, or 'Failed to update preferences' when it gave none.
 */
function saveFailure(e: HttpError) {
  const err = apiErrorOf(e) as { message?: string; statusCode?: number; details?: { message: string }[] };
  if (err?.statusCode === 403) {
    const text = err.details?.[0]?.message ?? MSG.connectAdminCannotModify;
    return { type: 'error' as const, key: `${err.message}|${text}`, description: err.message, message: text };
  }
  return errorNote(new Error(err?.message || MSG.connectPreferencesFailed));
}

function EditView({
  p,
  onCancel,
  onSaved,
}: {
  p: ConnectPreferences;
  onCancel: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const saved = toValues(p);
  const [form] = Form.useForm<PreferencesValues>();
  const values = (Form.useWatch([], form) ?? {}) as Partial<PreferencesValues>;
  const { mutateAsync, mutation } = useCustomMutation<ConnectPreferences, HttpError, ConnectPreferencesInput>();
  // from Save until the saved preferences are shown again (leaving then asks nothing)
  const saving = mutation.isPending || mutation.isSuccess;
  const dirty = isDirty(values, saved);
  const enabled = values.isDiscoverable ?? saved.isDiscoverable;
  const offering = values.isReadyToOfferConnect ?? saved.isReadyToOfferConnect;
  const looking = values.isLookingForCompanyConnect ?? saved.isLookingForCompanyConnect;
  useLeaveGuard(dirty && !saving, { question: T.unsavedChanges, stay: T.stayOnPage, leave: T.leavePage });

  // after a refused save, the messages follow each change
  const [checking, setChecking] = useState(false);
  const check = () => {
    const body = toInput(form.getFieldsValue(true) as PreferencesValues, saved);
    const parsed = ConnectPreferencesInput.safeParse(body);
    form.setFields(fieldErrors(parsed.success ? [] : parsed.error.issues));
    return parsed.success ? body : undefined;
  };

  const save = async () => {
    const body = check();
    if (!body) {
      setChecking(true);
      return;
    }
    try {
      await mutateAsync({
        url: CONNECT_API.preferences,
        method: 'put',
        values: body,
        successNotification: () => successNote(MSG.connectPreferencesUpdated),
        errorNotification: (e) => (e ? saveFailure(e) : false),
      });
    } catch (e) {
      // the API's field errors land on the fields
      const errors = (e as HttpError | undefined)?.errors ?? {};
      showIssues(
        form,
        Object.entries(errors).flatMap(([path, messages]) =>
          (Array.isArray(messages) ? messages : []).map((message) => ({
            message: String(message),
            path: path.split('.'),
          })),
        ),
      );
      return;
    }
    await onSaved();
  };

  return (
    <Form<PreferencesValues>
      form={form}
      layout="vertical"
      initialValues={saved}
      onFinish={() => void save()}
      onValuesChange={() => {
        if (checking) check();
      }}
      className="bcu-connect-prefs-form"
    >
      <Typography.Title level={3}>{T.preferencesTitle}</Typography.Title>
      <Form.Item name="isDiscoverable" label={T.enable} extra={T.enableHelp} valuePropName="checked">
        <Switch />
      </Form.Item>
      {!enabled && <Alert type="info" showIcon message={T.optedOut} style={{ marginBottom: 16 }} />}
      <Form.Item name="isAnonymousConnection" label={T.anonymous} extra={T.anonymousHelp} valuePropName="checked">
        <Switch disabled={!enabled} />
      </Form.Item>
      <Form.Item name="isNotifyConnections" label={T.notify} extra={T.notifyHelp} valuePropName="checked">
        <Switch disabled={!enabled} />
      </Form.Item>

      <SectionFields section={OFFER} enabled={enabled} active={offering} />
      <SectionFields section={LOOKING} enabled={enabled} active={looking} />

      <Form.Item name="acceptRulesOfParticipation" valuePropName="checked">
        <Checkbox>
          <RulesLabel />
        </Checkbox>
      </Form.Item>
      <Space wrap>
        <Button onClick={onCancel} disabled={saving}>
          {T.cancel}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!canSave(values, saved)}>
          {T.savePreferences}
        </Button>
      </Space>
    </Form>
  );
}

export function PreferencesPage() {
  const { preferences, loading, error, refetch } = useConnectPreferences(true);
  const [editing, setEditing] = useState(false);

  if (loading) return <Spin />;
  if (!preferences) return error ? <Alert type="error" showIcon message={MSG.error} /> : <Spin />;
  if (preferences.companyType === 'Admin')
    return <Alert type="error" showIcon message={MSG.connectAccessDenied} description={MSG.connectAdminCannotModify} />;
  return (
    <div data-testid="connect-preferences">
      {/* preferences that can no longer be edited (a status changed meanwhile) leave edit mode */}
      {editing && preferences.canEdit ? (
        <EditView
          p={preferences}
          onCancel={() => setEditing(false)}
          onSaved={async () => {
            await refetch();
            setEditing(false);
          }}
        />
      ) : (
        <ReadView p={preferences} onEdit={preferences.canEdit ? () => setEditing(true) : undefined} />
      )}
    </div>
  );
}
