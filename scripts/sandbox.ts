// npm run sandbox -- <rebill|rebill-failed|cancel|expire|refund|chargeback> --user <name> [--site <origin>]
// The emulated payment provider notifies the running site of a life-cycle event (server/emulators/sandbox-cli.ts).
import { sandboxCli } from '../server/emulators/sandbox-cli';

process.exitCode = await sandboxCli(process.argv.slice(2), { env: process.env });
