/**
 * Footer of spec 1 §2: Resources (Documentation, FAQs, Pricing), About (Terms & Conditions and
 * Privacy Policy from the fetched links, Contact Us), the copyright line and the app version.
 * An entry whose page or URL does not exist yet is shown as plain text, never as a dead link.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLinks } from '../links/use-links';
import { useSession } from '../session/session-store';
import { TEXT } from '../texts';
import { SERVED_PATHS } from '../../routes';

function RouteEntry({ to, children }: { to: string; children: ReactNode }) {
  return SERVED_PATHS.has(to) ? <Link to={to}>{children}</Link> : <span>{children}</span>;
}

function UrlEntry({ url, children }: { url?: string; children: ReactNode }) {
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <span>{children}</span>
  );
}

export function AppFooter() {
  const links = useLinks();
  const { user } = useSession();
  // spec 1 §2: the 'Contact us' link is shown unless the user is Admin or SuperAdmin
  const showContact = !user || (user.role !== 'Admin' && user.role !== 'SuperAdmin');
  return (
    <footer className="bcu-footer">
      <div className="bcu-footer-columns">
        <section aria-labelledby="footer-resources">
          <h2 id="footer-resources">{TEXT.footerResources}</h2>
          <ul>
            <li>
              <RouteEntry to="/resources/docs">{TEXT.documentation}</RouteEntry>
            </li>
            <li>
              <RouteEntry to="/resources/faq/general">{TEXT.faqs}</RouteEntry>
            </li>
            <li>
              <RouteEntry to="/resources/pricing">{TEXT.pricing}</RouteEntry>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{TEXT.about}</h2>
          <ul>
            <li>
              <UrlEntry url={links.termsAndConditionsURL}>{TEXT.termsAndConditions}</UrlEntry>
            </li>
            <li>
              <UrlEntry url={links.privacyPolicyURL}>{TEXT.privacyPolicy}</UrlEntry>
            </li>
            {showContact && (
              <li>
                <RouteEntry to="/contact-us">{TEXT.contactUs}</RouteEntry>
              </li>
            )}
          </ul>
        </section>
      </div>
      <div className="bcu-footer-bottom">
        <span>{TEXT.copyright}</span>
        <span data-testid="app-version">{TEXT.version}</span>
      </div>
    </footer>
  );
}
