import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import { adminKeys } from "./query-keys.ts";

export interface DeletedUser {
  email: string;
  /** 'User {email} has been deleted' */
  message: string;
}

export const deleteUser = (userId: string): Promise<DeletedUser> =>
  unwrap(api.api.admin.users[":id"].$delete({ param: { id: encodeURIComponent(userId) } }));

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
