import { Button, VisuallyHidden } from '@storyloom/kit';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { REQUIRED_INPUTS, type RequiredInput } from '../lib/required-inputs.js';

/**
 * The message of docs/product/step3-outline.md#the-screen, naming only what is missing, e.g. 'Missing required
 * information: Characters. ...'.
 */
export const missingInformationMessage = (missing: readonly RequiredInput[]) =>
  `Missing required information: ${missing.join(', ')}. Please complete steps 1 and 2 first.`;

/**
 * Shown instead of the outline tools when the server's draft lacks what steps 1 or 2 save
 * (docs/product/step3-outline.md#the-screen).
 */
export function MissingInformation({ missing }: { missing: readonly RequiredInput[] }) {
  const navigate = useNavigate();
  return (
    <Card role="alert" aria-labelledby="missing-information-message">
      <Message id="missing-information-message">{missingInformationMessage(missing)}</Message>
      <Checklist aria-label="Required information">
        {REQUIRED_INPUTS.map((input) => {
          const present = !missing.includes(input);
          return (
            <Item key={input} $present={present}>
              <Mark aria-hidden="true">{present ? '✓' : '✗'}</Mark>
              {input}
              <VisuallyHidden>{present ? ' (complete)' : ' (missing)'}</VisuallyHidden>
            </Item>
          );
        })}
      </Checklist>
      <Button onClick={() => navigate('/step2')}>Return to Step 2</Button>
    </Card>
  );
}

const Card = styled.div`
  max-width: 640px;
  margin: ${(props) => props.theme.space(3)} auto;
  padding: ${(props) => props.theme.space(3)};
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-left: 4px solid ${(props) => props.theme.colors.error};
  border-radius: ${(props) => props.theme.radii.medium};
`;

const Message = styled.p`
  margin-top: 0;
  font-weight: 600;
`;

const Checklist = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${(props) => props.theme.space(2)} 0;
`;

const Item = styled.li<{ $present: boolean }>`
  display: flex;
  align-items: center;
  gap: ${(props) => props.theme.space(1)};
  padding: ${(props) => props.theme.space(0.5)} 0;
  color: ${(props) => (props.$present ? props.theme.colors.success : props.theme.colors.error)};
`;

const Mark = styled.span`
  font-weight: 700;
`;
