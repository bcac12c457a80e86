export type { TooltipProps, TooltipProviderProps } from './tooltip.tsx';
export { TOOLTIP_DELAY_MS, Tooltip, TooltipProvider } from './tooltip.tsx';
