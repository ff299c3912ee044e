/** The credits of one statement (an expanded row): certificate number, BCU ID, amounts and the certificate PDF. */
import { useState } from 'react';
import { Button, Table } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { MSG, type PublicStatement, type StatementCredit } from '@bcu/api/contracts';
import { formatTonnes } from '../format';
import { useNotify } from '../errors/notify';
import { downloadCertificate } from './download';
import { STATEMENT_TEXT as T } from './texts';

export function StatementCredits({ statement }: { statement: PublicStatement }) {
  const notify = useNotify();
  const [busy, setBusy] = useState<string>();
  const download = async (c: StatementCredit) => {
    setBusy(c.id);
    try {
      await downloadCertificate(statement.id, c);
      notify.success(MSG.fileDownloaded);
    } catch (e) {
      notify.error(e);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Table<StatementCredit>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={statement.credits}
      aria-label={`${T.credits} ${statement.RSID}`}
      columns={[
        { key: 'sid', dataIndex: 'sid', title: T.certificate },
        { key: 'BCUID', dataIndex: 'BCUID', title: T.bcuId },
        { key: 'amount', dataIndex: 'amount', title: T.amount, align: 'right', render: (v: string) => formatTonnes(v) },
        {
          key: 'co2eq',
          dataIndex: 'tonnesOfCO2eq',
          title: T.co2eq,
          align: 'right',
          render: (v: string) => formatTonnes(v),
        },
        {
          key: 'pdf',
          title: T.certificatePdf,
          render: (_: unknown, c) => (
            <Button
              type="link"
              icon={<FilePdfOutlined />}
              loading={busy === c.id}
              onClick={() => void download(c)}
              aria-label={`${T.certificatePdf} ${c.sid}`}
            >
              {`certificate_${c.sid}.pdf`}
            </Button>
          ),
        },
      ]}
    />
  );
}
