import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart.tsx';
import { toChartTable } from './chart-data.ts';
import { labelStep, valueScale } from './chart-scale.ts';
import { LineChart } from './line-chart.tsx';

const months = [
  { label: 'Jan', value: 12 },
  { label: 'Feb', value: 30 },
  { label: 'Mar', value: 18 },
];

const money = (value: number) => `$${value}`;

describe('valueScale', () => {
  it('starts at zero and ends on round ticks', () => {
    expect(valueScale([12, 30, 18])).toEqual({ min: 0, max: 30, ticks: [0, 10, 20, 30] });
    expect(valueScale([0.1, 0.3]).ticks).toEqual([0, 0.1, 0.2, 0.3]);
    expect(valueScale([-5, 12])).toMatchObject({ min: -5, max: 15 });
    expect(valueScale([])).toMatchObject({ min: 0, max: 1 });
    expect(valueScale([0, 0])).toMatchObject({ min: 0, max: 1 });
  });

  it('thins category labels that would overlap', () => {
    expect(labelStep(['Jan', 'Feb'], 100)).toBe(1);
    expect(labelStep(['January', 'February'], 20)).toBe(4);
  });
});

describe('toChartTable', () => {
  it('lines series up on their labels with gaps where one has no point', () => {
    const table = toChartTable(
      undefined,
      [
        {
          name: '2024',
          data: [
            { label: 'Jan', value: 1 },
            { label: 'Feb', value: 2 },
          ],
        },
        {
          name: '2025',
          data: [
            { label: 'Feb', value: 3 },
            { label: 'Mar', value: 4 },
          ],
        },
      ],
      'Bookings',
    );
    expect(table).toEqual({
      labels: ['Jan', 'Feb', 'Mar'],
      names: ['2024', '2025'],
      values: [
        [1, 2, null],
        [null, 3, 4],
      ],
    });
  });
});

describe('BarChart', () => {
  it('is an image named by its title and described, with a data table for screen readers', () => {
    render(
      <BarChart
        title="Bookings per month"
        description="First quarter of 2025"
        data={months}
        labelHeader="Month"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Bookings per month' });
    const image = within(figure).getByRole('img', { name: 'Bookings per month' });
    expect(image).toHaveAccessibleDescription('First quarter of 2025');
    const table = within(figure).getByRole('table', { name: 'Bookings per month' });
    expect(within(table).getByRole('columnheader', { name: 'Month' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Feb 30' })).toBeInTheDocument();
    expect(image.querySelectorAll('.ex-chart__bar')).toHaveLength(3);
  });

  it('labels the axes with the categories and formatted values', () => {
    const { container } = render(<BarChart title="Revenue" data={months} formatValue={money} />);
    const ticks = Array.from(container.querySelectorAll('svg text')).map((text) => text.textContent);
    expect(ticks).toEqual(['$0', '$10', '$20', '$30', 'Jan', 'Feb', 'Mar']);
  });

  it('shows a value on keyboard focus and moves it with the arrow keys', async () => {
    const user = userEvent.setup();
    const { container } = render(<BarChart title="Revenue" data={months} formatValue={money} />);
    const display = container.querySelector('.ex-chart__value') as HTMLElement;
    expect(display).toBeEmptyDOMElement();
    await user.tab();
    expect(screen.getByRole('img', { name: 'Revenue' })).toHaveFocus();
    expect(display).toHaveTextContent('Jan$12');
    await user.keyboard('{ArrowRight}');
    expect(display).toHaveTextContent('Feb$30');
    await user.keyboard('{End}{ArrowRight}');
    expect(display).toHaveTextContent('Mar$18');
    await user.keyboard('{Home}');
    expect(display).toHaveTextContent('Jan$12');
    await user.tab();
    expect(display).toBeEmptyDOMElement();
  });

  it('shows the value of the category under the pointer', () => {
    const { container } = render(<BarChart title="Revenue" data={months} formatValue={money} />);
    const svg = screen.getByRole('img', { name: 'Revenue' });
    // jsdom has no layout: the svg sits at 0,0 and the chart falls back to 600px wide.
    const move = createEvent.pointerMove(svg);
    Object.defineProperty(move, 'clientX', { value: 500 });
    fireEvent(svg, move);
    expect(container.querySelector('.ex-chart__value')).toHaveTextContent('Mar$18');
    fireEvent.pointerLeave(svg);
    expect(container.querySelector('.ex-chart__value')).toBeEmptyDOMElement();
  });

  it('shows an empty state without data', () => {
    render(<BarChart title="Revenue" data={[]} emptyText="No payments yet" />);
    const figure = screen.getByRole('figure', { name: 'Revenue' });
    expect(within(figure).getByText('No payments yet')).toBeInTheDocument();
    expect(within(figure).queryByRole('img')).not.toBeInTheDocument();
    expect(within(figure).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('LineChart', () => {
  it('draws a line per series with a legend and names them in the value display', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LineChart
        title="Sign-ups"
        series={[
          { name: 'Clients', data: months },
          { name: 'Coaches', data: months.map((point) => ({ ...point, value: point.value / 2 })) },
        ]}
      />,
    );
    expect(container.querySelectorAll('.ex-chart__line')).toHaveLength(2);
    expect(container.querySelector('.ex-chart__area')).toBeNull();
    expect(container.querySelector('.ex-chart__legend')).toHaveTextContent('ClientsCoaches');
    expect(screen.getByRole('row', { name: 'Feb 30 15' })).toBeInTheDocument();
    await user.tab();
    expect(container.querySelector('.ex-chart__value')).toHaveTextContent('JanClients: 12Coaches: 6');
  });

  it('breaks the line where a value is missing', () => {
    const { container } = render(
      <LineChart
        title="Revenue"
        series={[
          { name: 'A', data: months },
          {
            name: 'B',
            data: [
              { label: 'Jan', value: 1 },
              { label: 'Mar', value: 2 },
            ],
          },
        ]}
      />,
    );
    const second = container.querySelectorAll('.ex-chart__line')[1];
    expect(second?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
    expect(screen.getByRole('row', { name: 'Feb 30 –' })).toBeInTheDocument();
  });

  it('shades the area under a single series', () => {
    const { container } = render(<LineChart title="Revenue" data={months} />);
    expect(container.querySelector('.ex-chart__area')).not.toBeNull();
    expect(container.querySelector('.ex-chart__legend')).toBeNull();
  });
});
