// The query parameter of a preview link (`?previewtoken=…`): its own module so the browser's
// bootstrap can tell a preview apart without loading the configuration client.
export const PREVIEW_QUERY_PARAM = 'previewtoken';
