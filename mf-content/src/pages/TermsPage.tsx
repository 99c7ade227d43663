import { usePageview } from '@storyloom/kit';
import { InfoPage } from '../components/InfoPage.js';

/** /tos placeholder until the content issue brings the 12 sections. */
export default function TermsPage() {
  usePageview('/tos', 'Terms of Service');
  return <InfoPage title="Terms of Service" />;
}
