import { BINDINGS, BOOK_SIZES, PAGE_COLORS, SHIPPING_LEVELS, type Binding, type BookSize, type PageColor } from '@storyloom/contracts';
import { SELECTABLE_SHIPPING_LEVELS, type OrderPrice } from '@storyloom/contracts/delivery';
import { formatMoney, formatSurcharge } from '../lib/money.js';
import type { ChosenShipping, OrderForm } from '../lib/order-form.js';
import { booksShipFree, FREE_SHIPPING_NOTE } from '../lib/price-lines.js';
import { ChoiceCards } from './ChoiceCards.js';
import { ExtraCopiesStepper } from './ExtraCopiesStepper.js';

interface BookOptionsProps {
  form: OrderForm;
  size: BookSize;
  price: OrderPrice;
  maxExtraCopies: number;
  onBinding: (binding: Binding) => void;
  onPaperColor: (color: PageColor) => void;
  onShipping: (level: ChosenShipping) => void;
  onExtraCopies: (copies: number) => void;
}

const BINDING_CODES = Object.keys(BINDINGS) as Binding[];
const PAPER_CODES = Object.keys(PAGE_COLORS) as PageColor[];
const SHIPPING_CODES = Object.keys(SHIPPING_LEVELS) as Array<keyof typeof SHIPPING_LEVELS>;
const isSelectable = (level: string): level is ChosenShipping => (SELECTABLE_SHIPPING_LEVELS as readonly string[]).includes(level);

/** Book format, page color, shipping method and extra copies, each price from the contract's constants. */
export function BookOptions({ form, size, price, maxExtraCopies, onBinding, onPaperColor, onShipping, onExtraCopies }: BookOptionsProps) {
  const surcharge = BOOK_SIZES[size].surchargeCents;
  const shippingFree = booksShipFree(price);
  /** A selectable level's price, or 'Free' with the reason once the books cost over $150. */
  const shippingOffer = (level: keyof typeof SHIPPING_LEVELS) => {
    const { priceCents, selectable } = SHIPPING_LEVELS[level];
    if (!selectable) return { detail: formatSurcharge(priceCents), note: 'Not available yet' };
    if (shippingFree && priceCents > 0) return { detail: 'Free', note: FREE_SHIPPING_NOTE };
    return { detail: formatSurcharge(priceCents), note: undefined };
  };
  return (
    <>
      <ChoiceCards
        legend="Book format"
        name="binding"
        value={form.binding}
        onChange={onBinding}
        options={BINDING_CODES.map((binding) => ({
          value: binding,
          label: BINDINGS[binding].label,
          detail: `${formatMoney(BINDINGS[binding].baseCents + surcharge)} for size ${size}`,
        }))}
      />
      <ChoiceCards
        legend="Page color"
        name="paper-color"
        value={form.paperColor}
        onChange={onPaperColor}
        options={PAPER_CODES.map((color) => ({ value: color, label: PAGE_COLORS[color], badge: color === 'cream' ? 'Recommended' : undefined }))}
      />
      <ChoiceCards
        legend="Shipping method"
        name="shipping-level"
        value={form.shippingLevel}
        onChange={(level) => {
          if (isSelectable(level)) onShipping(level);
        }}
        options={SHIPPING_CODES.map((level) => ({
          value: level,
          label: SHIPPING_LEVELS[level].label,
          ...shippingOffer(level),
          disabled: !SHIPPING_LEVELS[level].selectable,
        }))}
      />
      <ExtraCopiesStepper value={form.extraCopies} onChange={onExtraCopies} perCopyLabel={formatMoney(price.extraCopyCents)} max={maxExtraCopies} />
    </>
  );
}
