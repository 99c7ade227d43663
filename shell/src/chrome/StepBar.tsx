import { ButtonLink, SITE } from '@storyloom/kit';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { STEP_BAR_LINKS } from './nav-links.js';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.topBar};
  color: ${({ theme }) => theme.colors.topBarText};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 1200px;
  min-height: 64px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
`;

const Brand = styled(Link)`
  margin-right: auto;
  color: inherit;
  font: 700 1.35rem ${({ theme }) => theme.fonts.heading};
  text-decoration: none;
`;

const TextLink = styled(Link)`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.small};
  &:hover { background: rgba(255, 255, 255, 0.15); }
`;

const ContactButton = styled(ButtonLink)`
  color: ${({ theme }) => theme.colors.topBarText};
  border-color: ${({ theme }) => theme.colors.topBarText};
`;

/** The simpler bar on wizard steps: brand title home, three landing sections and an outlined Contact button. */
export function StepBar() {
  return (
    <Bar>
      <Row as="nav" aria-label="Site">
        <Brand to="/">{SITE.name}</Brand>
        {STEP_BAR_LINKS.map((link) => (
          <TextLink key={link.to} to={link.to}>
            {link.label}
          </TextLink>
        ))}
        <ContactButton to="/contact" variant="secondary">
          Contact
        </ContactButton>
      </Row>
    </Bar>
  );
}
