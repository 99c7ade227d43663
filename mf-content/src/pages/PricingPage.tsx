import { ButtonLink, usePageview } from '@storyloom/kit';
import {
  BINDINGS,
  BOOK_SIZES,
  FREE_SHIPPING_OVER_CENTS,
  SHIPPING_LEVELS,
  type Binding,
  type BookSize,
  type ShippingLevel,
} from '@storyloom/contracts/pricing';
import { Link } from 'react-router-dom';
import { InfoPage } from '../components/InfoPage.js';
import { Prose, TableScroll } from '../components/prose.js';

/** Cents as the checkout writes dollars (the same as formatUsd of @storyloom/contracts/delivery): 1499 -> '$14.99'. */
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const bindings = Object.keys(BINDINGS) as Binding[];
const sizes = Object.keys(BOOK_SIZES) as BookSize[];
const shippingLevels = Object.keys(SHIPPING_LEVELS) as ShippingLevel[];

/**
 * /pricing: every price from the contract's constants (api/contracts/src/pricing.ts), the same numbers step 5's
 * summary shows and the checkout charges: a book costs its format's base price plus its size's surcharge, each
 * extra copy the format's copy price plus the surcharge, plus shipping.
 */
export default function PricingPage() {
  usePageview('/pricing', 'Pricing');
  return (
    <InfoPage title="Pricing">
      <Prose>
        <p>
          One price per book, shown again in your order summary before you pay. Prices are in US dollars and include the
          printed, bound book.
        </p>
        <h2 id="book-prices">Your book</h2>
        <TableScroll>
          <table aria-labelledby="book-prices">
            <thead>
              <tr>
                <th scope="col">Size</th>
                {bindings.map((binding) => (
                  <th scope="col" className="amount" key={binding}>
                    {BINDINGS[binding].label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sizes.map((size) => (
                <tr key={size}>
                  <th scope="row">
                    {size} · {BOOK_SIZES[size].chapters} chapters
                  </th>
                  {bindings.map((binding) => (
                    <td className="amount" key={binding}>
                      {usd(BINDINGS[binding].baseCents + BOOK_SIZES[size].surchargeCents)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <h2 id="extra-copies">Extra copies</h2>
        <p>Order more copies of the same book for the whole family. Each extra copy costs:</p>
        <TableScroll>
          <table aria-labelledby="extra-copies">
            <thead>
              <tr>
                <th scope="col">Size</th>
                {bindings.map((binding) => (
                  <th scope="col" className="amount" key={binding}>
                    {BINDINGS[binding].label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sizes.map((size) => (
                <tr key={size}>
                  <th scope="row">{size}</th>
                  {bindings.map((binding) => (
                    <td className="amount" key={binding}>
                      {usd(BINDINGS[binding].extraCopyCents + BOOK_SIZES[size].surchargeCents)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <h2 id="shipping">Shipping</h2>
        <ul>
          {shippingLevels.map((level) => (
            <li key={level}>
              {SHIPPING_LEVELS[level].label}:{' '}
              {SHIPPING_LEVELS[level].selectable
                ? SHIPPING_LEVELS[level].priceCents === 0
                  ? 'free'
                  : usd(SHIPPING_LEVELS[level].priceCents)
                : 'not available yet'}
            </li>
          ))}
        </ul>
        <p>Orders whose books cost over {usd(FREE_SHIPPING_OVER_CENTS)} ship free at every level, with no code.</p>
        <p>
          All sales are final (see our <Link to="/tos#all-sales-final">Terms of Service</Link>). Questions? Read the{' '}
          <Link to="/faq">FAQ</Link>.
        </p>
        <ButtonLink to="/step1">Start Your Story</ButtonLink>
      </Prose>
    </InfoPage>
  );
}
