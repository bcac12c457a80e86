import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PriceLines } from './price-lines.tsx';

const meta = {
  title: 'Components/PriceLines',
  component: PriceLines,
  args: {
    price: {
      currency: 'USD',
      unitPrice: 299,
      seats: 2,
      subtotal: 598,
      adjustments: [],
      taxes: [],
      total: 598,
    },
  },
} satisfies Meta<typeof PriceLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seats at one price: the usual booking. */
export const Seats: Story = {};

/** A tier, a code and a tax, as the pricing service adds them. */
export const WithAdjustmentsAndTax: Story = {
  args: {
    price: {
      currency: 'EUR',
      unitPrice: 250,
      seats: 4,
      subtotal: 1000,
      adjustments: [
        { label: 'Group of 4 or more', amount: -100 },
        { label: 'Code SPRING', amount: -45 },
      ],
      taxes: [{ label: 'VAT', amount: 171, ratePercent: 20, included: false }],
      total: 1026,
    },
  },
};

/** The booker pays their own seat of several; paid and refunded after the total. */
export const BookerPaysOne: Story = {
  args: {
    totalLabel: 'You pay now',
    total: 299,
    extra: [
      ['Paid', 299],
      ['Refunded', 0],
    ],
  },
};
