/** /resources/training — the academy, with a contact button that pre-fills the training message (spec 1 §2). */
import { useNavigate } from 'react-router';
import { Button, Card, Space, Typography } from 'antd';
import { MailOutlined, ReadOutlined } from '@ant-design/icons';
import { ACADEMY_URL, RESOURCES_TEXT } from './content';

export function TrainingPage() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="training-title">
      <Typography.Title id="training-title" level={2}>
        {RESOURCES_TEXT.trainingTitle}
      </Typography.Title>
      <Card>
        <Typography.Title level={3}>{RESOURCES_TEXT.academyTitle}</Typography.Title>
        <Typography.Paragraph>{RESOURCES_TEXT.academyText}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{RESOURCES_TEXT.academyContactText}</Typography.Paragraph>
        <Space wrap>
          <Button type="primary" icon={<MailOutlined />} onClick={() => navigate('/contact-us?prefield=true')}>
            {RESOURCES_TEXT.academyContact}
          </Button>
          {ACADEMY_URL && (
            <Button icon={<ReadOutlined />} href={ACADEMY_URL} target="_blank" rel="noopener noreferrer">
              {RESOURCES_TEXT.academyOpen}
            </Button>
          )}
        </Space>
      </Card>
    </section>
  );
}
