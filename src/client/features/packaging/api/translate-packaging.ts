import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { TranslatedPackaging, TranslatePackagingInput } from "../../../../shared/schemas/packaging.ts";

/** Drafts the package's title and description in other languages; nothing is saved. */
export const translatePackaging = (input: TranslatePackagingInput): Promise<TranslatedPackaging> =>
  unwrap(api.api.studio.packaging.translate.$post({ json: input }));

export const useTranslatePackaging = () => useMutation({ mutationFn: translatePackaging });
