import { describe, expect, it } from 'vitest';
import { FILE_LINKS } from './logic';
import { isFileUrl, parse } from './parse';

describe('file-link', () => {
  const base = 'https://ir.example.com/investors/';

  it('recognises documents by the path’s extension, whatever the case or query', () => {
    expect(isFileUrl('/files/report.pdf', base)).toBe(true);
    expect(isFileUrl('REPORT.PDF', base)).toBe(true);
    expect(isFileUrl('/files/sheet.xlsx?v=2#tab', base)).toBe(true);
    expect(isFileUrl('https://cdn.example.net/a/b.docx', base)).toBe(true);
    expect(isFileUrl('/logos.zip', base)).toBe(true);
  });

  it('refuses pages, file names in queries and other schemes', () => {
    expect(isFileUrl('/search?term=report.pdf', base)).toBe(false);
    expect(isFileUrl('/report.pdf.html', base)).toBe(false);
    expect(isFileUrl('/news', base)).toBe(false);
    expect(isFileUrl('mailto:ir@example.com?subject=a.pdf', base)).toBe(false);
    expect(isFileUrl('http://[bad', base)).toBe(false);
  });

  it('pre-filters links in the selector, never modal links', () => {
    document.body.innerHTML = `<a href="/a.pdf">1</a><a class="modal" href="/b.pdf">2</a>
      <a href="/c.XLSX">3</a><a href="/d">4</a>`;
    expect([...document.querySelectorAll(FILE_LINKS)].map((a) => a.textContent)).toEqual([
      '1',
      '3',
    ]);
  });

  it('leaves downloads, other targets and pages alone', () => {
    document.body.innerHTML = `<a id="a" href="/a.pdf">1</a><a id="b" href="/b.pdf" download>2</a>
      <a id="c" href="/c.pdf" target="report">3</a><a id="d" href="/d.pdf" target="_blank">4</a>
      <a id="e" href="/e">5</a>`;
    const model = (id: string) => parse(document.getElementById(id)!);
    expect(model('a')).toBe(document.getElementById('a'));
    expect(model('b')).toBeNull();
    expect(model('c')).toBeNull();
    expect(model('d')).toBe(document.getElementById('d'));
    expect(model('e')).toBeNull();
  });
});
