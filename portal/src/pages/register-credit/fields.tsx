/**
 * Inputs of the registration wizard: dates held as yyyy-MM-dd strings (the contract's form) but shown dd.MM.yyyy
 * (spec 2 §9), a PDF picker that keeps the chosen File in the form (PDF only, at most 10 MB), and the reference
 * selects.
 */
import { Button, DatePicker, Form, Select, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { COUNTRIES, LIMITS, MSG } from '@bcu/api/contracts';
import { useNotify } from '../../features/errors/notify';
import { fieldLabel, WIZARD_TEXT } from './texts';

export const DATE_FORMAT = 'DD.MM.YYYY';

/** A (required) date field whose form value is 'yyyy-MM-dd' (or undefined). */
export function DateField({ name, label, disabledFuture }: { name: (string | number)[] | string; label?: string; disabledFuture?: boolean }) {
  const key = Array.isArray(name) ? String(name[name.length - 1]) : name;
  return (
    <Form.Item
      name={name}
      label={label ?? fieldLabel(key)}
      required
      getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : undefined })}
      normalize={(d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined)}
    >
      <DatePicker
        format={DATE_FORMAT}
        style={{ width: '100%' }}
        disabledDate={disabledFuture ? (d) => d.isAfter(dayjs(), 'day') : undefined}
      />
    </Form.Item>
  );
}

/** Spec 2 §5: uploads are PDF only, up to 10 MB. */
export const pdfProblem = (file: { type?: string; name: string; size: number }): string | undefined =>
  (file.type && file.type !== 'application/pdf') || !/\.pdf$/i.test(file.name) || file.size > LIMITS.pdfMaxBytes
    ? MSG.pdfOnlyUpTo10Mb
    : undefined;

/** A single PDF kept in the form as a File (value/onChange for Form.Item). */
export function PdfInput({ value, onChange, id }: { value?: File; onChange?: (f: File | undefined) => void; id?: string }) {
  const notify = useNotify();
  return (
    <Upload
      accept="application/pdf,.pdf"
      maxCount={1}
      fileList={value ? [{ uid: '1', name: value.name, status: 'done' }] : []}
      beforeUpload={(file) => {
        const problem = pdfProblem(file);
        if (problem) notify.message(MSG.error, problem);
        else onChange?.(file);
        return Upload.LIST_IGNORE;
      }}
      onRemove={() => {
        onChange?.(undefined);
        return true;
      }}
    >
      <Button id={id} icon={<UploadOutlined />}>
        {WIZARD_TEXT.selectPdf}
      </Button>
    </Upload>
  );
}

export function PdfField({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label} required>
      <PdfInput />
    </Form.Item>
  );
}

export interface Option {
  value: string | number;
  label: string;
}

/** A searchable select of reference values. */
export function RefSelect({ options, ...props }: { options: Option[]; id?: string; value?: unknown; onChange?: (v: unknown) => void; disabled?: boolean }) {
  return <Select {...props} showSearch allowClear optionFilterProp="label" options={options} placeholder={WIZARD_TEXT.none} />;
}

const COUNTRY_OPTIONS: Option[] = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));

/** Countries by name (as companies store them), labelled by the surrounding Form.Item. */
export function CountryInput(props: { id?: string; value?: unknown; onChange?: (v: unknown) => void }) {
  return <RefSelect options={COUNTRY_OPTIONS} {...props} />;
}
