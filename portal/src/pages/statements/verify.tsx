/**
 * /statements/verify (issue 16.4), public: a PDF dropped here is hashed in the browser (WebCrypto), or a pasted
 * SHA-256 digest is taken as it is; the API answers with the statement the PDF belongs to, as the public list shows
 * it, or that this registry did not issue it.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useCustom } from '@refinedev/core';
import { Alert, Card, Descriptions, Form, Input, Space, Typography, Upload } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { MSG, STATEMENT_API, type StatementVerification } from '@bcu/api/contracts';
import { formatDate, formatTonnes } from '../../features/format';
import { TEXT } from '../../features/texts';
import { STATEMENT_TEXT, VERIFY_TEXT } from '../../features/statements/texts';
import { normalizedDigest, sha256Hex } from '../../features/statements/digest';
import { StatementCredits } from '../../features/statements/statement-credits';

export function StatementVerifyPage() {
  const [digest, setDigest] = useState<string>();
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState<string>();
  const { query } = useCustom<StatementVerification>({
    url: STATEMENT_API.verify,
    method: 'get',
    config: { query: { sha256: digest } },
    queryOptions: { queryKey: ['statement-verify', digest], enabled: !!digest, retry: false },
  });
  const answer = digest ? query.data?.data : undefined;

  const onFile = async (file: Blob) => {
    setPasteError(undefined);
    const hex = await sha256Hex(file);
    setPasted(hex);
    setDigest(hex);
  };
  const onPaste = (text: string) => {
    const d = normalizedDigest(text);
    setPasteError(d ? undefined : MSG.sha256Invalid);
    setDigest(d);
  };

  return (
    <Card>
      <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="statement-verify">
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {VERIFY_TEXT.title}
          </Typography.Title>
          <Typography.Text type="secondary">{VERIFY_TEXT.intro}</Typography.Text>
        </div>
        <Upload.Dragger
          accept="application/pdf,.pdf"
          multiple={false}
          showUploadList={false}
          beforeUpload={(file) => {
            void onFile(file);
            return false;
          }}
          data-testid="statement-verify-drop"
        >
          <p className="ant-upload-drag-icon">
            <FilePdfOutlined />
          </p>
          <p className="ant-upload-text">{VERIFY_TEXT.drop}</p>
        </Upload.Dragger>
        <Form layout="vertical" onFinish={() => onPaste(pasted)}>
          <Form.Item
            label={VERIFY_TEXT.digest}
            htmlFor="statement-verify-digest"
            validateStatus={pasteError ? 'error' : undefined}
            help={pasteError}
          >
            <Input.Search
              id="statement-verify-digest"
              value={pasted}
              onChange={(e) => setPasted(e.target.value)}
              onSearch={onPaste}
              enterButton={VERIFY_TEXT.check}
              loading={query.isFetching}
              data-testid="statement-verify-digest"
            />
          </Form.Item>
        </Form>
        {answer && !answer.issued && (
          <Alert
            type="error"
            showIcon
            message={MSG.statementNotIssued}
            description={VERIFY_TEXT.notIssuedHint}
            data-testid="statement-verify-result"
          />
        )}
        {answer?.issued && answer.statement && (
          <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="statement-verify-result">
            <Alert
              type="success"
              showIcon
              message={VERIFY_TEXT.issued}
              description={
                answer.document === 'certificate' && answer.sid
                  ? VERIFY_TEXT.issuedCertificate(answer.sid, answer.statement.RSID)
                  : VERIFY_TEXT.issuedStatement(answer.statement.RSID)
              }
            />
            <Descriptions bordered size="small" column={1}>
              <Descriptions.Item label={TEXT.rsid}>
                <Link to={`/statements?rsid=${encodeURIComponent(answer.statement.RSID)}`}>
                  {answer.statement.RSID}
                </Link>
              </Descriptions.Item>
              <Descriptions.Item label={TEXT.issueDate}>{formatDate(answer.statement.issuedAt)}</Descriptions.Item>
              <Descriptions.Item label={TEXT.amount}>{formatTonnes(answer.statement.amount)}</Descriptions.Item>
              <Descriptions.Item label={TEXT.co2eq}>{formatTonnes(answer.statement.tonnesOfCO2eq)}</Descriptions.Item>
              <Descriptions.Item label={TEXT.beneficiary}>{answer.statement.beneficiary}</Descriptions.Item>
              <Descriptions.Item label={STATEMENT_TEXT.productType}>
                {answer.statement.productType ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={TEXT.claimCountry}>{answer.statement.claimCountry ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={STATEMENT_TEXT.reporting}>
                {answer.statement.reporting ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={STATEMENT_TEXT.scope1}>{answer.statement.scope1 ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={STATEMENT_TEXT.scope3}>{answer.statement.scope3 ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={STATEMENT_TEXT.scope3Logistic}>
                {answer.statement.scope3Logistic ?? '—'}
              </Descriptions.Item>
            </Descriptions>
            <StatementCredits statement={answer.statement} />
          </Space>
        )}
      </Space>
    </Card>
  );
}
