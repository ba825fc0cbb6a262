import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render.tsx';
import { type ChartPoint, LineChart } from './line-chart.tsx';

const points: ChartPoint[] = [
  { date: '2025-03-01', value: '100.5' },
  { date: '2025-03-02', value: '100000000000000000000.25' },
  { date: '2025-03-03', value: '100000000000000000000.5' },
  { date: '2025-03-04', value: '99.75' },
];
const formatValue = (value: string) => `$${value}`;

describe('LineChart', () => {
  it('labels the first and last date and the exact minimum and maximum', async () => {
    await renderWithApp(<LineChart points={points} label="Balance" formatValue={formatValue} />);
    expect(screen.getByRole('group', { name: 'Balance' })).toBeInTheDocument();
    expect(screen.getByText('2025-03-01')).toBeInTheDocument();
    expect(screen.getByText('2025-03-04')).toBeInTheDocument();
    // The two large values differ beyond a JS number's precision; the larger is the maximum.
    expect(screen.getByText('$100000000000000000000.5')).toBeInTheDocument();
    expect(screen.getByText('$99.75')).toBeInTheDocument();
  });

  it('moves the tooltip with the arrow keys, Home and End, and announces the point', async () => {
    const { user } = await renderWithApp(<LineChart points={points} label="Balance" formatValue={formatValue} />);
    const status = screen.getByRole('status');
    await user.tab();
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveFocus();
    expect(status).toHaveTextContent('2025-03-04: $99.75');
    await user.keyboard('{ArrowLeft}');
    expect(status).toHaveTextContent('2025-03-03: $100000000000000000000.5');
    await user.keyboard('{Home}');
    expect(status).toHaveTextContent('2025-03-01: $100.5');
    await user.keyboard('{ArrowLeft}');
    expect(status).toHaveTextContent('2025-03-01: $100.5');
    await user.keyboard('{End}');
    expect(status).toHaveTextContent('2025-03-04: $99.75');
    await user.keyboard('{Escape}');
    expect(status).toHaveTextContent('');
  });

  it('shows the point nearest the pointer', async () => {
    await renderWithApp(<LineChart points={points} label="Balance" formatValue={formatValue} />);
    const plot = screen.getByRole('group', { name: 'Balance' });
    plot.getBoundingClientRect = () => ({ left: 0, width: 300, top: 0, height: 200 }) as DOMRect;
    fireEvent.pointerMove(plot, { clientX: 110 });
    expect(screen.getByRole('status')).toHaveTextContent('2025-03-02: $100000000000000000000.25');
    fireEvent.pointerLeave(plot);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the empty text when there are no points', async () => {
    await renderWithApp(<LineChart points={[]} label="Balance" formatValue={formatValue} emptyText="No data yet" />);
    expect(screen.getByRole('img', { name: 'Balance' })).toHaveTextContent('No data yet');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('draws a single point', async () => {
    await renderWithApp(<LineChart points={[points[0] as ChartPoint]} label="Balance" formatValue={formatValue} />);
    expect(screen.getAllByText('$100.5')).toHaveLength(2);
  });
});
