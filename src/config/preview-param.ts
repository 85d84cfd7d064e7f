// The query parameter of a preview link (`?previewtoken=…`): its own module so the browser's
// bootstrap can tell a preview apart without loading the configuration client. The server reads
// the same name (shared/preview-param.ts).
export { PREVIEW_QUERY_PARAM } from '../../shared/preview-param';
