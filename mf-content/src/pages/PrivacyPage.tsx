import { usePageview } from '@storyloom/kit';
import { LegalDocumentView } from '../components/LegalDocumentView.js';
import { privacyPolicy } from '../legal/privacy.js';
import { supportEmailText, useSiteInfo } from '../site/use-site-info.js';

/**
 * /pp: the privacy policy (mf-content/src/legal/privacy.ts), 10 sections with a table of contents. The photo
 * retention it states is the server's configured COVER_PHOTO_RETENTION_DAYS.
 */
export default function PrivacyPage() {
  usePageview('/pp', 'Privacy Policy');
  const site = useSiteInfo();
  return <LegalDocumentView document={privacyPolicy(site?.photoRetentionDays, supportEmailText(site))} />;
}
