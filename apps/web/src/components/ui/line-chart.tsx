/**
 * A small SVG line and area chart for daily series, without a charting library (the cabinet's JS budget has no
 * room for one). The plot stretches to any width; labels are HTML so text never scales with it. Arrow keys,
 * Home and End or the pointer pick a point; its date and value show in a tooltip and are announced.
 */
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useId, useMemo, useState } from 'react';
import { compareDecimal } from '../../utils/decimal.ts';

export interface ChartPoint {
  /** YYYY-MM-DD */
  date: string;
  /** A decimal string; it becomes a number only for its position on screen. */
  value: string;
}

export interface LineChartProps {
  points: ChartPoint[];
  /** The chart's accessible name. */
  label: string;
  formatValue: (value: string) => string;
  /** Plot height in pixels. */
  height?: number;
  /** Shown instead of the plot when there are no points. */
  emptyText?: string;
}

/** Drawing units: the plot is drawn in a 1000 × 100 box stretched to its element. */
const WIDTH = 1000;
const HEIGHT = 100;
/** Room above and below the line so its stroke is not cut at the extremes. */
const PAD = 4;

interface Extremes {
  min: ChartPoint;
  max: ChartPoint;
}

function extremesOf(points: ChartPoint[]): Extremes | undefined {
  const [first] = points;
  if (!first) return undefined;
  let min = first;
  let max = first;
  for (const p of points) {
    if (compareDecimal(p.value, min.value) < 0) min = p;
    if (compareDecimal(p.value, max.value) > 0) max = p;
  }
  return { min, max };
}

/** Each point's position in drawing units; a flat series sits in the middle. */
function layout(points: ChartPoint[], { min, max }: Extremes): Array<{ x: number; y: number }> {
  const low = Number(min.value);
  const span = Number(max.value) - low;
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  return points.map((p, i) => ({
    x: points.length > 1 ? i * step : WIDTH / 2,
    y: span > 0 ? HEIGHT - PAD - ((Number(p.value) - low) / span) * (HEIGHT - 2 * PAD) : HEIGHT / 2,
  }));
}

const LABEL = { size: 'xs', c: 'dimmed' } as const;

export function LineChart({ points, label, formatValue, height = 200, emptyText }: LineChartProps) {
  const [active, setActive] = useState<number>();
  const statusId = useId();
  const extremes = useMemo(() => extremesOf(points), [points]);
  const coords = useMemo(() => (extremes ? layout(points, extremes) : []), [points, extremes]);

  if (!extremes) {
    return (
      <Box h={height} display="grid" style={{ placeItems: 'center' }} role="img" aria-label={label}>
        {emptyText && <Text c="dimmed">{emptyText}</Text>}
      </Box>
    );
  }

  const last = points.length - 1;
  const shown = active !== undefined && active <= last ? active : undefined;
  const line = coords.map((c, i) => `${i === 0 ? 'M' : 'L'}${c.x},${c.y}`).join(' ');
  const area = `${line} L${coords[last]?.x ?? 0},${HEIGHT} L${coords[0]?.x ?? 0},${HEIGHT} Z`;
  const point = shown === undefined ? undefined : points[shown];
  const at = shown === undefined ? undefined : coords[shown];

  const onKeyDown = (event: KeyboardEvent) => {
    const current = shown ?? last;
    const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last }[event.key];
    if (event.key === 'Escape') setActive(undefined);
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, next)));
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    const fraction = (event.clientX - box.left) / box.width;
    setActive(Math.min(last, Math.max(0, Math.round(fraction * last))));
  };

  // The dot marks the picked point, or the only one. Near either edge the tooltip opens inwards.
  const dot = at ?? (points.length === 1 ? coords[0] : undefined);
  const xPercent = at ? (at.x / WIDTH) * 100 : 0;
  const shift = xPercent < 20 ? '0' : xPercent > 80 ? '-100%' : '-50%';

  return (
    <Box component="figure" m={0}>
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 'var(--mantine-spacing-xs)',
          rowGap: 4,
        }}
      >
        <Box style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }} h={height}>
          <Text {...LABEL}>{formatValue(extremes.max.value)}</Text>
          <Text {...LABEL}>{formatValue(extremes.min.value)}</Text>
        </Box>
        <Box
          pos="relative"
          h={height}
          tabIndex={0}
          role="group"
          aria-label={label}
          aria-describedby={statusId}
          aria-keyshortcuts="ArrowLeft ArrowRight Home End"
          onKeyDown={onKeyDown}
          onFocus={() => setActive((a) => a ?? last)}
          onBlur={() => setActive(undefined)}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(undefined)}
          style={{ touchAction: 'pan-y', outlineOffset: 2, borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            width="100%"
            height="100%"
            aria-hidden="true"
            style={{ display: 'block', overflow: 'visible' }}
          >
            <line
              x1={0}
              x2={WIDTH}
              y1={HEIGHT}
              y2={HEIGHT}
              stroke="var(--mantine-color-default-border)"
              vectorEffect="non-scaling-stroke"
            />
            <path d={area} fill="var(--mantine-primary-color-light)" stroke="none" />
            <path
              d={line}
              fill="none"
              stroke="var(--mantine-primary-color-filled)"
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
            {at && (
              <line
                x1={at.x}
                x2={at.x}
                y1={0}
                y2={HEIGHT}
                stroke="var(--mantine-color-dimmed)"
                strokeDasharray="4 4"
                vectorEffect="non-scaling-stroke"
              />
            )}
          </svg>
          {dot && (
            <Box
              aria-hidden="true"
              pos="absolute"
              w={10}
              h={10}
              style={{
                left: `${(dot.x / WIDTH) * 100}%`,
                top: `${(dot.y / HEIGHT) * 100}%`,
                transform: 'translate(-50%, -50%)',
                borderRadius: '50%',
                background: 'var(--mantine-primary-color-filled)',
                border: '2px solid var(--mantine-color-body)',
                pointerEvents: 'none',
              }}
            />
          )}
          {point && (
            <Box
              aria-hidden="true"
              pos="absolute"
              top={0}
              px="xs"
              py={4}
              style={{
                left: `${xPercent}%`,
                transform: `translateX(${shift})`,
                background: 'var(--mantine-color-body)',
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-sm)',
                boxShadow: 'var(--mantine-shadow-sm)',
                whiteSpace: 'nowrap',
                pointerEvents: 'none',
              }}
            >
              <Text size="xs" c="dimmed">
                {point.date}
              </Text>
              <Text size="sm" fw={600}>
                {formatValue(point.value)}
              </Text>
            </Box>
          )}
        </Box>
        <span />
        <Box style={{ display: 'flex', justifyContent: 'space-between', gap: 'var(--mantine-spacing-xs)' }}>
          <Text {...LABEL}>{points[0]?.date}</Text>
          <Text {...LABEL}>{points[last]?.date}</Text>
        </Box>
      </Box>
      <VisuallyHidden id={statusId} role="status">
        {point ? `${point.date}: ${formatValue(point.value)}` : ''}
      </VisuallyHidden>
    </Box>
  );
}
