// The one class for text that screen readers read and nobody sees (a table's caption, a chart's
// summary, "opens in a new tab"). Importing this module brings its rule into the stylesheet of the
// core or pack that uses it.
import './visually-hidden.css';

export const VISUALLY_HIDDEN = 'sr-visually-hidden';
