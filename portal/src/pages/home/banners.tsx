/** The optional demo and academy banners of the landing page, switched by the admin parameters (spec 1 §2). */
import { useNavigate } from 'react-router';
import { Alert, Button } from 'antd';
import type { Switches } from '../../features/parameters/use-parameters';

export const BANNERS = {
  demo: {
    title: 'See the registry in action',
    text: 'Book a demo: we walk you through registering, transferring and retiring BCUs for your account type.',
    action: 'Request a demo',
    to: '/contact-us',
  },
  academy: {
    title: 'Book & Claim Registry academy',
    text: 'E-learning courses on book and claim and the work with BCUs, for new account owners and their teams.',
    action: 'Explore training',
    to: '/resources/training',
  },
} as const;

export function LandingBanners({ switches }: { switches: Switches }) {
  const navigate = useNavigate();
  const shown = [
    switches.showHomepageDemoBanner && ('demo' as const),
    switches.showHomepageAcademyBanner && ('academy' as const),
  ].filter((k): k is 'demo' | 'academy' => !!k);
  if (shown.length === 0) return null;
  return (
    <section aria-label="Announcements" className="bcu-section bcu-banners">
      {shown.map((k) => (
        <Alert
          key={k}
          data-testid={`banner-${k}`}
          type="info"
          showIcon
          message={BANNERS[k].title}
          description={BANNERS[k].text}
          action={
            <Button type="primary" onClick={() => navigate(BANNERS[k].to)}>
              {BANNERS[k].action}
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      ))}
    </section>
  );
}
