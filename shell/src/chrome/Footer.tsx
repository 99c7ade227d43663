import { SITE } from '@storyloom/kit';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { FOOTER_LINKS } from './nav-links.js';

/**
 * Social links are placeholders (docs/product/landing-and-content.md#the-sites-chrome-built), and two of them
 * deliberately point at unexpected sites.
 */
const SOCIAL_LINKS = [
  { href: 'https://www.youtube.com/', label: 'YouTube' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.example.com/', label: 'Facebook' },
  { href: 'https://www.instagram.com/', label: 'X' },
] as const;

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
  return (
    <Wrapper>
      <Columns>
        <section>
          <Heading>{SITE.name}</Heading>
          <List>
            <li>
              <a href={`tel:${SITE.phone.replace(/[^\d+]/g, '')}`}>{SITE.phone}</a>
            </li>
            <li>
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </li>
          </List>
        </section>
        <nav aria-label="Footer">
          <Heading>Company</Heading>
          <List>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a href="#">Pricing</a>
            </li>
            <li>
              <a href="#">FAQ</a>
            </li>
          </List>
        </nav>
        <section>
          <Heading>Follow us</Heading>
          <List>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </List>
        </section>
      </Columns>
      <Copyright>
        © {new Date().getFullYear()} {SITE.name}
      </Copyright>
    </Wrapper>
  );
}
