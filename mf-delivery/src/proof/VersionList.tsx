import { useState } from 'react';
import { styled } from 'styled-components';
import type { ProofReply, ProofVersion } from '@storyloom/contracts/delivery';
import { Button } from '@storyloom/kit';
import type { ChangeOutcome } from './use-proof.js';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every version of the book, newest first, with its time and what changed; any earlier one can be restored (as a new version). */
export function VersionList({
  proof,
  onRestore,
}: {
  proof: ProofReply;
  onRestore: (version: ProofVersion) => Promise<ChangeOutcome>;
}) {
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = [...proof.versions].sort((a, b) => b.version - a.version);
  return (
    <Section aria-labelledby="versions-heading">
      <h2 id="versions-heading">Versions</h2>
      <p>Every change you keep is a version. Restoring an earlier one makes it the newest; nothing is lost.</p>
      <ol>
        {versions.map((version) => {
          const current = version.version === proof.version;
          return (
            <li key={version.version} aria-current={current ? 'true' : undefined}>
              <div>
                <strong>Version {version.version}</strong>
                {current ? ' (shown now)' : ''}
                {proof.approved_version === version.version ? ' (approved)' : ''} · {version.description}
                <Meta>
                  <time dateTime={version.created_at}>{when(version.created_at)}</time> · {version.page_count} pages
                </Meta>
              </div>
              {current || proof.state !== 'in_review' ? null : (
                <Button
                  variant="secondary"
                  busy={restoring === version.version}
                  busyLabel="Restoring..."
                  disabled={restoring !== null}
                  aria-label={`Restore version ${version.version}`}
                  onClick={() => {
                    setRestoring(version.version);
                    void onRestore(version).finally(() => setRestoring(null));
                  }}
                >
                  Restore
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

const Section = styled.section`
  max-width: 48em;
  margin: 0 auto;
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${(props) => props.theme.space(1)};
    padding: ${(props) => props.theme.space(1.5)} 0;
    border-bottom: 1px solid ${(props) => props.theme.colors.border};
    overflow-wrap: anywhere;
  }
  li > div {
    min-width: 0;
    flex: 1 1 16em;
  }
`;

const Meta = styled.span`
  display: block;
  font-size: 0.9rem;
  color: ${(props) => props.theme.colors.textMuted};
`;
