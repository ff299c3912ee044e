/** / — the landing page (spec 1 §2): hero, introduction, benefits, three steps, Sign Up, account roles. */
import { useNavigate } from 'react-router';
import { Button, Card, Col, Row, Space, Steps, Table, Tag, Typography } from 'antd';
import {
  CheckCircleTwoTone,
  CloseCircleTwoTone,
  SafetyCertificateOutlined,
  ExperimentOutlined,
  FundOutlined,
  ApiOutlined,
} from '@ant-design/icons';
import { useSession } from '../../features/session/session-store';
import { useParameters } from '../../features/parameters/use-parameters';
import { LandingBanners } from './banners';
import { TEXT } from '../../features/texts';
import { BENEFITS, CTA, HERO, INTRODUCTION, RIGHT_LABELS, ROLE_ROWS, STEPS, type Right, type RoleRow } from './content';
import './landing.css';

const BENEFIT_ICONS = {
  robust: <SafetyCertificateOutlined />,
  credible: <ExperimentOutlined />,
  proven: <FundOutlined />,
  scalable: <ApiOutlined />,
} as const;

function RightCell({ right }: { right: Right }) {
  if (right === 'onBehalf') return <Tag color="blue">{RIGHT_LABELS.onBehalf}</Tag>;
  return right === 'yes' ? (
    <CheckCircleTwoTone twoToneColor="#2e7d32" aria-label={RIGHT_LABELS.yes} role="img" />
  ) : (
    <CloseCircleTwoTone twoToneColor="#c62828" aria-label={RIGHT_LABELS.no} role="img" />
  );
}

const rightColumn = (key: 'register' | 'transfer' | 'hold' | 'retire', title: string) => ({
  key,
  title,
  dataIndex: key,
  align: 'center' as const,
  render: (r: Right) => <RightCell right={r} />,
});

export function LandingPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const switches = useParameters();
  return (
    <div className="bcu-landing">
      <section className="bcu-hero" aria-labelledby="hero-title">
        <Typography.Title id="hero-title" level={1}>
          {HERO.title}
        </Typography.Title>
        <Typography.Paragraph className="bcu-hero-text">{HERO.subtitle}</Typography.Paragraph>
        <Space wrap>
          {!user && (
            <Button type="primary" size="large" onClick={() => navigate('/registration')}>
              {TEXT.signUp}
            </Button>
          )}
          <Button size="large" ghost onClick={() => navigate('/statements')}>
            {TEXT.statementsTitle}
          </Button>
        </Space>
      </section>

      <LandingBanners switches={switches} />

      <section aria-labelledby="intro-title" className="bcu-section">
        <Typography.Title id="intro-title" level={2}>
          {INTRODUCTION.title}
        </Typography.Title>
        {INTRODUCTION.paragraphs.map((p) => (
          <Typography.Paragraph key={p.slice(0, 20)}>{p}</Typography.Paragraph>
        ))}
      </section>

      <section aria-label="Benefits" className="bcu-section">
        <Row gutter={[16, 16]}>
          {BENEFITS.map((b) => (
            <Col key={b.key} xs={24} sm={12} lg={6}>
              <Card className="bcu-benefit">
                <div className="bcu-benefit-icon" aria-hidden>
                  {BENEFIT_ICONS[b.key]}
                </div>
                <Typography.Title level={3}>{b.title}</Typography.Title>
                <Typography.Paragraph>{b.text}</Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section aria-labelledby="steps-title" className="bcu-section">
        <Typography.Title id="steps-title" level={2}>
          How it works
        </Typography.Title>
        <Steps
          direction="vertical"
          current={-1}
          items={STEPS.map((s, i) => ({ title: `${i + 1}. ${s.title}`, description: s.text, status: 'process' }))}
        />
      </section>

      {!user && (
        <section aria-labelledby="cta-title" className="bcu-section bcu-cta">
          <Typography.Title id="cta-title" level={2}>
            {CTA.title}
          </Typography.Title>
          <Typography.Paragraph>{CTA.text}</Typography.Paragraph>
          <Button type="primary" size="large" onClick={() => navigate('/registration')}>
            {TEXT.signUp}
          </Button>
        </section>
      )}

      <section aria-labelledby="roles-title" className="bcu-section">
        <Typography.Title id="roles-title" level={2}>
          Account roles
        </Typography.Title>
        <Table<RoleRow>
          dataSource={ROLE_ROWS}
          rowKey="key"
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'role', title: 'Role', dataIndex: 'role' },
            rightColumn('register', 'Register'),
            rightColumn('transfer', 'Transfer'),
            rightColumn('hold', 'Hold'),
            rightColumn('retire', 'Retire'),
            { key: 'mode', title: 'Mode', dataIndex: 'mode' },
            { key: 'claimant', title: 'Claimant', dataIndex: 'claimant' },
          ]}
        />
      </section>
    </div>
  );
}
