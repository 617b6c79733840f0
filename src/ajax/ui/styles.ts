import { addStyles } from '../../runtime';
import css from './style.css?inline';

/** The dialog, throbber and progress bar CSS, added by the first of them to be shown. */
export const addUiStyles = () => addStyles('trellis-ajax', css);
