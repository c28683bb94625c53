// Charts of a modelled sale (scripts/lib/drop-model.mjs): tickets sold and the waiting
// room's admission rate over time, as ASCII for the terminal and as a small SVG file.
import { grantedAt } from './drop-model.mjs';

const thousands = (value) => Math.round(value).toLocaleString('en-US');

/** Seconds as "56 s" or "5 min 1 s". */
export function formatDuration(seconds) {
  if (!Number.isFinite(seconds)) return 'never';
  const whole = Math.round(seconds);
  if (whole < 120) return `${whole} s`;
  const rest = whole % 60;
  return `${Math.floor(whole / 60)} min${rest ? ` ${rest} s` : ''}`;
}

/** Samples of the sale at `count` even steps from 0 to its end. */
function samples(simulation, ticketsPerOrder, count) {
  const end = simulation.segments.at(-1).end;
  return Array.from({ length: count }, (_, index) => {
    const seconds = (end * index) / (count - 1);
    return {
      seconds,
      sold: grantedAt(simulation, seconds) * ticketsPerOrder,
      admission: simulation.admissionAt(Math.min(seconds, end - 1e-9)),
    };
  });
}

/** One ASCII plot: `rows` lines of `width` columns, the y axis labelled at top and bottom. */
function plot(points, valueOf, { title, rows, unit }) {
  const top = Math.max(...points.map(valueOf)) || 1;
  const label = (value) => `${thousands(value)}${unit}`.padStart(10);
  const lines = [title];
  for (let row = rows; row >= 1; row -= 1) {
    const level = (top * (row - 0.5)) / rows;
    const cells = points.map((point) => (valueOf(point) >= level ? '#' : ' ')).join('');
    const axis = row === rows ? label(top) : row === 1 ? label(0) : ' '.repeat(10);
    lines.push(`${axis} |${cells}`);
  }
  const end = points.at(-1).seconds;
  const footer = `0 s${formatDuration(end).padStart(points.length - 3)}`;
  lines.push(`${' '.repeat(10)} +${'-'.repeat(points.length)}`);
  lines.push(`${' '.repeat(12)}${footer}`);
  return lines.join('\n');
}

/** The sale as two ASCII charts, `width` columns wide. */
export function asciiChart(simulation, { ticketsPerOrder = 1, width = 60, rows = 8 } = {}) {
  const points = samples(simulation, ticketsPerOrder, width);
  return [
    plot(points, (point) => point.sold, { title: 'tickets sold', rows, unit: '' }),
    plot(points, (point) => point.admission, {
      title: 'waiting room admission (buyers/s)',
      rows: Math.max(3, Math.round(rows / 2)),
      unit: '/s',
    }),
  ].join('\n\n');
}

/**
 * The sale as an SVG: tickets sold (solid, left axis) and admission rate (dashed, right axis)
 * for each scenario given, e.g. cold and pre-warmed.
 */
export function svgChart(scenarios, { ticketsPerOrder = 1, title = 'Drop model' } = {}) {
  const width = 640;
  const height = 320;
  const pad = { left: 70, right: 70, top: 40, bottom: 40 };
  const innerWidth = width - pad.left - pad.right;
  const innerHeight = height - pad.top - pad.bottom;
  const series = scenarios.map((scenario) => ({
    ...scenario,
    points: samples(scenario.simulation, ticketsPerOrder, 200),
  }));
  const end = Math.max(...series.map((s) => s.points.at(-1).seconds));
  const topSold = Math.max(...series.flatMap((s) => s.points.map((p) => p.sold))) || 1;
  const topRate = Math.max(...series.flatMap((s) => s.points.map((p) => p.admission))) || 1;
  const x = (seconds) => pad.left + (seconds / end) * innerWidth;
  const y = (value, top) => pad.top + innerHeight - (value / top) * innerHeight;
  const path = (points, valueOf, top) =>
    points
      .map((p, i) => `${i ? 'L' : 'M'}${x(p.seconds).toFixed(1)},${y(valueOf(p), top).toFixed(1)}`)
      .join(' ');
  const colours = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd'];
  const lines = series.flatMap((s, index) => [
    `<path d="${path(s.points, (p) => p.sold, topSold)}" fill="none" stroke="${colours[index % 4]}" stroke-width="2"/>`,
    `<path d="${path(s.points, (p) => p.admission, topRate)}" fill="none" stroke="${colours[index % 4]}" stroke-dasharray="5,4"/>`,
    `<text x="${pad.left + 8}" y="${pad.top + 16 + index * 16}" fill="${colours[index % 4]}" font-size="12">${escape(s.label)}</text>`,
  ]);
  const bottom = pad.top + innerHeight;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">`,
    `<rect width="${width}" height="${height}" fill="white"/>`,
    `<text x="${width / 2}" y="22" text-anchor="middle" font-size="14">${escape(title)}</text>`,
    `<path d="M${pad.left},${pad.top} V${bottom} H${width - pad.right} V${pad.top}" fill="none" stroke="#444"/>`,
    `<text x="${pad.left - 6}" y="${pad.top + 4}" text-anchor="end" font-size="11">${thousands(topSold)}</text>`,
    `<text x="${pad.left - 6}" y="${bottom}" text-anchor="end" font-size="11">0</text>`,
    `<text x="${width - pad.right + 6}" y="${pad.top + 4}" font-size="11">${thousands(topRate)}/s</text>`,
    `<text x="${pad.left}" y="${bottom + 16}" font-size="11">0 s</text>`,
    `<text x="${width - pad.right}" y="${bottom + 16}" text-anchor="end" font-size="11">${formatDuration(end)}</text>`,
    `<text x="${width / 2}" y="${height - 8}" text-anchor="middle" font-size="11">solid: tickets sold (left axis); dashed: admission, buyers/s (right axis)</text>`,
    ...lines,
    '</svg>',
    '',
  ].join('\n');
}

const escape = (text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
