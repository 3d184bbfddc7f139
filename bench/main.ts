import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureSize, type SizeResult } from './measure';
import { formatSize } from './report';

interface Args {
  sizes: number[];
  runs: number;
  budgetMs: number;
  child?: number;
  result?: string;
  out?: string;
  compare?: string;
  /** Only the interactions of these groups (`--groups 'common word,aged payables'`). */
  groups?: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { sizes: [100, 100_000, 1_000_000], runs: 20, budgetMs: 3000 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value = ''] = [argv[i], argv[i + 1]];
    i++;
    if (flag === '--sizes') args.sizes = value.split(',').map(Number);
    else if (flag === '--runs') args.runs = Number(value);
    else if (flag === '--budget') args.budgetMs = Number(value);
    else if (flag === '--child') args.child = Number(value);
    else if (flag === '--result') args.result = value;
    else if (flag === '--out') args.out = value;
    else if (flag === '--compare') args.compare = value;
    else if (flag === '--groups') args.groups = value;
    else throw new Error(`Unknown argument ${flag}`);
  }
  return args;
}

/** Each size runs in its own Node process, so one size's heap never inflates the next's. */
function runChild(size: number, args: Args, result: string): Promise<void> {
  const launcher = fileURLToPath(new URL('./sql.bench.mjs', import.meta.url));
  const childArgs = ['--expose-gc', launcher, '--child', String(size), '--result', result];
  childArgs.push('--runs', String(args.runs), '--budget', String(args.budgetMs));
  if (args.groups !== undefined) childArgs.push('--groups', args.groups);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, childArgs, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`size ${size} exited with ${code}`)),
    );
  });
}

export async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv);
  if (args.child !== undefined && args.result) {
    const log = (line: string) => process.stderr.write(`[${args.child}] ${line}\n`);
    const result = await measureSize({
      size: args.child,
      runs: args.runs,
      budgetMs: args.budgetMs,
      groups: args.groups?.split(','),
      log,
    });
    await writeFile(args.result, JSON.stringify(result));
    return;
  }
  const before: SizeResult[] = args.compare ? JSON.parse(await readFile(args.compare, 'utf8')) : [];
  const dir = await mkdtemp(join(tmpdir(), 'sql-bench-'));
  const results: SizeResult[] = [];
  try {
    for (const size of args.sizes) {
      const file = join(dir, `${size}.json`);
      await runChild(size, args, file);
      results.push(JSON.parse(await readFile(file, 'utf8')) as SizeResult);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log('\nSQL time per interaction in ms (median and p95 over repeated runs)\n');
  for (const result of results) {
    console.log(
      formatSize(
        result,
        before.find((b) => b.size === result.size),
      ),
    );
  }
  if (args.out) await writeFile(args.out, `${JSON.stringify(results, null, 1)}\n`);
}
