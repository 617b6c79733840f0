/** Tom Select and its stylesheet: a chunk of its own, fetched only when a setting turns it on. */
import TomSelect from 'tom-select/base';
import base from 'tom-select/dist/css/tom-select.css?inline';
import ours from './style.css?inline';

export { TomSelect };
export const css = base + ours;
