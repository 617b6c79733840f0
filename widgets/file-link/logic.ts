/** Documents that open in a new tab rather than replacing the page. */
export const FILE_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'csv', 'rtf'];

/** Cheap pre-filter for the runtime's selector; `isFileUrl` decides. */
export const FILE_LINKS = FILE_TYPES.map((ext) => `a[href*=".${ext}" i]:not(.modal)`).join();
