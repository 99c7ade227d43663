import { InfoPage } from '../components/InfoPage.js';

/**
 * /pp placeholder until the content issue brings the 10 sections. It sends no pageview
 * (docs/product/landing-and-content.md).
 */
export default function PrivacyPage() {
  return <InfoPage title="Privacy Policy" />;
}
