/**
 * Excel mode's single step, PoS and data upload (spec 2 §2.13): the product source picks the template
 * (BCU_Registration_Template_{source}.xlsx); one .xlsx is uploaded and parsed into the form's values; the PoS PDF
 * (and for Acquired fuel the supplier's PDF) are chosen here. A failed upload clears the list; removing the file
 * resets the form.
 */
import { useState } from 'react';
import { Button, Form, Radio, Space, Typography, Upload } from 'antd';
import type { FormInstance } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CREDIT_EXCEL_API,
  MSG,
  templateFileName,
  type ExcelSource,
  type ExcelUploadResult,
} from '@bcu/api/contracts';
import { api, request } from '../../api/http';
import { useNotify } from '../../features/errors/notify';
import { PdfField } from './fields';
import { WIZARD_TEXT } from './texts';
import type { ExcelUpload } from './wizard-state';

interface Props {
  form: FormInstance;
  excel?: ExcelUpload;
  onUploaded: (upload: ExcelUpload) => void;
  onRemoved: () => void;
}

export function ExcelStep({ form, excel, onUploaded, onRemoved }: Props) {
  const notify = useNotify();
  const [source, setSource] = useState<ExcelSource>(excel?.source ?? 'Acquired');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    try {
      const res = await request(CREDIT_EXCEL_API.template, { query: { source } });
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = templateFileName(source);
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      notify.error(err);
    }
  };

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      const result = await api<ExcelUploadResult>(CREDIT_EXCEL_API.upload, { method: 'POST', body, query: { source } });
      const keep = { posFile: form.getFieldValue('posFile') as unknown, supplierFile: form.getFieldValue('supplierFile') as unknown };
      form.resetFields();
      form.setFieldsValue({ ...result.data[0], posFile: keep.posFile, supplierFile: source === 'Acquired' ? keep.supplierFile : undefined });
      onUploaded({ fileName: file.name, source });
      notify.success(MSG.excelUploaded);
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography.Paragraph>{WIZARD_TEXT.templateHelp}</Typography.Paragraph>
      <Form.Item label={WIZARD_TEXT.productSource} required>
        <Radio.Group
          value={source}
          disabled={!!excel}
          onChange={(e) => setSource(e.target.value as ExcelSource)}
          options={[
            { value: 'Acquired', label: WIZARD_TEXT.acquired },
            { value: 'Produced', label: WIZARD_TEXT.produced },
          ]}
        />
      </Form.Item>
      <Space direction="vertical" style={{ marginBottom: 16 }}>
        <Button icon={<DownloadOutlined />} onClick={() => void download()}>
          {WIZARD_TEXT.downloadTemplate(source === 'Acquired' ? WIZARD_TEXT.acquired : WIZARD_TEXT.produced)}
        </Button>
      </Space>
      <Form.Item label={WIZARD_TEXT.excelFile} required>
        <Upload
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          fileList={excel ? [{ uid: 'xlsx', name: excel.fileName, status: 'done' }] : []}
          beforeUpload={(file) => {
            void upload(file);
            return Upload.LIST_IGNORE;
          }}
          onRemove={() => {
            form.resetFields();
            onRemoved();
            return true;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} disabled={!!excel}>
            {WIZARD_TEXT.selectExcel}
          </Button>
        </Upload>
      </Form.Item>
      <PdfField name="posFile" label={WIZARD_TEXT.posPdf} />
      {source === 'Acquired' && <PdfField name="supplierFile" label={WIZARD_TEXT.supplierPdf} />}
    </>
  );
}
