import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '@storyloom/kit';
import { formatMoney } from '../lib/money.js';

export interface SummaryLine {
  label: string;
  cents: number;
}

interface PriceSummaryProps {
  lines: readonly SummaryLine[];
  totalCents: number;
  /** What the summary describes besides money: format, paper, the dedication. */
  details: ReadonlyArray<{ label: string; value: string }>;
  onPay: () => void;
  paying: boolean;
  /** The failure of the last payment attempt, in the server's words. */
  error?: ReactNode;
}

/**
 * The sticky PRICE SUMMARY (docs/product/step5-delivery.md): the lines and total the contract's price formula gives
 * for the server's book size; the server computes the same again before charging, so this is what Stripe charges.
 */
export function PriceSummary({ lines, totalCents, details, onPay, paying, error }: PriceSummaryProps) {
  return (
    <Panel aria-labelledby="price-summary-heading">
      <Heading id="price-summary-heading">PRICE SUMMARY</Heading>
      <Lines>
        {lines.map((line) => (
          <Line key={line.label}>
            <dt>{line.label}</dt>
            <dd>{formatMoney(line.cents)}</dd>
          </Line>
        ))}
      </Lines>
      <Total>
        <span>Total</span>
        {/* Announced when it changes, so a screen reader hears the new total after each choice. */}
        <output
          aria-live="polite"
          aria-atomic="true"
          aria-label={`Total ${formatMoney(totalCents)}`}
          data-testid="order-total"
        >
          {formatMoney(totalCents)}
        </output>
      </Total>
      {details.length > 0 ? (
        <Details>
          {details.map((detail) => (
            <Line key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </Line>
          ))}
        </Details>
      ) : null}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <PayButton>
        <Button onClick={onPay} busy={paying} busyLabel="Starting payment..." fullWidth>
          Go to Payment
        </Button>
      </PayButton>
      <Secure>
        <LockIcon /> Secure payment
      </Secure>
    </Panel>
  );
}

const Panel = styled.section`
  padding: ${(props) => props.theme.space(2.5)};
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.large};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.06);
`;

const Heading = styled.h2`
  margin: 0 0 ${(props) => props.theme.space(2)};
  font-size: 1.1rem;
  letter-spacing: 0.05em;
`;

const Lines = styled.dl`
  margin: 0;
`;

const Details = styled.dl`
  margin: ${(props) => props.theme.space(2)} 0 0;
  font-size: 0.9rem;
  color: ${(props) => props.theme.colors.textMuted};
  dd {
    overflow-wrap: anywhere;
    max-width: 60%;
    text-align: right;
  }
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${(props) => props.theme.space(2)};
  padding: ${(props) => props.theme.space(0.5)} 0;
  dt,
  dd {
    margin: 0;
  }
`;

const Total = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${(props) => props.theme.space(1)};
  padding-top: ${(props) => props.theme.space(1)};
  border-top: 1px solid ${(props) => props.theme.colors.border};
  font-size: 1.25rem;
  font-weight: 700;
`;

const ErrorText = styled.p`
  margin: ${(props) => props.theme.space(2)} 0 0;
  color: ${(props) => props.theme.colors.error};
`;

const PayButton = styled.div`
  margin-top: ${(props) => props.theme.space(2)};
`;

/**
 * A padlock drawn in SVG: the emoji it replaces rendered as an empty box on systems without an emoji font. It is
 * decoration; the words say it.
 */
function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="14"
      height="14"
      viewBox="0 0 16 16"
      data-testid="secure-payment-lock"
    >
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
    </svg>
  );
}

const Secure = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${(props) => props.theme.space(0.75)};
  margin: ${(props) => props.theme.space(1.5)} 0 0;
  text-align: center;
  font-size: 0.9rem;
  color: ${(props) => props.theme.colors.textMuted};
`;
