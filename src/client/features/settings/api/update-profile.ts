import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import { refreshSession } from "@/lib/session.ts";
import type { UpdateProfileInput } from "../../../../shared/schemas/auth.ts";
import type { Profile } from "../../../../shared/schemas/profile.ts";
import { settingsKeys } from "./query-keys.ts";

export const updateProfile = (input: UpdateProfileInput): Promise<Profile> =>
  unwrap(api.api.me.$patch({ json: input }));

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(settingsKeys.profile(), profile);
      // The sidebar and the header show the member's name from the session.
      void refreshSession(queryClient);
    },
  });
}
