import { ORDER_STATUS_LABELS, type OrderReply } from '@storyloom/contracts/delivery';
import { styled } from 'styled-components';
import { formatMoney } from '../lib/money.js';
import { amountLines, purchasedLines } from '../lib/order-view.js';

/**
 * An order as the success and status pages show it: number, status, what was bought, where it goes, the amounts, the
 * e-mail. `statusText` is the status page's headline (from the production stage); without it, the payment status.
 */
export function OrderFacts({
  order,
  totalLabel,
  statusText,
}: {
  order: OrderReply;
  totalLabel: string;
  statusText?: string;
}) {
  return (
    <Card aria-label={`Order ${order.number}`}>
      <Facts>
        <div>
          <dt>Order number</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-status={order.status}>{statusText ?? ORDER_STATUS_LABELS[order.status]}</dd>
        </div>
        <div>
          <dt>What you bought</dt>
          <dd>
            <ul>
              {purchasedLines(order).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Ship to</dt>
          <dd>
            <Address>
              {order.ship_to.address_lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </Address>
          </dd>
        </div>
        {order.dedication ? (
          <div>
            <dt>Dedication</dt>
            <dd>{order.dedication}</dd>
          </div>
        ) : null}
        {amountLines(order).map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        <Total>
          <dt>{totalLabel}</dt>
          <dd>{formatMoney(order.amounts.total_cents)}</dd>
        </Total>
        <div>
          <dt>Confirmation e-mail</dt>
          <dd>{order.email}</dd>
        </div>
      </Facts>
    </Card>
  );
}

const Card = styled.section`
  max-width: 640px;
  margin: 0 auto ${(props) => props.theme.space(3)};
  padding: ${(props) => props.theme.space(3)};
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.large};
`;

const Facts = styled.dl`
  margin: 0;
  > div {
    display: grid;
    grid-template-columns: minmax(120px, 1fr) 2fr;
    gap: ${(props) => props.theme.space(2)};
    padding: ${(props) => props.theme.space(1)} 0;
    border-bottom: 1px solid ${(props) => props.theme.colors.border};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding-left: ${(props) => props.theme.space(2)};
  }
`;

const Address = styled.address`
  font-style: normal;
  span {
    display: block;
  }
`;

const Total = styled.div`
  font-size: 1.2rem;
  font-weight: 700;
`;
