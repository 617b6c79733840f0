/**
 * The page's element for `selector`, followed: once the one found has left the page (an AJAX
 * insert or a script replaced it), `current()` finds its successor and moves `observer` to it.
 * With none on the page the observer watches <body>, whose size says when one comes.
 */
export function followElement(
  selector: string,
  observer: ResizeObserver,
): () => HTMLElement | null {
  let el = document.querySelector<HTMLElement>(selector);
  observer.observe(el ?? document.body);
  return () => {
    if (el?.isConnected) return el;
    const now = document.querySelector<HTMLElement>(selector);
    if (now !== el) {
      observer.unobserve(el ?? document.body);
      observer.observe((el = now) ?? document.body);
    }
    return el;
  };
}
