import { InfoPage } from '../components/InfoPage.js';

/** /contact placeholder until the content issue brings the message form. The spec records no pageview here. */
export default function ContactPage() {
  return <InfoPage title="Send Us a Message" />;
}
