export interface ChartModel {
  host: HTMLElement;
  /** Server content shown without JavaScript (and while the chart loads or if it fails). */
  fallback: HTMLElement | null;
}

export interface ChartProps {
  src: string;
  range: string;
}

export function parse(host: HTMLElement): ChartModel {
  return { host, fallback: host.querySelector<HTMLElement>('.stock-chart__fallback') };
}
