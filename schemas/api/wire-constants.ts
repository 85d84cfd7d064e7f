// Constants of the API's wire format as plain values, without TypeBox: the browser's API client and
// pictures import these, so the schema builder stays out of the page's JavaScript.
/** Image widths of the specification. */
export const IMAGE_WIDTHS = [620, 960, 1920, 3840] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Header carrying the total number of rows of a paged list. */
export const MAX_RESULTS_HEADER = 'maxresults';
