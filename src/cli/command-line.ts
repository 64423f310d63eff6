// The command line this process was started with, as a person would type it again: recorded in the
// lock of the folder a command works on, so that a second command refused there names the first.

/**
 * `webrl <args>`, each argument quoted for a POSIX shell where it needs it (`#` starts a comment only
 * at the start of a word).
 */
export function commandLine(argv: readonly string[] = process.argv): string {
  const quote = (arg: string) =>
    /^[A-Za-z0-9_./:=@%+,-][A-Za-z0-9_./:=@%+,#-]*$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`;
  return ['webrl', ...argv.slice(2)].map(quote).join(' ');
}
