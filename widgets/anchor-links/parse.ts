/** The page's body: the links are found as they are clicked, wherever they are. */
export const parse = (host: HTMLElement): HTMLElement => host;
