import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { Role } from "../../../../shared/roles.ts";
import type { UserList } from "../../../../shared/schemas/admin.ts";
import type { Profile } from "../../../../shared/schemas/profile.ts";
import { adminKeys } from "./query-keys.ts";

export const updateUserRole = ({ userId, role }: { userId: string; role: Role }): Promise<Profile> =>
  unwrap(api.api.admin.users[":id"].role.$patch({ param: { id: encodeURIComponent(userId) }, json: { role } }));

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: (profile) => {
      queryClient.setQueryData<UserList>(adminKeys.users(), (list) =>
        list ? { users: list.users.map((u) => (u.id === profile.id ? profile : u)) } : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
