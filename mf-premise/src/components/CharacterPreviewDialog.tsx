import { styled } from 'styled-components';
import type { StoredCharacter } from '@storyloom/contracts';
import { Dialog } from '@storyloom/kit/dialog';

/**
 * The dialog's sections (docs/product/step2-premise.md#oldstep2-the-legacy-outline-request-form), in order, each
 * shown only when the character has text for it.
 */
const SECTIONS = [
  ['Personality', 'personality'],
  ['Skills', 'skills'],
  ['Hobbies', 'hobbies'],
  ['Funny Quirks', 'quirks'],
  ['Fears', 'fears'],
  ['Extra Information', 'extraInfo'],
] as const satisfies ReadonlyArray<readonly [string, keyof StoredCharacter]>;

interface CharacterPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  /** The first loaded character, or undefined when none could be loaded. */
  character: StoredCharacter | undefined;
}

/** The variant's 'Characters' dialog: a read-only look at the first saved character. */
export function CharacterPreviewDialog({ open, onClose, character }: CharacterPreviewDialogProps) {
  if (!open) return null;
  return (
    <Dialog title="Characters" closeLabel="Close characters" onClose={onClose}>
      {!character ? (
        <p>No characters found. Create them in step 1.</p>
      ) : (
        <>
          <NameRow>
            <Name>{character.name}</Name>
            {character.isMainCharacter && <Chip>MAIN</Chip>}
          </NameRow>
          <dl>
            {SECTIONS.filter(([, key]) => String(character[key]).trim() !== '').map(([label, key]) => (
              <Section key={key}>
                <dt>{label}</dt>
                <dd>{String(character[key])}</dd>
              </Section>
            ))}
          </dl>
        </>
      )}
    </Dialog>
  );
}

const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${(props) => props.theme.space(1)};
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.25rem;
`;

const Chip = styled.span`
  padding: 2px ${(props) => props.theme.space(1)};
  font-size: 0.75rem;
  font-weight: 700;
  color: ${(props) => props.theme.colors.primaryContrast};
  background: ${(props) => props.theme.colors.primary};
  border-radius: ${(props) => props.theme.radii.pill};
`;

const Section = styled.div`
  margin-top: ${(props) => props.theme.space(2)};

  dt {
    font-weight: 700;
  }
  dd {
    margin: ${(props) => props.theme.space(0.5)} 0 0;
    white-space: pre-wrap;
  }
`;
