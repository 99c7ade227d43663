import { usePageview } from '@storyloom/kit';
import { LegalDocumentView } from '../components/LegalDocumentView.js';
import { TERMS } from '../legal/terms.js';

/** /tos: the terms of service (mf-content/src/legal/terms.ts), 12 sections with a table of contents. */
export default function TermsPage() {
  usePageview('/tos', 'Terms of Service');
  return <LegalDocumentView document={TERMS} />;
}
