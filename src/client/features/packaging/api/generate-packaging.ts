import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { GeneratedPackaging, GeneratePackagingInput } from "../../../../shared/schemas/packaging.ts";

/** Writes a package (or one field) for a script; nothing is saved. */
export const generatePackaging = (input: GeneratePackagingInput): Promise<GeneratedPackaging> =>
  unwrap(api.api.studio.packaging.$post({ json: input }));

export const useGeneratePackaging = () => useMutation({ mutationFn: generatePackaging });
