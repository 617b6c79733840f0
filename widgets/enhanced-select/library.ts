/**
 * Tom Select, its stylesheet and the code that drives it: a chunk of its own, fetched only when a
 * setting turns the enhancement on.
 */
import TomSelect from 'tom-select/base';
import base from 'tom-select/dist/css/tom-select.css?inline';
import ours from './style.css?inline';

export { TomSelect };
export { enhance } from './enhance';
export const css = base + ours;
