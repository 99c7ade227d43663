import { apiGet, SITE } from '@storyloom/kit';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { FOOTER_LINKS } from './nav-links.js';

interface SiteFacts {
  supportEmail: string | null;
  phone: string | null;
  social: Array<{ label: string; href: string }>;
}

/**
 * The operator's contact facts (GET /api/site: SUPPORT_EMAIL, SITE_PHONE, SOCIAL_*_URL). Until it answers, or
 * when it fails, nothing is shown: a fact that is not configured is hidden, never a placeholder.
 */
function useSiteFacts(): SiteFacts | undefined {
  const [facts, setFacts] = useState<SiteFacts | undefined>();
  useEffect(() => {
    let live = true;
    apiGet<SiteFacts>('/api/site')
      .then((value) => live && setFacts(value))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return facts;
}

const Wrapper = styled.footer`
  margin-top: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.text};
  color: #f2efe6;
  a { color: inherit; }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(3, 1fr); }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { margin-bottom: ${({ theme }) => theme.space(1)}; }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(1.5)};
  font-size: 1.1rem;
`;

const Copyright = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  text-align: center;
  font-size: 0.85rem;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
`;

export function Footer() {
  const facts = useSiteFacts();
  const contact = [
    facts?.phone ? { href: `tel:${facts.phone.replace(/[^\d+]/g, '')}`, label: facts.phone } : undefined,
    facts?.supportEmail ? { href: `mailto:${facts.supportEmail}`, label: facts.supportEmail } : undefined,
  ].filter((item): item is { href: string; label: string } => item !== undefined);
  const social = facts?.social ?? [];
  return (
    <Wrapper>
      <Columns>
        <section aria-label={SITE.name}>
          <Heading>{SITE.name}</Heading>
          <p>Personalised books, written for one reader and printed as a gift.</p>
          {contact.length > 0 ? (
            <List>
              {contact.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            </List>
          ) : null}
        </section>
        <nav aria-label="Footer">
          <Heading>Company</Heading>
          <List>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </List>
        </nav>
        {social.length > 0 ? (
          <section aria-label="Follow us">
            <Heading>Follow us</Heading>
            <List>
              {social.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </List>
          </section>
        ) : null}
      </Columns>
      <Copyright>
        © {new Date().getFullYear()} {SITE.name}
      </Copyright>
    </Wrapper>
  );
}
