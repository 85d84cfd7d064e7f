// npm run publish-config -- site-configs/<file>.json [--name <n>] [--base <version>] [--server http://localhost:3000]
// Validates, uploads and makes the file the live configuration (a new version; the previous one
// can be restored from the studio or POST /api/configs/versions/<id>/restore). It publishes over
// the version live when it starts (printed), or over --base; when another version went live
// meanwhile it changes nothing and exits 4 with who published it. Same login and exit codes as
// preview-config.ts.
import { main } from './preview-config';

process.exitCode = await main('publish', process.argv.slice(2));
