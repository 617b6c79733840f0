import { describe, expect, it } from 'vitest';
import { labelText } from './logic';
import { columnHeaders, labelOf, parse } from './parse';

const labelled = (cells: ReturnType<typeof parse>['cells']) =>
  cells.map(([cell, headers]) => [cell.textContent, labelOf(headers)]);

describe('collapsible-table parse', () => {
  it('spreads a colspan header over the columns it covers', () => {
    const row = document.createElement('tr');
    row.innerHTML = '<th> Segment </th><th colspan="2">Q1\n 2026</th><th>Q2</th>';
    expect(columnHeaders([row]).map(labelOf)).toEqual(['Segment', 'Q1 2026', 'Q1 2026', 'Q2']);
  });

  it('labels a grouped header by the cells over each column, and body cells below a row-spanning one by their own column', () => {
    document.body.innerHTML = `<table class="collapsible-table">
      <thead>
        <tr><th rowspan="2">Segment</th><th colspan="2">Three months</th><th colspan="2">Nine months</th></tr>
        <tr><th>2025</th><th>2026</th><th>2025</th><th>2026</th></tr>
      </thead>
      <tbody>
        <tr><th rowspan="2">Mobile</th><td>1</td><td>2</td><td>3</td><td>4</td></tr>
        <tr><td>5</td><td>6</td><td>7</td><td>8</td></tr>
      </tbody>
    </table>`;
    const { cells } = parse(document.querySelector('table')!);
    expect(labelled(cells)).toEqual([
      ['Mobile', 'Segment'],
      ['1', 'Three months 2025'],
      ['2', 'Three months 2026'],
      ['3', 'Nine months 2025'],
      ['4', 'Nine months 2026'],
      ['5', 'Three months 2025'],
      ['6', 'Three months 2026'],
      ['7', 'Nine months 2025'],
      ['8', 'Nine months 2026'],
    ]);
  });

  it('labels body and footer cells by column, skipping total rows and labelled cells', () => {
    document.body.innerHTML = `<table class="collapsible-table">
      <thead><tr><th>Name</th><th>A</th><th>B</th></tr></thead>
      <tbody>
        <tr><th>One</th><td colspan="2">wide</td></tr>
        <tr><td>Two</td><td data-label="Own">2</td><td>3</td></tr>
        <tr class="grand-total"><td>Total</td><td>5</td><td>6</td></tr>
      </tbody>
      <tfoot><tr><td>Sum</td><td>7</td><td>8</td></tr></tfoot>
    </table>`;
    const { cells } = parse(document.querySelector('table')!);
    expect(labelled(cells)).toEqual([
      ['One', 'Name'],
      ['wide', 'A'],
      ['Two', 'Name'],
      ['3', 'B'],
    ]);
  });

  it('warns about a table without a header row', () => {
    document.body.innerHTML =
      '<table class="collapsible-table"><tbody><tr><td>1</td></tr></tbody></table>';
    expect(() => parse(document.querySelector('table')!)).toThrow(/thead/);
  });

  it('joins the header texts over a column, whitespace collapsed, empty ones left out', () => {
    expect(labelText([' Three\n months ', '', null, '2025'])).toBe('Three months 2025');
    expect(labelText(['  ', undefined])).toBe('');
  });
});
