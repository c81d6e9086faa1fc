import { CliUsageError, parseCliCommand, USAGE, type CliCommand } from './cli-options';
import { APP_VERSION } from '../config/app-version';
import { lanAddresses } from '../http/lan-addresses';
import { startServer } from '../start';
import { WILDCARD_HOSTS } from '../../common/settings/listen-hosts';

function readCommand(): CliCommand {
  try {
    return parseCliCommand(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const command = readCommand();
  if (command.kind === 'help') {
    console.log(USAGE);
    return;
  }
  if (command.kind === 'version') {
    console.log(APP_VERSION);
    return;
  }
  const server = await startServer(command.options);
  console.log(`Instruction Library listening on ${server.url}`);
  if (WILDCARD_HOSTS.has(server.host)) {
    for (const address of lanAddresses())
      console.log(`  reachable on the network at http://${address}:${server.port}`);
  }
  const shutDown = () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
}

main().catch((error: unknown) => {
  console.error(
    `Could not start the Instruction Library: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
