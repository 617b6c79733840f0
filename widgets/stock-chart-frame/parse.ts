/** The platform's iframe chart: the frame itself, which reloads its own source. */
export type StockChartFrameModel = HTMLIFrameElement;

export const parse = (host: HTMLElement): StockChartFrameModel => host as HTMLIFrameElement;
