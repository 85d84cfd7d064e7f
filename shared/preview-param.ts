// The query parameter of a preview link (`?previewtoken=…`), for the server and the browser alike.
export const PREVIEW_QUERY_PARAM = 'previewtoken';
