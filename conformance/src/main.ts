import { readOptions, USAGE, UsageError } from './options';
import { verify } from './run';

/**
 * `pnpm contract:verify --base-url URL`: black-box checks of every call of
 * SPEC §7 against the contracts, over HTTP only, for this portal or the real
 * upstream backend. Exit code 0 only when every check passed.
 */
try {
  const options = readOptions(process.argv.slice(2));
  process.exitCode = await verify(options, (line) => console.log(line));
} catch (error) {
  if (
    error instanceof UsageError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    if (error instanceof Error && error.message) console.error(error.message);
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    throw error;
  }
}
