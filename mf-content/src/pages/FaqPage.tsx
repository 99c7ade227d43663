import { usePageview } from '@storyloom/kit';
import { Link } from 'react-router-dom';
import { InfoPage } from '../components/InfoPage.js';
import { Prose } from '../components/prose.js';
import { faqEntries } from '../legal/faq.js';
import { DEFAULT_PHOTO_RETENTION_DAYS } from '../legal/privacy.js';
import { useSiteInfo } from '../site/use-site-info.js';

/** /faq: delivery times, formats, sizes, photos and privacy, and the all-sales-final policy (mf-content/src/legal/faq.ts). */
export default function FaqPage() {
  usePageview('/faq', 'FAQ');
  const site = useSiteInfo();
  return (
    <InfoPage title="Frequently Asked Questions">
      <Prose>
        {faqEntries(site?.photoRetentionDays ?? DEFAULT_PHOTO_RETENTION_DAYS).map((entry) => (
          <section key={entry.id} aria-labelledby={entry.id}>
            <h2 id={entry.id}>{entry.question}</h2>
            {entry.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p>
          See also <Link to="/pricing">Pricing</Link>, the <Link to="/tos">Terms of Service</Link> and the{' '}
          <Link to="/pp">Privacy Policy</Link>, or <Link to="/contact">send us a message</Link>.
        </p>
      </Prose>
    </InfoPage>
  );
}
