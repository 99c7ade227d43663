import {
  BINDINGS,
  BOOK_SIZES,
  PAGE_COLORS,
  SHIPPING_LEVELS,
  type Binding,
  type BookSize,
  type PageColor,
} from '@storyloom/contracts';
import {
  SELECTABLE_SHIPPING_LEVELS,
  type InTimeVerdict,
  type OrderPrice,
  type ShippingOptionsReply,
} from '@storyloom/contracts/delivery';
import { TextField } from '@storyloom/kit/forms';
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
  /** Each shipping method's delivery dates for the chosen country (null before one is chosen). */
  shippingDates: ShippingOptionsReply | null;
  needBy: string;
  onNeedBy: (day: string) => void;
}

const VERDICT_TONE: Record<InTimeVerdict, 'good' | 'warning' | 'bad'> = {
  in_time: 'good',
  maybe: 'warning',
  too_late: 'bad',
};

const BINDING_CODES = Object.keys(BINDINGS) as Binding[];
const PAPER_CODES = Object.keys(PAGE_COLORS) as PageColor[];
const SHIPPING_CODES = Object.keys(SHIPPING_LEVELS) as Array<keyof typeof SHIPPING_LEVELS>;
const isSelectable = (level: string): level is ChosenShipping =>
  (SELECTABLE_SHIPPING_LEVELS as readonly string[]).includes(level);

/** Book format, page color, shipping method and extra copies, each price from the contract's constants. */
export function BookOptions({
  form,
  size,
  price,
  maxExtraCopies,
  onBinding,
  onPaperColor,
  onShipping,
  onExtraCopies,
  shippingDates,
  needBy,
  onNeedBy,
}: BookOptionsProps) {
  const surcharge = BOOK_SIZES[size].surchargeCents;
  const shippingFree = booksShipFree(price);
  /** A selectable level's price, or 'Free' with the reason once the books cost over $150. */
  const shippingOffer = (level: keyof typeof SHIPPING_LEVELS) => {
    const { priceCents, selectable } = SHIPPING_LEVELS[level];
    if (!selectable) return { detail: formatSurcharge(priceCents), note: 'Not available yet' };
    if (shippingFree && priceCents > 0) return { detail: 'Free', note: FREE_SHIPPING_NOTE };
    return { detail: formatSurcharge(priceCents), note: undefined };
  };
  /** The server's 'arrives Dec 14–18' and, with a need-by day, its verdict. */
  const arrival = (level: keyof typeof SHIPPING_LEVELS) => {
    const dates = shippingDates?.options.find((option) => option.shipping_level === level);
    if (!dates) return undefined;
    return [
      { text: dates.arrives_text, testId: `arrives-${level}` },
      ...(dates.in_time && dates.in_time_text
        ? [{ text: dates.in_time_text, tone: VERDICT_TONE[dates.in_time], testId: `in-time-${level}` }]
        : []),
    ];
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
        options={PAPER_CODES.map((color) => ({
          value: color,
          label: PAGE_COLORS[color],
          badge: color === 'cream' ? 'Recommended' : undefined,
        }))}
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
          footnotes: arrival(level),
          disabled: !SHIPPING_LEVELS[level].selectable,
        }))}
      />
      <TextField
        id="order-need-by"
        type="date"
        label="I need it by (optional)"
        value={needBy}
        hint={
          form.country
            ? 'Each shipping method says whether it arrives by then.'
            : 'Choose a country to see when each shipping method arrives.'
        }
        onChange={(event) => onNeedBy(event.target.value)}
      />
      <ExtraCopiesStepper
        value={form.extraCopies}
        onChange={onExtraCopies}
        perCopyLabel={formatMoney(price.extraCopyCents)}
        max={maxExtraCopies}
      />
    </>
  );
}
