/**
 * The tag input of the preferences (spec 3 §5 "Preferences"): a text of at most 30 characters added with the plus
 * button or Enter (letters, digits, spaces and hyphens; others stripped, whitespace collapsed), tags removable singly
 * or all at once, and the counter '/5 tags (minimum 1 required)'. An antd form control: `value` / `onChange`.
 */
import { useState } from 'react';
import { Button, Input, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LIMITS } from '@bcu/api/contracts';
import { addTag } from './preferences-form';
import { T } from './texts';

export function TagInput({
  id,
  value = [],
  onChange,
  disabled,
  fullMessage,
  label,
}: {
  id?: string;
  value?: string[];
  onChange?: (tags: string[]) => void;
  disabled?: boolean;
  /** The section's 'Maximum 5 tags allowed in …' message. */
  fullMessage: string;
  /** The section name, for the input's and buttons' accessible names. */
  label: string;
}) {
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string>();
  const add = () => {
    const r = addTag(value, text);
    if (r.problem === 'full') setHint(fullMessage);
    else if (!r.problem) {
      onChange?.(r.tags);
      setHint(undefined);
    }
    if (r.problem !== 'full') setText('');
  };
  return (
    <Space direction="vertical" size={6} style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
        <Input
          id={id}
          value={text}
          maxLength={LIMITS.connectTagMax}
          disabled={disabled}
          placeholder={T.tagPlaceholder}
          aria-label={`${label}: ${T.tags}`}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
        />
        <Button icon={<PlusOutlined />} disabled={disabled} onClick={add} aria-label={`${label}: ${T.addTag}`} />
      </Space.Compact>
      <div>
        {value.map((t) => (
          <Tag
            key={t}
            color="blue"
            closable={!disabled}
            closeIcon={
              // a real button, so a keyboard reaches each tag's removal
              <button type="button" className="bcu-connect-tag-remove" aria-label={T.removeTag(t)}>
                ×
              </button>
            }
            onClose={(e) => {
              e.preventDefault();
              onChange?.(value.filter((x) => x !== t));
              setHint(undefined);
            }}
            style={{ marginBottom: 4 }}
          >
            {t}
          </Tag>
        ))}
      </div>
      <Space size={12} wrap>
        <Typography.Text type="secondary" aria-live="polite">
          {value.length}
          {T.tagCounter}
        </Typography.Text>
        {value.length > 0 && !disabled && (
          <Button
            size="small"
            type="link"
            onClick={() => {
              onChange?.([]);
              setHint(undefined);
            }}
            aria-label={`${label}: ${T.clearTags}`}
          >
            {T.clearTags}
          </Button>
        )}
      </Space>
      {hint && <Typography.Text type="danger">{hint}</Typography.Text>}
    </Space>
  );
}
