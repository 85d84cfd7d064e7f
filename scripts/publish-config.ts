// npm run publish-config -- site-configs/<file>.json [--name <n>] [--server http://localhost:3000]
// Validates, uploads and makes the file the live configuration (a new version; the previous one
// can be restored from the studio or POST /api/configs/versions/<id>/restore). Same login and
// exit codes as preview-config.ts.
import { main } from './preview-config';

process.exitCode = await main('publish', process.argv.slice(2));
