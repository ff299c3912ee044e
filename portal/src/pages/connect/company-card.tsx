/**
 * One Discover card (spec 3 §2.7): logo, name, type, industry, city, country and continent (an anonymous company
 * shows only its continent), the offer and looking tags with their pitches, and the connection state — Connected,
 * Pending or Request to connect. The other company's contact details show only once a request is Approved.
 */
import { Avatar, Button, Card, Space, Tag, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, SendOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { CONNECTION_STATE_LABELS, CONNECT_ROUTES, type ConnectCompany } from '@bcu/api/contracts';
import { avatarColor, initials } from '../../features/shell/avatar';
import { cardAction } from './discover-query';
import { useCompanyLogo } from '../../features/logo/use-company-logo';
import { T } from './texts';

function Pitch({ title, tags, pitch }: { title: string; tags: string[]; pitch: string }) {
  return (
    <section>
      <p className="bcu-connect-section-title">{title}</p>
      {tags.length > 0 && (
        <div>
          {tags.map((t) => (
            <Tag key={t} color="blue" style={{ marginBottom: 4 }}>
              {t}
            </Tag>
          ))}
        </div>
      )}
      {pitch && <Typography.Paragraph style={{ margin: 0 }}>{pitch}</Typography.Paragraph>}
    </section>
  );
}

export function CompanyCard({
  company,
  adminMode,
  onRequest,
}: {
  company: ConnectCompany;
  adminMode: boolean;
  onRequest: (company: ConnectCompany) => void;
}) {
  // a logo once read stays for the session (the cards come and go with the filters)
  const logo = useCompanyLogo(company.logoUrl, { staleTime: Infinity }).src;
  const action = cardAction(company, adminMode);
  const words = company.name.split(/\s+/);
  const short = initials(words[0] ?? '', words[1] ?? '');
  const facts: [string, string | null][] = [
    [T.industry, company.industry],
    [T.city, company.city],
    [T.country, company.country],
    [T.continent, company.continent],
  ];
  return (
    <Card className="bcu-connect-card" size="small" data-testid="connect-card">
      <div className="bcu-connect-card-head">
        <Avatar
          size={48}
          shape="square"
          src={logo}
          alt={logo ? `${company.name} logo` : undefined}
          style={logo ? { background: '#fff' } : { backgroundColor: avatarColor(short) }}
          aria-hidden={!logo}
        >
          {short}
        </Avatar>
        <div>
          <h3>{company.name}</h3>
          <Typography.Text type="secondary">{company.typeLabel}</Typography.Text>
        </div>
      </div>
      <dl className="bcu-connect-facts">
        {facts
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
      {company.isReadyToOfferConnect && <Pitch title={T.offer} tags={company.offerTags} pitch={company.offerPitch} />}
      {company.isLookingForCompanyConnect && (
        <Pitch title={T.looking} tags={company.lookingTags} pitch={company.lookingPitch} />
      )}
      {company.contact && (
        <section data-testid="connect-contact">
          <p className="bcu-connect-section-title">{T.contactDetails}</p>
          <dl className="bcu-connect-facts">
            <dt>{T.contactPerson}</dt>
            <dd>{company.contact.name}</dd>
            <dt>{T.email}</dt>
            <dd>
              <a href={`mailto:${company.contact.email}`}>{company.contact.email}</a>
            </dd>
            {company.contact.phone && (
              <>
                <dt>{T.phone}</dt>
                <dd>{company.contact.phone}</dd>
              </>
            )}
            {company.contact.website && (
              <>
                <dt>{T.website}</dt>
                <dd>
                  <a href={company.contact.website} target="_blank" rel="noreferrer">
                    {company.contact.website}
                  </a>
                </dd>
              </>
            )}
          </dl>
        </section>
      )}
      <div className="bcu-connect-card-foot">
        {action === 'connected' && (
          <Tag icon={<CheckCircleOutlined />} color="green">
            {CONNECTION_STATE_LABELS.Connected}
          </Tag>
        )}
        {action === 'pending' && (
          <Space wrap>
            <Tag icon={<ClockCircleOutlined />} color="gold">
              {CONNECTION_STATE_LABELS.Pending}
            </Tag>
            {/* a request this company sent us is answered in Received Requests */}
            {company.connectionRequestDirection === 'received' && !adminMode && (
              <Link to={CONNECT_ROUTES.received}>{T.reviewRequest}</Link>
            )}
          </Space>
        )}
        {action === 'request' && (
          <Space>
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={!company.canRequest}
              onClick={() => onRequest(company)}
              aria-label={`${CONNECTION_STATE_LABELS.None}: ${company.name}`}
            >
              {CONNECTION_STATE_LABELS.None}
            </Button>
          </Space>
        )}
      </div>
    </Card>
  );
}
