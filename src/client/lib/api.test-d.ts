// Checked by `tsc` (npm run check), never run: the client's answers take their types from the server's
// routes through `hc<AppType>`, so a route whose response schema changes stops these lines compiling,
// and with them every caller that reads the old shape.
import type { ClientResponse } from "hono/client";
import { expectTypeOf } from "vitest";
import type { PackagingSaved } from "../../shared/schemas/packaging.ts";
import type { ScriptVersionAnswer } from "../../shared/schemas/script-versions.ts";
import type { DraftAnswer } from "../../shared/schemas/studio-draft.ts";
import { type Answer, api, unwrap } from "./api.ts";

type AnswerOf<F extends (...args: never[]) => Promise<unknown>> = Answer<Awaited<ReturnType<F>>>;

const video = api.api.videos[":id"];

// A save's answer is its route's 201 schema; the 409 and the other errors are not part of it.
expectTypeOf<AnswerOf<typeof video.script.$post>>().toEqualTypeOf<ScriptVersionAnswer>();
expectTypeOf<AnswerOf<typeof video.packaging.$put>>().toEqualTypeOf<PackagingSaved>();
expectTypeOf<AnswerOf<typeof api.api.studio.draft.$get>>().toEqualTypeOf<DraftAnswer>();

export async function callersBreakWhenTheAnswerChanges(videoId: string) {
  const saved = await unwrap(video.script.$post({ param: { id: videoId }, json: { content: "Text", baseVersion: 1 } }));
  expectTypeOf(saved.version.number).toEqualTypeOf<number>();
  // @ts-expect-error the route answers `version`, not `script`: reading a field it does not send fails to compile
  void saved.script;

  // @ts-expect-error a request must carry what the route's input schema requires (here the text)
  void video.script.$post({ param: { id: videoId }, json: { baseVersion: 1 } });

  // @ts-expect-error no such operation: a path the server does not route is not callable
  void api.api.videos[":id"].scripts.$post;
}

// A 204 has no JSON: its answer is null. An error status is never an answer.
expectTypeOf<Answer<ClientResponse<null, 204, "body">>>().toEqualTypeOf<null>();
expectTypeOf<Answer<ClientResponse<{ error: string }, 409, "json">>>().toBeNever();
