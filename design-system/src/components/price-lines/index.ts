export type { PriceLinesProps } from './price-lines.tsx';
export { PriceLines } from './price-lines.tsx';
