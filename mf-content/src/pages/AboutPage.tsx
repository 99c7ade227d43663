import { SITE, usePageview } from '@storyloom/kit';
import { InfoPage } from '../components/InfoPage.js';

/** /about-us placeholder until the content issue brings mission, values and team. */
export default function AboutPage() {
  usePageview('/about-us', 'About');
  return (
    <InfoPage title="ABOUT US">
      <p>
        {SITE.name} · {SITE.host}
      </p>
    </InfoPage>
  );
}
