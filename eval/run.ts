// `npm run eval`: writes the fixed briefs (eval/briefs.ts) and prints how close each script comes to
// its length, whether every topic and switch is honoured, how soon the first words come, the calls and
// tokens spent, and — against a provider double — whether the script is exactly the model's text, how
// much reasoning leaked (must be 0) and how often a busy provider was waited for.
//   --writer=configured   the AI_PROVIDER … settings, as the app reads them (the default)
//   --writer=offline      the offline writer
//   --profile=<name>      a local provider double (src/server/testing/fakes/llm/profiles.ts); a comma
//                         list, or `all` for every one
// EVAL_WRITER / EVAL_PROFILE set them too. Results go to eval/results/<writer or profile>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { EVAL_BRIEFS } from "./briefs.ts";
import { briefsWritten, type EvalRow, formatTable, runEval } from "./harness.ts";
import { EVAL_PROFILES, EVAL_WRITERS, type EvalProfileName, type EvalWriterName, openEvalWriter } from "./writers.ts";

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const profileArg = option("profile") ?? process.env.EVAL_PROFILE;
const writerArg = (option("writer") ?? process.env.EVAL_WRITER ?? "configured") as EvalWriterName;

const profiles = profileArg === "all" ? [...EVAL_PROFILES] : (profileArg?.split(",") ?? []);
for (const profile of profiles) {
  if (!EVAL_PROFILES.includes(profile as EvalProfileName)) {
    console.error(`Unknown profile "${profile}": use one of ${EVAL_PROFILES.join(", ")}, or all`);
    process.exit(2);
  }
}
if (!profileArg && !EVAL_WRITERS.includes(writerArg)) {
  console.error(`Unknown writer "${writerArg}": use one of ${EVAL_WRITERS.join(", ")}`);
  process.exit(2);
}

const env = { DATA_DIR: path.join(tmpdir(), "scriptloom-eval"), ...process.env };
const runs: Array<{ name: string; target: EvalWriterName | { profile: EvalProfileName } }> = profileArg
  ? profiles.map((profile) => ({ name: profile, target: { profile: profile as EvalProfileName } }))
  : [{ name: writerArg === "configured" ? "latest" : writerArg, target: writerArg }];

const summary: string[] = [];
let failed = false;
for (const run of runs) {
  const evalWriter = await openEvalWriter(run.target, env);
  try {
    const briefs = briefsWritten(evalWriter.writer, EVAL_BRIEFS);
    const refused = EVAL_BRIEFS.length - briefs.length;
    console.log(
      `Eval: ${briefs.length} briefs on ${evalWriter.label}${refused ? ` (${refused} in languages it does not write left out)` : ""}\n`,
    );
    const rows = await runEval(evalWriter, briefs);
    console.log(`${formatTable(rows)}\n`);
    const line = summarise(run.name, rows);
    console.log(`${line}\n`);
    summary.push(line);
    failed ||= rows.some((r) => r.error || r.reasoningLeaked > 0 || r.exactText === false);
    const dir = path.join(import.meta.dirname, "results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${run.name}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ writer: evalWriter.label, ranAt: new Date().toISOString(), rows }, null, 2)}\n`,
    );
    console.log(`Written to ${path.relative(process.cwd(), file)}\n`);
  } finally {
    await evalWriter.close();
  }
}
if (runs.length > 1) console.log(summary.join("\n"));
process.exit(failed ? 1 : 0);

function summarise(name: string, rows: EvalRow[]): string {
  const within = rows.filter((r) => Math.abs(r.deviation) <= 0.1).length;
  const exact = rows.filter((r) => r.exactText === true).length;
  const leaked = rows.reduce((sum, r) => sum + r.reasoningLeaked, 0);
  const retries = rows.reduce((sum, r) => sum + r.retries, 0);
  const first = rows.map((r) => r.firstWordsMs).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
  const exactText = rows.some((r) => r.exactText !== null) ? `, exact text ${exact}/${rows.length}` : "";
  return `${name}: ${within}/${rows.length} within ±10 % of their target${exactText}, reasoning leaked ${leaked}, retries ${retries}, first words ${first} ms (median)`;
}
