import { styled } from 'styled-components';
import type { PersonalDetail } from '@storyloom/contracts/delivery';

/** How many details the personalisation check flagged (shown on the tab and before approving). */
export const flagCount = (personal: readonly PersonalDetail[]) =>
  personal.reduce((count, detail) => count + detail.flags.length, 0);

/**
 * "What's personal in this book" (docs/product/proof.md): each detail the buyer gave, whose it is, the pages it
 * appears on (each a link to that page), and what the check flagged (missing, misspelled, a nickname never used...),
 * the flags first and marked, so they are seen before approving.
 */
export function PersonalPanel({
  personal,
  onShowPage,
}: {
  personal: readonly PersonalDetail[];
  onShowPage: (page: number) => void;
}) {
  const flags = personal.flatMap((detail) => detail.flags.map((flag) => ({ detail, flag })));
  const owners = [...new Set(personal.map((detail) => detail.character))];
  return (
    <Panel aria-labelledby="personal-heading">
      <h2 id="personal-heading">What's personal in this book</h2>
      {flags.length > 0 ? (
        <Flags aria-labelledby="flags-heading" data-testid="personal-flags">
          <h3 id="flags-heading">
            {flags.length === 1
              ? '1 thing to check before you approve'
              : `${flags.length} things to check before you approve`}
          </h3>
          <ul>
            {flags.map(({ detail, flag }, index) => (
              <li key={index} data-kind={flag.kind}>
                <strong>
                  {detail.character ? `${detail.character}, ${detail.label.toLowerCase()}` : detail.label}:
                </strong>{' '}
                {flag.message}{' '}
                {flag.page !== null ? (
                  <PageButton type="button" onClick={() => onShowPage(flag.page!)}>
                    See page {flag.page}
                  </PageButton>
                ) : null}
              </li>
            ))}
          </ul>
        </Flags>
      ) : (
        <p role="status">Everything you told us appears in the book as you gave it.</p>
      )}
      {owners.map((owner) => (
        <Group key={owner ?? 'gift'}>
          <h3>{owner ?? 'The gift'}</h3>
          <dl>
            {personal
              .filter((detail) => detail.character === owner)
              .map((detail, index) => (
                <div key={index} data-flagged={detail.flags.length > 0 || undefined}>
                  <dt>{detail.label}</dt>
                  <dd>
                    {detail.value}
                    {detail.flags.length > 0 ? <Mark> · needs a look</Mark> : null}
                    <Pages>
                      {detail.pages.length === 0
                        ? 'not in the book'
                        : detail.pages.map((page) => (
                            <PageButton
                              key={page}
                              type="button"
                              onClick={() => onShowPage(page)}
                              aria-label={`${detail.label} ${detail.value}: page ${page}`}
                            >
                              p.&nbsp;{page}
                            </PageButton>
                          ))}
                    </Pages>
                  </dd>
                </div>
              ))}
          </dl>
        </Group>
      ))}
    </Panel>
  );
}

const Panel = styled.section`
  max-width: 48em;
  margin: 0 auto;
  overflow-wrap: anywhere;
`;

const Flags = styled.section`
  margin: 0 0 ${(props) => props.theme.space(3)};
  padding: ${(props) => props.theme.space(2)};
  background: #fff4e5;
  border: 2px solid #ef6c00;
  border-radius: ${(props) => props.theme.radii.medium};
  h3 {
    margin: 0 0 ${(props) => props.theme.space(1)};
  }
  ul {
    margin: 0;
    padding-left: ${(props) => props.theme.space(2.5)};
  }
  li {
    margin-bottom: ${(props) => props.theme.space(1)};
  }
`;

const Group = styled.section`
  margin-bottom: ${(props) => props.theme.space(2)};
  dl {
    margin: 0;
  }
  dl > div {
    display: grid;
    gap: ${(props) => props.theme.space(0.5)};
    padding: ${(props) => props.theme.space(1)} 0;
    border-bottom: 1px solid ${(props) => props.theme.colors.border};
    ${(props) => props.theme.media.sm} {
      grid-template-columns: 10em minmax(0, 1fr);
    }
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Mark = styled.span`
  color: #b34700;
  font-weight: 600;
`;

const Pages = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${(props) => props.theme.space(0.5)};
  margin-top: 2px;
  font-size: 0.9rem;
  color: ${(props) => props.theme.colors.textMuted};
`;

const PageButton = styled.button`
  padding: 0;
  font: inherit;
  color: ${(props) => props.theme.colors.primary};
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
  min-height: 24px;
`;
