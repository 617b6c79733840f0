/**
 * A request's form on the wire (spec §2.1): its successful controls, the triggering button's
 * name=value when Drupal's "set click" asks for it, multipart when it has a file input. Apart
 * from the wire format itself: a background request (`send.ts`) has no form.
 */
import { rewriteNojs } from './url';
import { wire, type AjaxRequest, type Pairs } from './wire';

/** The URL and fetch options of a request, exactly as Drupal's client sends them. */
export function buildRequest(request: AjaxRequest, url = rewriteNojs(request.url)) {
  const { form, element } = request;
  const pairs: Pairs = [];
  let multipart = false;
  if (form) {
    const submitter = request.setClick ? element : null;
    let data: FormData;
    try {
      data = new FormData(form, submitter);
    } catch {
      // Not one of the form's submit buttons: its name=value goes last.
      data = new FormData(form);
      const { name, value } = (submitter ?? {}) as HTMLButtonElement;
      if (name) data.append(name, value);
    }
    for (const [name, value] of data) pairs.push([name, value]);
    // Ignored for a GET by wire(), which puts every string field in the query.
    multipart = !!form.querySelector('input[type=file]');
  }
  return wire(request, url, pairs, multipart);
}
