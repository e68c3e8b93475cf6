import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import { adminKeys } from "./query-keys.ts";

export interface DeletedUser {
  email: string;
  /** 'User {email} has been deleted' */
  message: string;
}

export const deleteUser = (userId: string): Promise<DeletedUser> =>
  apiRequest<DeletedUser>(`/api/admin/users/${encodeURIComponent(userId)}`, { method: "DELETE" });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
