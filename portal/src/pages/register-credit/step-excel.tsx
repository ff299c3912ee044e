/**
 * Excel mode's single step, PoS and data upload (spec 2 §2.13): the product source picks the template
 * (BCU_Registration_Template_{source}.xlsx); one .xlsx is uploaded and parsed into the form's values; the PoS PDF
 * (and for Acquired fuel the supplier's PDF) are chosen here. A failed upload clears the list; removing the file
 * resets the form.
 */
import { useState } from 'react';
import { useCustomMutation, useDataProvider, type HttpError } from '@refinedev/core';
import { Button, Form, Radio, Space, Typography, Upload } from 'antd';
import type { FormInstance } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { CREDIT_EXCEL_API, MSG, templateFileName, type ExcelSource, type ExcelUploadResult } from '@bcu/api/contracts';
import { useNotify } from '../../features/errors/notify';
import { apiErrorOf, errorNote, successNote } from '../../features/errors/notes';
import { saveBlob } from '../dashboard/shared/download';
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
  // the upload is parsed by the API (multipart) and answered with the form's values
  const { mutateAsync, mutation } = useCustomMutation<ExcelUploadResult, HttpError, FormData>();

  const dataProvider = useDataProvider();
  // the template is a Refine read through the data provider, answered as a file
  const download = async () => {
    try {
      const { data } = await dataProvider().custom!<Blob>({
        url: CREDIT_EXCEL_API.template,
        method: 'get',
        query: { source },
        meta: { responseType: 'blob' },
      });
      saveBlob(data, templateFileName(source));
    } catch (err) {
      notify.error(apiErrorOf(err));
    }
  };

  const upload = async (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    let result: ExcelUploadResult;
    try {
      ({ data: result } = await mutateAsync({
        url: `${CREDIT_EXCEL_API.upload}?${new URLSearchParams({ source })}`,
        method: 'post',
        values: body,
        successNotification: () => successNote(MSG.excelUploaded),
        errorNotification: (e) => errorNote(e),
      }));
    } catch {
      return; // told by the error notification; the file list stays empty
    }
    const keep = {
      posFile: form.getFieldValue('posFile') as unknown,
      supplierFile: form.getFieldValue('supplierFile') as unknown,
    };
    form.resetFields();
    form.setFieldsValue({
      ...result.data[0],
      posFile: keep.posFile,
      supplierFile: source === 'Acquired' ? keep.supplierFile : undefined,
    });
    onUploaded({ fileName: file.name, source });
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
          <Button icon={<UploadOutlined />} loading={mutation.isPending} disabled={!!excel}>
            {WIZARD_TEXT.selectExcel}
          </Button>
        </Upload>
      </Form.Item>
      <PdfField name="posFile" label={WIZARD_TEXT.posPdf} />
      {source === 'Acquired' && <PdfField name="supplierFile" label={WIZARD_TEXT.supplierPdf} />}
    </>
  );
}
