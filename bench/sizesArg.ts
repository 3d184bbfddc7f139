/**
 * The one flag the Node benches of whole files take (io, backup, migrate): `--sizes 100000,1000000`,
 * the sizes to run, else `defaults`. Any other flag is refused, so a typo does not run the default.
 */
export function parseSizes(argv: string[], defaults: number[]): number[] {
  let sizes = defaults;
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value = ''] = [argv[i], argv[i + 1]];
    if (flag === '--sizes') sizes = value.split(',').map(Number);
    else throw new Error(`Unknown argument ${flag}`);
  }
  return sizes;
}
