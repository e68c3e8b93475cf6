// `npm run eval`: writes the fixed briefs (eval/briefs.ts) and prints how close each script comes to
// its length, whether every topic and switch is honoured, how soon the first words come, and the calls
// and tokens spent. The writer: `--writer=configured` (default; the AI_PROVIDER … settings, as the app
// reads them), `--writer=offline`, or `--writer=fake` (a local OpenAI-compatible server that writes at
// most 1,000 words an answer). EVAL_WRITER sets it too. Results go to eval/results/<writer>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { EVAL_BRIEFS } from "./briefs.ts";
import { formatTable, runEval } from "./harness.ts";
import { EVAL_WRITERS, type EvalWriterName, openEvalWriter } from "./writers.ts";

const arg = process.argv.find((a) => a.startsWith("--writer="))?.slice("--writer=".length);
const name = (arg ?? process.env.EVAL_WRITER ?? "configured") as EvalWriterName;
if (!EVAL_WRITERS.includes(name)) {
  console.error(`Unknown writer "${name}": use one of ${EVAL_WRITERS.join(", ")}`);
  process.exit(2);
}

const env = { DATA_DIR: path.join(tmpdir(), "scriptloom-eval"), ...process.env };
const { writer, counter, label, close } = await openEvalWriter(name, env);
try {
  console.log(`Eval: ${EVAL_BRIEFS.length} briefs on ${label}\n`);
  const rows = await runEval(writer, EVAL_BRIEFS, counter);
  console.log(formatTable(rows));
  const within = rows.filter((r) => Math.abs(r.deviation) <= 0.1).length;
  console.log(`\n${within} of ${rows.length} within ±10 % of their target (rate × duration)`);
  const dir = path.join(import.meta.dirname, "results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name === "configured" ? "latest" : name}.json`);
  writeFileSync(file, `${JSON.stringify({ writer: label, ranAt: new Date().toISOString(), rows }, null, 2)}\n`);
  console.log(`Written to ${path.relative(process.cwd(), file)}`);
} finally {
  await close();
}
