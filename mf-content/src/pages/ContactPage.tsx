import { InfoPage } from '../components/InfoPage.js';

/**
 * /contact placeholder until the content issue brings the message form. It sends no pageview
 * (docs/product/landing-and-content.md).
 */
export default function ContactPage() {
  return <InfoPage title="Send Us a Message" />;
}
