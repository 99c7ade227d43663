import { styled } from 'styled-components';

interface SupportingCardHeaderProps {
  headingId: string;
  title: string;
  onRemove: () => void;
}

/** A supporting character's heading with its Remove control; the button names the card it removes. */
export function SupportingCardHeader({ headingId, title, onRemove }: SupportingCardHeaderProps) {
  return (
    <Header>
      <Heading id={headingId}>{title}</Heading>
      <RemoveButton type="button" aria-label={`Remove ${title.toLowerCase()}`} onClick={onRemove}>
        Remove
      </RemoveButton>
    </Header>
  );
}

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${(props) => props.theme.space(2)};
  margin-bottom: ${(props) => props.theme.space(2)};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1.15rem;
`;

const RemoveButton = styled.button`
  min-height: 36px;
  padding: 0 ${(props) => props.theme.space(1.5)};
  font: inherit;
  color: ${(props) => props.theme.colors.error};
  background: transparent;
  border: 1px solid ${(props) => props.theme.colors.error};
  border-radius: ${(props) => props.theme.radii.medium};
  cursor: pointer;
`;
