import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { UserList } from "../../../../shared/schemas/admin.ts";
import { adminKeys } from "./query-keys.ts";

export const getUsers = (): Promise<UserList> => unwrap(api.api.admin.users.$get());

export const getUsersQueryOptions = () => queryOptions({ queryKey: adminKeys.users(), queryFn: getUsers });

export const useUsers = () => useQuery(getUsersQueryOptions());
