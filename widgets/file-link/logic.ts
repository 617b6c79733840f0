/** Documents that open in a new tab rather than replacing the page. */
export const FILE_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'csv', 'rtf'];

/**
 * Cheap pre-filter for the runtime's selector; `isFileUrl` decides. One selector (its last part
 * a tag) rather than a list of ten: the page's first scan checks a list element by element.
 */
export const FILE_LINKS = `a:is(${FILE_TYPES.map((ext) => `[href*=".${ext}" i]`).join()}):not(.modal)`;
