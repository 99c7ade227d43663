import { usePageview } from '@storyloom/kit';
import { LegalDocumentView } from '../components/LegalDocumentView.js';
import { termsOfService } from '../legal/terms.js';
import { supportEmailText, useSiteInfo } from '../site/use-site-info.js';

/** /tos: the terms of service (mf-content/src/legal/terms.ts), 12 sections with a table of contents. */
export default function TermsPage() {
  usePageview('/tos', 'Terms of Service');
  const site = useSiteInfo();
  return <LegalDocumentView document={termsOfService(supportEmailText(site))} />;
}
