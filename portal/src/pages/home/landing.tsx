/**
 * / — the landing page (spec 1 §2): hero, introduction, benefits, three steps, Sign Up, account roles.
 * The page is static text: its grid, steps and roles table are plain HTML styled in landing.css, so the first visit
 * does not load antd's data table, steps and grid (issue 14's budget for the page's JavaScript).
 */
import { useNavigate } from 'react-router';
import { Button, Space } from 'antd';
import {
  CheckCircleTwoTone,
  CloseCircleTwoTone,
  SafetyCertificateOutlined,
  ExperimentOutlined,
  FundOutlined,
  ApiOutlined,
} from '@ant-design/icons';
import { useIdentity } from '../../features/session/use-identity';
import { useParameters } from '../../features/parameters/use-parameters';
import { LandingBanners } from './banners';
import { TEXT } from '../../features/texts';
import { BENEFITS, CTA, HERO, INTRODUCTION, RIGHT_LABELS, ROLE_ROWS, STEPS, type Right } from './content';

const BENEFIT_ICONS = {
  robust: <SafetyCertificateOutlined />,
  credible: <ExperimentOutlined />,
  proven: <FundOutlined />,
  scalable: <ApiOutlined />,
} as const;

function RightCell({ right }: { right: Right }) {
  if (right === 'onBehalf') return <span className="bcu-tag">{RIGHT_LABELS.onBehalf}</span>;
  return right === 'yes' ? (
    <CheckCircleTwoTone twoToneColor="#2e7d32" aria-label={RIGHT_LABELS.yes} role="img" />
  ) : (
    <CloseCircleTwoTone twoToneColor="#c62828" aria-label={RIGHT_LABELS.no} role="img" />
  );
}

const RIGHT_COLUMNS = [
  ['register', 'Register'],
  ['transfer', 'Transfer'],
  ['hold', 'Hold'],
  ['retire', 'Retire'],
] as const;

export function LandingPage() {
  const user = useIdentity();
  const navigate = useNavigate();
  const switches = useParameters();
  return (
    <div className="bcu-landing">
      <section className="bcu-hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{HERO.title}</h1>
        <p className="bcu-hero-text">{HERO.subtitle}</p>
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
        <h2 id="intro-title">{INTRODUCTION.title}</h2>
        {INTRODUCTION.paragraphs.map((p) => (
          <p key={p.slice(0, 20)}>{p}</p>
        ))}
      </section>

      <section aria-label="Benefits" className="bcu-section">
        <div className="bcu-benefits">
          {BENEFITS.map((b) => (
            <article key={b.key} className="bcu-benefit">
              <div className="bcu-benefit-icon" aria-hidden>
                {BENEFIT_ICONS[b.key]}
              </div>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="steps-title" className="bcu-section">
        <h2 id="steps-title">How it works</h2>
        <ol className="bcu-steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {!user && (
        <section aria-labelledby="cta-title" className="bcu-section bcu-cta">
          <h2 id="cta-title">{CTA.title}</h2>
          <p>{CTA.text}</p>
          <Button type="primary" size="large" onClick={() => navigate('/registration')}>
            {TEXT.signUp}
          </Button>
        </section>
      )}

      <section aria-labelledby="roles-title" className="bcu-section">
        <h2 id="roles-title">Account roles</h2>
        <div className="bcu-roles-scroll">
          <table className="bcu-roles">
            <thead>
              <tr>
                <th scope="col">Role</th>
                {RIGHT_COLUMNS.map(([key, title]) => (
                  <th key={key} scope="col" className="bcu-roles-right">
                    {title}
                  </th>
                ))}
                <th scope="col">Mode</th>
                <th scope="col">Claimant</th>
              </tr>
            </thead>
            <tbody>
              {ROLE_ROWS.map((row) => (
                <tr key={row.key}>
                  <td>{row.role}</td>
                  {RIGHT_COLUMNS.map(([key]) => (
                    <td key={key} className="bcu-roles-right">
                      <RightCell right={row[key]} />
                    </td>
                  ))}
                  <td>{row.mode}</td>
                  <td>{row.claimant}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
