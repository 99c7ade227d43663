import { InfoPage } from '../components/InfoPage.js';

/** /pp placeholder until the content issue brings the 10 sections. The spec records no pageview here. */
export default function PrivacyPage() {
  return <InfoPage title="Privacy Policy" />;
}
