import { useMemo } from 'react';
import { styled } from 'styled-components';
import { parseSummary, type SummaryBlock, type SummaryInline } from '@storyloom/contracts';

/**
 * The story summary's section-3 format shown as formatted text, never raw: '# ' title, '## '/'### ' headers,
 * '@name:' character entries, '$ ' bullets, %bold%. Works on partial text too, so words stream in formatted.
 */
export function FormattedSummary({ text }: { text: string }) {
  const blocks = useMemo(() => parseSummary(text), [text]);
  return <Article>{groupBullets(blocks).map(renderGroup)}</Article>;
}

type Group = { kind: 'block'; block: SummaryBlock; key: number } | { kind: 'list'; items: SummaryBlock[]; key: number };

/** Consecutive bullets become one list, so screen readers announce "list, 3 items". */
function groupBullets(blocks: readonly SummaryBlock[]): Group[] {
  const groups: Group[] = [];
  blocks.forEach((block, index) => {
    const previous = groups.at(-1);
    if (block.type !== 'bullet') groups.push({ kind: 'block', block, key: index });
    else if (previous?.kind === 'list') previous.items.push(block);
    else groups.push({ kind: 'list', items: [block], key: index });
  });
  return groups;
}

function renderGroup(group: Group) {
  if (group.kind === 'list') {
    return (
      <ul key={group.key}>
        {group.items.map((item, index) => (
          <li key={index}>
            <Inline content={item.content} />
          </li>
        ))}
      </ul>
    );
  }
  const { block, key } = group;
  switch (block.type) {
    // The page's h1 is 'Create Your Summary' and the panel's heading an h2, so the story's levels start below.
    case 'title':
      return (
        <StoryTitle key={key}>
          <Inline content={block.content} />
        </StoryTitle>
      );
    case 'heading':
      return block.level === 2 ? (
        <SectionHeading key={key}>
          <Inline content={block.content} />
        </SectionHeading>
      ) : (
        <SubHeading key={key}>
          <Inline content={block.content} />
        </SubHeading>
      );
    case 'character':
      return (
        <CharacterEntry key={key}>
          <CharacterName>{block.name}:</CharacterName> <Inline content={block.content} />
        </CharacterEntry>
      );
    default:
      return (
        <p key={key}>
          <Inline content={block.content} />
        </p>
      );
  }
}

function Inline({ content }: { content: readonly SummaryInline[] }) {
  return (
    <>
      {content.map((run, index) =>
        run.bold ? <strong key={index}>{run.text}</strong> : <span key={index}>{run.text}</span>,
      )}
    </>
  );
}

const Article = styled.article`
  line-height: 1.6;

  p,
  ul {
    margin: 0 0 ${(props) => props.theme.space(1.5)};
  }
`;

const StoryTitle = styled.h3`
  margin: 0 0 ${(props) => props.theme.space(2)};
  font-size: 1.6rem;
  text-align: center;
`;

const SectionHeading = styled.h4`
  margin: ${(props) => props.theme.space(2)} 0 ${(props) => props.theme.space(1)};
  font-size: 1.2rem;
`;

const SubHeading = styled.h5`
  margin: ${(props) => props.theme.space(1.5)} 0 ${(props) => props.theme.space(1)};
  font-size: 1.05rem;
`;

const CharacterEntry = styled.p`
  padding-left: ${(props) => props.theme.space(1.5)};
  border-left: 3px solid ${(props) => props.theme.colors.primary};
`;

const CharacterName = styled.strong`
  color: ${(props) => props.theme.colors.primary};
`;
