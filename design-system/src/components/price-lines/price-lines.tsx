import type { PriceBreakdownResource } from '@exceed/contract';
import type { ReactNode } from 'react';
import { formatMoney } from '../../format/money.ts';

export interface PriceLinesProps {
  /** The breakdown as the API priced it; every figure shown is one of its own. */
  price: PriceBreakdownResource;
  /** The last line's label: "Total" by default ("You pay now", "Due"). */
  totalLabel?: string;
  /** A different last amount than the breakdown's total (what the booker pays of it); its total by default. */
  total?: number;
  /** Lines after the total (paid, refunded), as [label, amount] pairs of the same currency. */
  extra?: ReadonlyArray<readonly [label: string, amount: number]>;
  /** Content after the lines (a note on who pays what). */
  children?: ReactNode;
}

/**
 * A price, line by line, as the server computed it: seats × the price of one, each adjustment (a tier, a
 * code) and tax, and the total; pages never multiply or add a price themselves.
 */
export function PriceLines({ price, totalLabel = 'Total', total, extra = [], children }: PriceLinesProps) {
  const money = (amount: number) => formatMoney(amount, price.currency);
  const seats = `${price.seats} ${price.seats === 1 ? 'seat' : 'seats'} × ${money(price.unitPrice)}`;
  return (
    <div className="ex-price-lines">
      <dl>
        <dt>{seats}</dt>
        <dd>{money(price.subtotal)}</dd>
        {price.adjustments.map((line) => (
          <PriceLine key={line.label} label={line.label} amount={money(line.amount)} />
        ))}
        {price.taxes.map((tax) => (
          <PriceLine
            key={tax.label}
            label={`${tax.label} (${tax.ratePercent}%${tax.included ? ', included' : ''})`}
            amount={money(tax.amount)}
          />
        ))}
        <dt className="ex-price-lines__total">{totalLabel}</dt>
        <dd className="ex-price-lines__total">{money(total ?? price.total)}</dd>
        {extra.map(([label, amount]) => (
          <PriceLine key={label} label={label} amount={money(amount)} />
        ))}
      </dl>
      {children}
    </div>
  );
}

function PriceLine({ label, amount }: { label: string; amount: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </>
  );
}
