/**
 * /resources/training — the academy, with a contact button that pre-fills the training message and, beside it,
 * the link to the external academy the admin configures among the parameters (spec 1 §2).
 */
import { useNavigate } from 'react-router';
import { Button, Card, Space, Typography } from 'antd';
import { MailOutlined, ReadOutlined } from '@ant-design/icons';
import { useLinks } from '../../features/links/use-links';
import { RESOURCES_TEXT } from './content';

export function TrainingPage() {
  const navigate = useNavigate();
  const academyUrl = useLinks().trainingAcademyURL;
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
          {academyUrl && (
            <Button icon={<ReadOutlined />} href={academyUrl} target="_blank" rel="noopener noreferrer">
              {RESOURCES_TEXT.academyOpen}
            </Button>
          )}
        </Space>
      </Card>
    </section>
  );
}
