import { SITE, usePageview } from '@storyloom/kit';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { InfoPage } from '../components/InfoPage.js';
import { ABOUT } from '../legal/about.js';
import { DEMO_ADDRESS_MARK, supportAddress, useSiteInfo } from '../site/use-site-info.js';

const Lines = styled.p`
  margin-top: 0;
  line-height: 1.7;
`;

/** The placeholder address of a demo site is marked so nobody takes it for a real inbox. */
const DemoMark = styled.em`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  line-height: 1.6;
  h2 { margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)}; font-size: 1.3rem; }
  dt { font-weight: 700; margin-top: ${({ theme }) => theme.space(1)}; }
  dd { margin-left: 0; }
`;

/** /about-us: the company, its mission, values and team, and how to reach it (docs/product/landing-and-content.md). */
export default function AboutPage() {
  usePageview('/about-us', 'About');
  const site = useSiteInfo();
  const support = supportAddress(site);
  return (
    <InfoPage title="ABOUT US">
      <Lines>
        Company: {SITE.name}
        <br />
        Website: {SITE.host}
      </Lines>
      <Section aria-labelledby="about-title">
        <h2 id="about-title">ABOUT US</h2>
        {ABOUT.about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>
      <Section aria-labelledby="mission-title">
        <h2 id="mission-title">OUR MISSION</h2>
        <p>{ABOUT.mission.lead}</p>
        <ul>
          {ABOUT.mission.aims.map((aim) => (
            <li key={aim}>{aim}</li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="values-title">
        <h2 id="values-title">OUR VALUES</h2>
        <dl>
          {ABOUT.values.map((value) => (
            <div key={value.name}>
              <dt>{value.name}</dt>
              <dd>{value.text}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section aria-labelledby="team-title">
        <h2 id="team-title">OUR TEAM</h2>
        {ABOUT.team.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>
      <Section aria-labelledby="contact-title">
        <h2 id="contact-title">CONTACT US</h2>
        <p>
          {support ? (
            <>
              Write to us at <a href={`mailto:${support.email}`}>{support.email}</a>
              {support.demo ? <DemoMark> {DEMO_ADDRESS_MARK}</DemoMark> : null}, or send a message from our{' '}
              <Link to="/contact">contact page</Link>.
            </>
          ) : (
            <>
              Send us a message from our <Link to="/contact">contact page</Link>.
            </>
          )}
        </p>
      </Section>
    </InfoPage>
  );
}
