// Generate src/gen/ (or the directory given as the first argument, relative to the current
// directory: the web table generates its own) from the repository's proto/ and from google/rpc/error_details.proto
// (the ErrorInfo every refusal carries). The latter is the copy that googleapis-common-protos,
// a dependency of the Python service, installs; Python tells where it is.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const root = join(here, '..', '..');
const buf = join(here, 'node_modules', '.bin', 'buf');
const python = process.env.PYTHON || 'python3';

// What is missing, in a sentence, and how to get it: not a Node stack trace.
function fail(message) {
  console.error(`clients/typescript: ${message}`);
  process.exit(1);
}

function googleapisProtos() {
  try {
    return execFileSync(python, ['-c',
      'import pathlib, google.rpc.error_details_pb2 as m; print(pathlib.Path(m.__file__).parents[2])',
    ], { stdio: ['ignore', 'pipe', 'pipe'] }).toString().trim();
  } catch (err) {
    const why = err.code === 'ENOENT' ? `there is no \`${python}\` on the PATH`
      : `\`${python}\` cannot import google.rpc (the googleapis-common-protos package)`;
    return fail(`${why}. The build takes google/rpc/error_details.proto from the service's `
      + 'Python environment: activate it (`. .venv/bin/activate` in the repository, after '
      + '`pip install -e .`, as the README says), or point PYTHON at its python '
      + '(PYTHON=/path/to/.venv/bin/python npm run build).');
  }
}
const googleapis = googleapisProtos();
if (!existsSync(buf)) {
  fail(`buf is not installed here (${buf}): run \`npm ci\` in clients/typescript first.`);
}

const out = process.argv[2] ? resolve(process.argv[2]) : join(here, 'src', 'gen');
rmSync(out, { recursive: true, force: true });
// protoc-gen-es is found on the PATH, as under `npm run`.
const env = { ...process.env, PATH: `${join(here, 'node_modules', '.bin')}:${process.env.PATH}` };
const run = (args) => execFileSync(buf, args, { cwd: here, stdio: 'inherit', env });
run(['generate', join(root, 'proto'), '--template', 'buf.gen.yaml', '-o', out]);
run(['generate', googleapis, '--template', 'buf.gen.yaml', '-o', out, '--path',
  join(googleapis, 'google', 'rpc', 'error_details.proto')]);
