import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from '../../lib/class-names.ts';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { type ChartDatum, type ChartSeries, type ChartTable, toChartTable } from './chart-data.ts';
import { ChartDataTable, formatCell } from './chart-data-table.tsx';
import { labelStep, type ValueScale, valueScale, yFor } from './chart-scale.ts';
import { useElementWidth } from './use-element-width.ts';

/** Props shared by `BarChart` and `LineChart`. */
export interface ChartProps {
  /** What the chart shows, e.g. "Bookings per month": its heading and accessible name. */
  title: string;
  /** One more sentence for context (period, units); read as the chart's description. */
  description?: string;
  /** The points of a single series. */
  data?: readonly ChartDatum[];
  /** Several series to compare, sharing their labels; takes the place of `data`. */
  series?: readonly ChartSeries[];
  /** Writes a value for the axis, the value display and the data table, e.g. as money. */
  formatValue?: (value: number) => string;
  /** Height in px of the drawing; the width follows the container. 240 by default. */
  height?: number;
  /** Hides the title on screen (when a card heading already says it); it still names the chart. */
  hideTitle?: boolean;
  /** What an empty chart says; "No data yet" by default. */
  emptyText?: ReactNode;
  /** The header of the data table's label column, e.g. "Month"; "Label" by default. */
  labelHeader?: string;
  /** Extra class names for the `<figure>`. */
  className?: string;
}

/** Where things go in the drawing, given to each chart's own `draw`. */
export interface ChartLayout {
  table: ChartTable;
  scale: ValueScale;
  width: number;
  height: number;
  left: number;
  top: number;
  plotWidth: number;
  plotHeight: number;
  /** The room per category along the x axis. */
  band: number;
  /** The centre of a category's band. */
  x: (index: number) => number;
  y: (value: number) => number;
  /** The category under the pointer or the keyboard, or null. */
  active: number | null;
}

const defaultFormat = new Intl.NumberFormat();
const formatDefault = (value: number) => defaultFormat.format(value);

const TOP = 12;
const RIGHT = 12;
const BOTTOM = 28;

interface ChartFrameProps extends ChartProps {
  kind: 'bar' | 'line';
  draw: (layout: ChartLayout) => ReactNode;
}

/**
 * The parts every chart shares: the figure and its caption, the empty state, the axes, a value display
 * that follows the pointer or the arrow keys, the legend and a visually hidden data table for screen
 * readers (the drawing itself is one image to them).
 */
export function ChartFrame({
  kind,
  draw,
  title,
  description,
  data,
  series,
  formatValue = formatDefault,
  height = 240,
  hideTitle = false,
  emptyText = 'No data yet',
  labelHeader = 'Label',
  className,
}: ChartFrameProps) {
  const id = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef);
  const [active, setActive] = useState<number | null>(null);
  const table = useMemo(() => toChartTable(data, series, title), [data, series, title]);
  const count = table.labels.length;
  const captionId = `${id}-title`;
  const descriptionId = `${id}-description`;

  const caption = (
    <figcaption className={cx('ex-chart__caption', hideTitle && 'ex-visually-hidden')}>
      <span id={captionId} className="ex-chart__title">
        {title}
      </span>
      {description ? (
        <span id={descriptionId} className="ex-chart__description">
          {description}
        </span>
      ) : null}
    </figcaption>
  );

  if (count === 0) {
    return (
      <figure
        className={cx('ex-chart', className)}
        data-kind={kind}
        data-empty=""
        aria-labelledby={captionId}
      >
        {caption}
        <EmptyState
          size="compact"
          titleAs="p"
          title={emptyText}
          className="ex-chart__empty"
          style={{ minHeight: height }}
        />
      </figure>
    );
  }

  const scale = valueScale(table.values.flat().filter((value): value is number => value !== null));
  const tickLabels = scale.ticks.map(formatValue);
  const left = Math.max(...tickLabels.map((label) => label.length)) * 7 + 12;
  const plotWidth = Math.max(width - left - RIGHT, 1);
  const plotHeight = Math.max(height - TOP - BOTTOM, 1);
  const band = plotWidth / count;
  const layout: ChartLayout = {
    table,
    scale,
    width,
    height,
    left,
    top: TOP,
    plotWidth,
    plotHeight,
    band,
    x: (index) => left + band * (index + 0.5),
    y: (value) => yFor(value, scale, TOP, plotHeight),
    active,
  };
  const step = labelStep(table.labels, band);
  const many = table.names.length > 1;

  const move = (next: number) => setActive(Math.min(Math.max(next, 0), count - 1));
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const current = active ?? 0;
    const keys: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: count - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const index = Math.floor((event.clientX - bounds.left - left) / band);
    if (index >= 0 && index < count) setActive(index);
  };

  const activeLabel = active !== null ? table.labels[active] : undefined;
  // The value display sits above the highest point of the category, or below it when there is no room.
  const valueDisplayX = active !== null ? Math.min(Math.max(layout.x(active), 72), width - 72) : 0;
  const activeValues = active !== null ? table.values.map((values) => values[active] ?? null) : [];
  const peak = Math.min(
    ...activeValues.filter((value) => value !== null).map((value) => layout.y(Math.max(value, 0))),
  );
  const displayHeight = 24 + 16 * table.names.length;
  const below = Number.isFinite(peak) && peak - 8 < displayHeight;
  const valueDisplayY = Number.isFinite(peak) ? (below ? peak + 12 : peak - 8) : TOP;

  return (
    <figure className={cx('ex-chart', className)} data-kind={kind} aria-labelledby={captionId}>
      {caption}
      <div ref={frameRef} className="ex-chart__frame">
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: named by the caption through aria-labelledby; a <title> would add the browser's own hover tooltip. */}
        <svg
          role="img"
          aria-labelledby={captionId}
          aria-describedby={description ? descriptionId : undefined}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys move the value display along the chart.
          tabIndex={0}
          width={width}
          height={height}
          className="ex-chart__svg"
          onKeyDown={onKeyDown}
          onFocus={() => setActive((current) => current ?? 0)}
          onBlur={() => setActive(null)}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
        >
          <g className="ex-chart__grid">
            {scale.ticks.map((tick, index) => (
              <g key={tick}>
                <line
                  x1={left}
                  x2={left + plotWidth}
                  y1={layout.y(tick)}
                  y2={layout.y(tick)}
                  data-zero={tick === 0 ? '' : undefined}
                />
                <text
                  className="ex-chart__tick"
                  x={left - 8}
                  y={layout.y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {tickLabels[index]}
                </text>
              </g>
            ))}
          </g>
          {active !== null ? (
            <rect
              className="ex-chart__highlight"
              x={left + band * active}
              y={TOP}
              width={band}
              height={plotHeight}
            />
          ) : null}
          {draw(layout)}
          <g className="ex-chart__labels">
            {table.labels.map((label, index) =>
              index % step === 0 ? (
                <text
                  key={label}
                  className="ex-chart__tick"
                  x={layout.x(index)}
                  y={height - 8}
                  textAnchor="middle"
                >
                  {label}
                </text>
              ) : null,
            )}
          </g>
        </svg>
        <div
          className="ex-chart__value"
          aria-live="polite"
          data-visible={active !== null ? '' : undefined}
          data-below={below ? '' : undefined}
          style={{ left: valueDisplayX, top: valueDisplayY }}
        >
          {active !== null ? (
            <>
              <span className="ex-chart__value-label">{activeLabel}</span>
              {table.names.map((name, series) => (
                <span key={name} className="ex-chart__value-row" data-series={series % 4}>
                  {many ? <span className="ex-chart__swatch" aria-hidden="true" /> : null}
                  {many ? `${name}: ` : null}
                  {formatCell(table.values[series]?.[active] ?? null, formatValue)}
                </span>
              ))}
            </>
          ) : null}
        </div>
      </div>
      {many ? (
        <ul className="ex-chart__legend" aria-hidden="true">
          {table.names.map((name, series) => (
            <li key={name} className="ex-chart__legend-item" data-series={series % 4}>
              <span className="ex-chart__swatch" />
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <ChartDataTable table={table} title={title} labelHeader={labelHeader} formatValue={formatValue} />
    </figure>
  );
}
